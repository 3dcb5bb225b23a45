// facts: the handoff sends the worker to a person for a fact it needs ("ask the user for the AWS account
// ID"), or says the fact is still missing ("the HF token is not set yet"). The worker cannot ask back:
// whatever it was to get from someone never arrives, and the steps that need it cannot run.
import type { HandoffDocument, Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { foreignAccountSteps, interactiveLogins, outOfReachSteps, unobtainableFacts } from "../src/analysis/material.js";
import { findRequests } from "./_util/intent-cues.js";

const rule: Rule<Record<string, never>> = {
  meta: {
    id: "ask-back",
    concern: "facts",
    description: "The worker is told to ask someone for a fact it needs (a key, an account, an endpoint), that the fact is still missing, to sign in interactively, or to work on a host or console it has no way into",
    docs: ruleDocsUrl("ask-back"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      "ask-person":
        '"{{phrase}}": the worker cannot ask anyone; the {{thing}} it is to get this way never arrives. Put the value (or the name of the secret or variable that holds it) in the handoff, or dispatch only the steps that do not need it',
      "interactive-login":
        '"{{phrase}}" signs in interactively (a browser or a password prompt): a dispatched worker has neither the person nor the account to answer it. Sign in before dispatch, or give it a token the environment holds (and name the variable), or leave that step to a person',
      "out-of-reach":
        '"{{phrase}}": this step needs a way in (a login, a host, a key) that nothing here gives the worker. Name the host and the secret or variable that holds the access, say that the environment is already signed in, or leave this step to a person',
      "absent-fact":
        '"{{phrase}}": the {{thing}} the work needs is said to be missing. Supply it (or the variable or secret store that holds it) before dispatch, or say what the worker should do without it',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const asked = unobtainableFacts(doc);
    // a text that already sends the worker to a person for the access says it once, as an ask
    const found = [...asked, ...interactiveLogins(doc), ...(asked.length ? [] : [...outOfReachSteps(doc, workerSteps(doc)), ...foreignAccountSteps(doc)])];
    for (const f of found) {
      context.report({ messageId: f.kind, data: { phrase: f.phrase.replace(/\s+/g, " "), thing: f.thing ?? "fact" }, range: f.range, sure: f.sure });
    }
  },
};

// The sentences that ask the worker for work now: not a condition, a prohibition, a how-to or a suggestion.
function workerSteps(doc: HandoffDocument): Range[] {
  return findRequests(doc)
    .filter((r) => r.weak === null || r.weak === "preparation")
    .map((r) => r.range);
}

export default rule;
