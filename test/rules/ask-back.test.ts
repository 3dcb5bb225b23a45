import rule from "../../rules/ask-back.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "a condition is a failure policy", code: "Read the key from `ACME_KEY`. If the API key is missing, stop and say so.\n" },
    { name: "code that handles a missing value", code: "When the API key is missing, throw a `ConfigError` naming `ACME_KEY`.\n" },
    { name: "an assistant that talks with its user may ask", code: "You are a setup assistant talking with the user. Ask the user for their API key and save it to `.env`.\n" },
    { name: "asking about a preference is not a missing fact", code: "Ask the user which colour scheme they prefer, then apply it in `theme.css`.\n" },
    { name: "tokens that are counted are not a secret", code: "The token counts are still missing from `report.md`; fill them in from `stats.json`.\n" },
    { name: "the value is given", code: "Deploy with the API token in the `DEPLOY_TOKEN` secret; the account ID is 123456789012.\n" },
  ],
  invalid: [
    {
      name: "sent to a person for a secret",
      code: "Deploy the stack. Ask the user for the AWS account ID and the deploy token first.\n",
      errors: [{ messageId: "ask-person", line: 1, column: 19, endColumn: 35 }],
    },
    {
      name: "the fact in the list after a colon",
      code: "Before step 6, ask the user for:\n\n- the IAM credentials\n- the RDS endpoint URL\n",
      errors: [{ messageId: "ask-person", line: 1 }],
    },
    {
      name: "German",
      code: "Frag den Nutzer nach dem API-Token für die Hetzner Cloud, bevor du `make deploy` startest.\n",
      errors: [{ messageId: "ask-person", line: 1, column: 1 }],
    },
    {
      name: "still missing",
      code: "The HF access token is still missing, so the model download in step 2 cannot run yet.\n",
      errors: [{ messageId: "absent-fact", line: 1 }],
    },
    {
      name: "a service's token, still missing",
      code: "Publish the package. The npm token is still missing, so `npm publish` will fail.\n",
      errors: [{ messageId: "absent-fact", line: 1 }],
    },
  ],
});
