// The tests' reference for token positions: one tiktoken encode of the whole text, and the UTF-8 byte
// offset at which each token starts.
import { getEncoder } from "../../src/document/tokens.js";

export function tokenStarts(body: string, encoding: "o200k_base" | "cl100k_base"): number[] {
  const enc = getEncoder(encoding);
  const ids = enc.encode(body, [], []);
  const starts: number[] = [];
  let b = 0;
  for (const id of ids) {
    starts.push(b);
    b += enc.decode_single_token_bytes(id).length;
  }
  return starts;
}
