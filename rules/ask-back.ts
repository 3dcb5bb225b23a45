// facts: the handoff sends the worker to a person for a fact it needs ("ask the user for the AWS account
// ID"), or says the fact is still missing ("the HF token is not set yet"). The worker cannot ask back:
// whatever it was to get from someone never arrives, and the steps that need it cannot run.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { interactiveLogins, unobtainableFacts } from "../src/analysis/material.js";

const rule: Rule<Record<string, never>> = {
  meta: {
    id: "ask-back",
    concern: "facts",
    description: "The worker is told to ask someone for a fact it needs (a key, an account, an endpoint), that the fact is still missing, or to sign in interactively",
    docs: ruleDocsUrl("ask-back"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      "ask-person":
        '"{{phrase}}": the worker cannot ask anyone; the {{thing}} it is to get this way never arrives. Put the value (or the name of the secret or variable that holds it) in the handoff, or dispatch only the steps that do not need it',
      "interactive-login":
        '"{{phrase}}" signs in interactively (a browser or a password prompt): a dispatched worker has neither the person nor the account to answer it. Sign in before dispatch, or give it a token the environment holds (and name the variable), or leave that step to a person',
      "absent-fact":
        '"{{phrase}}": the {{thing}} the work needs is said to be missing. Supply it (or the variable or secret store that holds it) before dispatch, or say what the worker should do without it',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    for (const f of [...unobtainableFacts(doc), ...interactiveLogins(doc)]) {
      context.report({ messageId: f.kind, data: { phrase: f.phrase.replace(/\s+/g, " "), thing: f.thing ?? "fact" }, range: f.range, sure: f.sure });
    }
  },
};

export default rule;
