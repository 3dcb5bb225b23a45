import rule from "../../rules/ask-back.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "a condition is a failure policy", code: "Read the key from `ACME_KEY`. If the API key is missing, stop and say so.\n" },
    { name: "code that handles a missing value", code: "When the API key is missing, throw a `ConfigError` naming `ACME_KEY`.\n" },
    { name: "an assistant that talks with its user may ask", code: "You are a setup assistant talking with the user. Ask the user for their API key and save it to `.env`.\n" },
    { name: "asking about a preference is not a missing fact", code: "Ask the user which colour scheme they prefer, then apply it in `theme.css`.\n" },
    { name: "tokens that are counted are not a secret", code: "The token counts are still missing from `report.md`; fill them in from `stats.json`.\n" },
    // the person readings (src/analysis/material.ts personAsks): texts of my own, not from the corpus
    { name: "told not to ask", code: "Don't ask the user for the API key; read it from `FORECAST_KEY` in `.env`.\n" },
    { name: "data got from a service is not a person", code: "Get the access token from the `/oauth/token` endpoint and cache it in `tokens.ts`.\n" },
    { name: "a person named, no fact needed", code: "Ask Priya which of the two chart styles reads better, then apply it in `charts.css`.\n" },
    { name: "the value is given", code: "Deploy with the API token in the `DEPLOY_TOKEN` secret; the account ID is 123456789012.\n" },
  ],
  invalid: [
    {
      name: "sent to a named person for a key",
      code: "Wire the weather widget to the forecast API. You'll need an API key for it; ask Priya for one, she manages the account.\n",
      errors: [{ messageId: "ask-person", line: 1, column: 77, endColumn: 90 }],
    },
    {
      name: "a fact to get from a team's channel",
      code: "Deploy the build to the staging box. It is only reachable over the VPN; get the hostname from the ops channel.\n",
      errors: [{ messageId: "ask-person", line: 1 }],
    },
    {
      name: "a secret a person has not sent yet",
      code: "Run the import against production. It is blocked on the database password, which the user hasn't sent yet.\n",
      errors: [{ messageId: "ask-person", line: 1 }],
    },
    {
      name: "German: from a named person",
      code: "Bitte deploye den neuen Build auf den Staging-Server. Die Zugangsdaten bekommst du von Jonas.\n",
      errors: [{ messageId: "ask-person", line: 1 }],
    },
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

// An interactive sign-in in the worker's steps needs a person and an account it does not have (texts of my own);
// optional, done, conditional, the human's, or done with a token, it does not.
ruleTester(rule, {
  valid: [
    { name: "optional", code: "Deploy with the Vercel CLI (optional: `vercel login`, then `vercel --prod`). Otherwise push to `main`.\n" },
    { name: "already logged in", code: "You are already logged in to Cloudflare on this machine. Run `wrangler deploy` from `worker/`.\n" },
    { name: "a token from the environment", code: "Run `gh auth login --with-token < token.txt` and open the PR against `main`.\n" },
    { name: "a token named next to it", code: "Set CLOUDFLARE_API_TOKEN from the CI secrets, then `wrangler login` is not needed; run `wrangler deploy`.\n" },
  ],
  invalid: [
    { name: "a browser sign-in in the steps", code: "## Deploy\n\n```bash\nwrangler login   # browser opens\nwrangler deploy\n```\n", errors: [{ messageId: "interactive-login" }] },
    { name: "gcloud sign-in", code: "Run `gcloud auth login`, then create the bucket `gs://acme-exports`.\n", errors: [{ messageId: "interactive-login" }] },
  ],
});

// A step on a rented host or in an outside service's console needs a way in (texts of my own): reported when
// nothing in its section gives the worker one; not when the access is named, the step is a person's, optional,
// forbidden, or the place only says what the work is for.
ruleTester(rule, {
  valid: [
    { name: "the key is named", code: "## Deploy\n\nSSH into the VPS at `203.0.113.7` with the key in `~/.ssh/deploy_ed25519` and restart the `api` service.\n" },
    { name: "a variable holds the secret", code: "Apply the migration in the Supabase dashboard SQL editor; the service key is in `SUPABASE_SERVICE_KEY`.\n" },
    { name: "the pipeline deploys", code: "Merge the fix into `main`; GitHub Actions deploys to the production server on push.\n" },
    { name: "the person's step", code: "Once the PR is merged, the owner will redeploy on the VPS.\n" },
    { name: "forbidden", code: "Fix the flaky test in `tests/api.spec.ts`. Do not deploy to the production server.\n" },
    { name: "the place is what the work is for", code: "Make the config loader fail fast so that when the release job deploys, the production server never starts with a blank key.\n" },
    { name: "a product's own dashboard", code: "Add a revenue chart to the admin dashboard in `src/pages/Admin.tsx`.\n" },
    { name: "the service's own tool is run", code: "Deploy with `firebase deploy --only hosting`, then check the release history in the Firebase console.\n" },
  ],
  invalid: [
    { name: "a host with no way in", code: "## Next steps\n\n1. Deploy to a real host (Fly.io or a VPS) with managed Postgres and HTTPS.\n", errors: [{ messageId: "out-of-reach", line: 3 }] },
    { name: "a provider's console", code: "Configure the OAuth redirect URIs in the Google Cloud Console, then test sign-in on staging.\n", errors: [{ messageId: "out-of-reach", line: 1 }] },
    { name: "ssh with no key", code: "Log in to the staging server over SSH and tail the worker logs until the crash repeats.\n", errors: [{ messageId: "out-of-reach", line: 1 }] },
  ],
});

// A thing made in an outside service's account ("create a new Supabase project") needs that account (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a folder called project", code: "Create a new project folder `tools/` and add the CLI entry point there.\n" },
    { name: "a thing in the repository, of a service", code: "Create a Supabase migration for the `tags` table in `supabase/migrations/`.\n" },
    { name: "a variable said to hold the token", code: "Create a new Vercel project for the docs site. The token is in `VERCEL_TOKEN`.\n" },
    { name: "the person's step", code: "The owner will create the Supabase project; then apply `db/schema.sql` to it.\n" },
  ],
  invalid: [
    {
      name: "the service named by its link",
      code: "## Next steps\n\n1. Go to https://supabase.com and create a new project, then copy its URL into `.env`.\n2. Run the schema in `db/schema.sql`.\n",
      errors: [{ messageId: "out-of-reach", line: 3 }],
    },
    { name: "the service named in the heading", code: "### 2. Set up Supabase\n\n- Create project\n- Add the schema from `docs/schema.sql`\n", errors: [{ messageId: "out-of-reach", line: 3 }] },
    {
      name: "a variable the step fills is not access",
      code: "Create a new Vercel project for the docs site, then put its id in `VERCEL_PROJECT_KEY`.\n",
      errors: [{ messageId: "out-of-reach", line: 1 }],
    },
  ],
});

// In other languages, a thing made in a named service's account, read from words (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a deploy is not one", code: "先运行 `npm run build` 做最终检查，再部署到 Vercel。\n" },
    { name: "no service named", code: "在 `tools/` 目录下创建项目骨架，并添加命令行入口 `tools/cli.ts`。\n" },
    { name: "the person's step", code: "새 Supabase 프로젝트는 사용자가 직접 만들어 주세요. 그다음 `db/schema.sql`을 적용합니다.\n" },
  ],
  invalid: [
    { name: "a new project in Korean", code: "새 Supabase 프로젝트를 만들고 `.env.example`을 `.env.local`로 복사해 채운 뒤 `db/schema.sql`을 적용해 줘.\n", errors: [{ messageId: "out-of-reach" }] },
    { name: "an account in Russian", code: "Нужно создать аккаунт в Stripe и подключить оплату в `src/pay.ts`.\n", errors: [{ messageId: "out-of-reach" }] },
  ],
});

// Signing in to the product's own admin area needs an account the text does not give; working on the admin
// panel's code does not (texts of my own).
ruleTester(rule, {
  valid: [{ name: "code of the admin panel", code: "Add a revenue chart to the admin panel in `src/admin/Dashboard.tsx`.\n" }],
  invalid: [{ name: "a sign-in to the admin panel", code: "Log in to the admin panel and change the pricing for the Pro plan.\n", errors: [{ messageId: "out-of-reach" }] }],
});
