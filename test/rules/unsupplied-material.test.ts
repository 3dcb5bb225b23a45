import rule from "../../rules/unsupplied-material.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "a slot carries it", code: "Analyze the provided meeting transcript.\n\nHere it is: {transcript}\n" },
    { name: "it arrives later, by design", code: "You will be provided with the original query and some initial research.\n" },
    { name: "a condition", code: "If a config file is provided, read it first.\n" },
    { name: "tools are the runtime's", code: "Use the tools provided to you to search the web.\n" },
    { name: "a run input", code: "Answer the given question in two paragraphs.\n" },
    { name: "presented below", code: "Fix the traceback provided below.\n\nHere is the traceback:\n\n```\nTypeError: x is undefined\n```\n" },
    { name: "a locator names it", code: "Expand on the summary provided in `notes/summary.md`.\n" },
    { name: "negated", code: "No corrections or guidance provided during the session.\n" },
    { name: "an active verb with its object", code: "The script provided a fallback for old browsers.\n" },
    { name: "named earlier", code: "The text below is a Git repository. Use the aforementioned repository as context.\n" },
    { name: "CrewAI task with context", code: "report_task:\n  description: >\n    Compile the analyses provided by the researchers.\n  context:\n  - research_task\n" },
    { name: "quoted", code: "The old prompt said \"use the summary provided\" and nobody noticed.\n" },
  ],
  invalid: [
    {
      code: "recommend:\n  description: >\n    Review and synthesize the analyses provided by the\n    Financial Analyst and the Research Analyst.\n",
      errors: [{ messageId: "missing", line: 3, column: 27, endColumn: 48 }],
    },
    {
      name: "attributive",
      code: "Provide a code review for the given pull request.\n",
      errors: [{ messageId: "missing", line: 1, column: 27, endColumn: 49, message: /"the given pull request"/ }],
    },
    {
      name: "the material the worker supposedly got",
      code: "task:\n  description: >\n    You will review a game written in python, these are the instructions:\n\n    {game}\n\n    Using the code you got, check for errors.\n",
      errors: [{ messageId: "missing", line: 7, column: 11, endColumn: 27 }],
    },
    {
      name: "a relative clause",
      code: "I need help fixing some bugs that have been reported in this codebase.\n",
      errors: [{ messageId: "missing", line: 1, column: 20 }],
    },
    {
      name: "chosen by an earlier stage, in a template whose slots do not carry it",
      code: "Find hotels in {city} for the recommended travel dates.\n",
      errors: [{ messageId: "missing", line: 1, column: 23, message: /"travel dates"/ }],
    },
  ],
});

// Quoted as a reader would (issue 14.6): the material, not the sender or the reporter.
ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: "the logs I sent; what the customer reported",
      code: "Look at the logs I sent and fix what the customer reported.\n",
      errors: [
        { messageId: "missing", line: 1, message: /has "logs", but/ },
        { messageId: "missing", line: 1, message: /has what the customer reported, but/ },
      ],
    },
  ],
});

// Paraphrases found while checking that the rule generalizes beyond the tuning corpus.
ruleTester(rule, {
  valid: [
    { name: "given above: the text holds it", code: "Keep every stop within the length limits given above.\n" },
    { name: "provided below, and it is below", code: "Use the schema provided below:\n\n```json\n{}\n```\n" },
  ],
  invalid: [
    {
      name: "provided, and nowhere",
      code: "Summarise the notes provided and list the open questions.\n",
      errors: [{ messageId: "missing", line: 1, column: 11, endColumn: 29 }],
    },
  ],
});

// A design or spec said to be in a team tool, read from how the text leans on it ("as in", "per", "following").
ruleTester(rule, {
  valid: [
    { name: "a link into the tool", code: "Build the pricing page exactly as in the Figma: https://figma.com/file/abc123. Use the `Card` component.\n" },
    { name: "a filter into the tool in the same sentence", code: "Check Linear issues for tracked work (`project:Payroll`) and fix the top one in `src/pay.ts`.\n" },
    { name: "a sheet read at run time is the program's input", code: "Read the rows from the Google Sheet named in `SHEET_ID` and load them into `orders`.\n" },
  ],
  invalid: [
    { name: "exactly as in the Figma", code: "Build the pricing page exactly as in the Figma. Use the `Card` and `Button` components from `src/ui`.\n", errors: [{ messageId: "elsewhere", line: 1 }] },
    { name: "per the Notion page", code: "Set up the onboarding emails per the Notion page and schedule them in `jobs/mail.ts`.\n", errors: [{ messageId: "elsewhere", line: 1 }] },
  ],
});

// Material said to be provided, in other languages (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "Portuguese: a slot carries it", code: "Extraia o texto do arquivo PDF fornecido em {pdf_path}.\n" },
    { name: "Portuguese: a path carries it", code: "Extraia o texto do arquivo PDF fornecido (`docs/artigo.pdf`).\n" },
    { name: "Chinese: the content follows", code: "请总结以下提供的内容：\n\n> 第一季度收入增长了 12%，主要来自新客户。\n" },
  ],
  invalid: [
    { name: "Portuguese: the provided PDF", code: "Extraia o texto bruto do arquivo PDF fornecido, preservando o conteúdo original.\n", errors: [{ messageId: "missing", line: 1 }] },
    { name: "Russian: the provided data", code: "Проанализируй предоставленные данные о продажах и составь отчёт.\n", errors: [{ messageId: "missing" }] },
  ],
});

// Another stage's output named by its agent's identifier, got with a verb of getting (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "wired by context", code: "report_task:\n  description: >\n    Get the list of saved chart paths from the code_executor agent and write the report.\n  expected_output: >\n    A markdown report.\n  context: [code_task]\n" },
  ],
  invalid: [
    {
      name: "the chart paths from an agent, unwired",
      code: "report_task:\n  description: >\n    Write the report. Get the list of saved chart paths from the code_executor agent and embed each chart.\n  expected_output: >\n    A markdown report.\n",
      errors: [{ messageId: "upstream" }],
    },
  ],
});

// A framework task that receives nothing (CrewAI task texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a slot brings the essay", code: "grade_task:\n  description: >\n    Evaluate the coherence of the essay in {essay}.\n  expected_output: >\n    A JSON object with a score and three tips.\n" },
    { name: "the tools bring the news", code: "scout_task:\n  description: >\n    Find the five most discussed AI papers of the week on the web.\n  expected_output: >\n    A list of titles with links.\n" },
    { name: "the tools bring the news, in Spanish", code: "scout_task:\n  description: >\n    Busca en la web las cinco noticias de IA más comentadas de la semana.\n  expected_output: >\n    Una lista de títulos con enlaces.\n" },
    { name: "a slot brings the essay, in German", code: "grade_task:\n  description: >\n    Bewerte die Kohärenz des Aufsatzes {essay}.\n  expected_output: >\n    Ein JSON-Objekt mit einer Note.\n" },
    { name: "an upstream task feeds it", code: "grade_task:\n  description: >\n    Evaluate the coherence of the essay.\n  expected_output: >\n    A JSON object with a score.\n  context: [draft_task]\n" },
    // Greek and Hebrew have no vocabulary here: whether the tools bring the material cannot be read, so no finding
    { name: "a language the vocabularies do not cover (Greek)", code: "scout_task:\n  description: >\n    Ερεύνησε τα πιο πρόσφατα εργαλεία τεχνητής νοημοσύνης για προγραμματιστές.\n  expected_output: >\n    Μια λίστα με τρία εργαλεία.\n" },
    { name: "a language the vocabularies do not cover (Hebrew)", code: "scout_task:\n  description: >\n    מצא שלושה כלי בינה מלאכותית חדשים למפתחים.\n  expected_output: >\n    רשימה של שלושה כלים.\n" },
  ],
  invalid: [
    {
      name: "an evaluation of nothing",
      code: "grade_task:\n  description: >\n    Evaluate coherence and cohesion, with strengths and weaknesses.\n  expected_output: >\n    A JSON object with a score and three tips.\n",
      errors: [{ messageId: "inputless", line: 3 }],
    },
    {
      name: "an evaluation of nothing, in Portuguese",
      code: "review_task:\n  description: >\n    Avaliar a coerência e a coesão do texto e apontar três melhorias.\n  expected_output: >\n    Um objeto JSON com a nota.\n",
      errors: [{ messageId: "inputless", line: 3 }],
    },
    {
      // CrewAI names tasks `<what>_task`: an entry with a description alone is a task, and it too gets nothing
      name: "a task entry with only its description",
      code: "summary_task:\n  description: |\n    Summarize the decisions and the open questions.\n    Return a bullet list.\n",
      errors: [{ messageId: "inputless", line: 3 }],
    },
  ],
});

// The writer says it handed material over in the first person, or names it by its format (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "uploaded to a place the clause names", code: "I have uploaded the CSV to `data/stores.csv`. Load it into SQLite.\n" },
    { name: "uploaded, and the list locates each file", code: "I have uploaded:\n- `data/homes.json`\n- `data/old.sqlite`\n\nWrite a notebook that merges them.\n" },
    { name: "attached below, and it is there", code: "I have attached the log below:\n\n```\nerror at line 4: undefined is not a function\n```\n\nFix it.\n" },
  ],
  invalid: [
    { name: "I've attached", code: "I've attached the CSV export. Clean it and load it into SQLite.\n", errors: [{ messageId: "missing" }] },
    { name: "I have uploaded, and a list says what", code: "I have uploaded:\n- 2 JSON files with the store data\n- an SQLite table of older records\n\nWrite a notebook that merges them.\n", errors: [{ messageId: "missing", line: 1 }] },
    { name: "I have uploaded, with a count", code: "I have uploaded two JSON files with the store data. Merge them into one table.\n", errors: [{ messageId: "missing" }] },
    // a format's name in capitals is a kind of file, not an identifier
    { name: "the attached CSV", code: "See the attached CSV and load it into SQLite.\n", errors: [{ messageId: "missing" }] },
  ],
});

// Material the text says is still to come (texts of my own): the worker cannot wait for it.
ruleTester(rule, {
  valid: [
    { name: "to come, and the text plans for it", code: "Build the importer for the product catalog. The CSV export is to be provided by the client, so work against a mock file in test/fixtures until then.\n" },
    { name: "to come, and the next sentence says what to do", code: "Wire the closing screen. The design team will send the copy later. Leave a placeholder string for each line.\n" },
    { name: "an app's user who uploads, with no later time", code: "Implement the signup form in src/Signup.tsx. The user will upload a photo and the app stores it in S3.\n" },
    { name: "talk about a claim, not a claim", code: "Report material said to be provided that the text does not contain.\n" },
    { name: "a template's runtime brings it", code: "Summarize the report to be provided: {report}\n" },
    { name: "in Japanese, with a plan meanwhile", code: "商品データのインポートを実装してください。CSVデータはクライアントが提供予定なので、それまではダミーデータで進めてください。\n" },
    { name: "an assistant that talks with its user", code: "You are chatting with the customer. The order number will be provided later in the conversation; greet them and wait.\n" },
  ],
  invalid: [
    { name: "a parenthesis that says it is to come", code: "Generate the API client in src/api/ from the OpenAPI spec (path to be provided). Run npm test when done.\n", errors: [{ messageId: "pending" }] },
    { name: "a person who will send it later", code: "Wire the closing screen in src/screens/Closing.tsx. The design team will send the copy later. Keep the layout from Intro.tsx.\n", errors: [{ messageId: "pending" }] },
    { name: "in Japanese", code: "商品データのインポートを実装してください。約200件のCSVデータはクライアントが提供予定です。src/import に置いてください。\n", errors: [{ messageId: "pending" }] },
    { name: "in German", code: "Implementiere den Import der Produktdaten in src/import. Die CSV-Datei wird nachgereicht. Schreibe Tests für jede Spalte.\n", errors: [{ messageId: "pending" }] },
  ],
});

// "The recommended X" after the text asks the worker to recommend it is the worker's own choice, not material
// an earlier stage chose (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "the worker suggests the order it presents", code: "Suggest a build order for the issues in `.issues/open/`. Present the issues in the recommended implementation sequence, dependencies first.\n" },
    { name: "the worker identifies what it rewrites", code: "Identify the three slowest queries in `src/db/`. Then rewrite the identified queries with indexes.\n" },
  ],
  invalid: [
    { name: "an earlier stage recommended the dates", code: "Book a hotel in Lisbon for the recommended travel dates.\n", errors: [{ messageId: "missing" }] },
  ],
});

// A bare forward-pointing word ("the following", "as follows", "以下の", "ниже") in the last sentence, with nothing
// after it, promises whatever noun it comes with: a format, a list, a template (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "the format follows", code: "Summarize the report in `docs/q3.md` in the following format:\n\n- Title\n- Three bullets\n" },
    { name: "a forward word early, with the text after it", code: "Use the following steps to release.\n\n1. Bump the version in `package.json`.\n2. Tag it.\n" },
    { name: "Japanese: the format follows", code: "`docs/q3.md` のレポートを以下の形式でまとめてください。\n\n- タイトル\n- 要点を三つ\n" },
  ],
  invalid: [
    { name: "the following format, and nothing", code: "Summarize the report in `docs/q3.md` in the following format:\n", errors: [{ messageId: "dangling" }] },
    { name: "Japanese: the format, and nothing", code: "`docs/q3.md` のレポートを以下の形式でまとめてください。\n", errors: [{ messageId: "dangling" }] },
    { name: "Russian: below, and nothing", code: "Оформи отчёт из `docs/q3.md` по шаблону ниже:\n", errors: [{ messageId: "dangling" }] },
  ],
});

// A heading that asks for the work names its object and supplies nothing; the worker's setting is not material
// (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a heading that names the part under it", code: "# Review the migration\n\n## Specification\n\nEvery table keeps its primary key; `users.email` becomes unique.\n\nCheck the migration against the given specification.\n" },
    { name: "the worker's own stack", code: "Refactor `src/cart.ts` to remove the duplicated price logic. Follow the conventions of the given stack and domain.\n" },
    { name: "the provided repository is where the worker runs", code: "Explore the provided repository and list every place that reads `process.env` directly, with file and line.\n" },
  ],
  invalid: [
    { name: "a title that asks for the work does not supply its object", code: "# Implement the Specification\n\nImplement the given specification. Follow the coding standards in `docs/STYLE.md`.\n", errors: [{ messageId: "missing", line: 3 }] },
  ],
});

// A picture the writer says it handed over, in other languages (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "photos added in the product are work, in Polish", code: "Popraw walidację formularza w `src/Form.tsx`. Dodałem zdjęcia do galerii w aplikacji i działa.\n" },
    { name: "a picture in the text is delivered, in Russian", code: "Исправь вёрстку шапки в `src/Header.tsx`. Прикрепил скриншот:\n\n![шапка](docs/header.png)\n" },
  ],
  invalid: [
    { name: "photos given, in Polish", code: "Popraw daty w `src/Itinerary.tsx`. Dałem też 2 zdjęcia, jedno ze strony, drugie z bazy danych.\n", errors: [{ messageId: "attachment" }] },
    { name: "a screenshot attached, in Russian", code: "Исправь ошибку входа в `src/auth.ts`. Прикрепил скриншот ошибки.\n", errors: [{ messageId: "attachment" }] },
  ],
});

// A numbered item of an assignment the short text does not carry ("сделай задание 5") (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "the sheet is located", code: "Solve exercise 3 from `sheets/week2.md` and put the answer in `answers/3.md`.\n" },
    { name: "a count of tasks, not one of them", code: "Write 3 tasks for the onboarding checklist.\n" },
    { name: "the task is given in the text", code: "## Task 2\n\nAdd a `--dry-run` flag to `bin/sync.js` that prints the files it would copy.\n" },
  ],
  invalid: [
    { name: "a numbered task in Russian", code: "сделай задание 5 средней сложности, все файлы положи в отдельную папку\n", errors: [{ messageId: "numbered" }] },
    { name: "a numbered exercise in English", code: "solve exercise 3 and explain each step of the proof\n", errors: [{ messageId: "numbered" }] },
  ],
});

// A participle inside a hyphenated compound modifies the next word: "shared-prefix workloads" were shared by no
// one (texts of my own).
ruleTester(rule, {
  valid: [{ name: "a compound modifier, not a passive", code: "The scheduler in `sched.py` is wrong in some realistic shared-prefix workloads; fix it.\n" }],
  invalid: [{ name: "the passive itself", code: "Summarize the notes shared by the team and list the open questions.\n", errors: [{ messageId: "missing" }] }],
});

// "the design from the Figma" says where the material lives, and gives no link into it (texts of my own).
ruleTester(rule, {
  valid: [{ name: "the design with its link", code: "Implement the design from the Figma at https://figma.com/file/abc in `src/Landing.tsx`.\n" }],
  invalid: [{ name: "the design from the Figma, no link", code: "Implement the design from the Figma; the page lives in `src/Landing.tsx`.\n", errors: [{ messageId: "elsewhere" }] }],
});

// A picture as the frame of what the writer saw in it: the sentence says what it shows, which is what the
// worker needs of it; a frame whose clause is a pro-form, the reader's looking or a bare fault word tells nothing.
ruleTester(rule, {
  valid: [
    { name: "what the screenshot shows, said after it", code: "Shrink the pieces in `src/board.js`. In the screenshot, the goats overlap each other near the centre of the board.\n" },
    { name: "what the attached screenshot shows, said after it", code: "Fix `src/Header.tsx`. In the attached screenshot the header overlaps the logo by about 20px on mobile.\n" },
  ],
  invalid: [
    { name: "the screenshot as the frame of a pro-form", code: "Fix `src/board.js`. As you can see in the screenshot, it is broken.\n", errors: [{ messageId: "attachment" }] },
    { name: "the screenshot as the frame of the reader's looking", code: "Fix `src/board.js`. In the screenshot you can see that the layout is wrong.\n", errors: [{ messageId: "attachment" }] },
    { name: "the screenshot as the frame of a bare fault word", code: "Fix `src/board.js`. In the screenshot, the problem is plain to see on the left side.\n", errors: [{ messageId: "attachment" }] },
  ],
});

// What a user sent reached the writer; it reaches the worker only when the worker is the assistant that user talks with.
ruleTester(rule, {
  valid: [{ name: "what the user sent, to the assistant the user talks with", code: "Reply to the user's message: summarize the logs the user sent and suggest a fix.\n" }],
  invalid: [{ name: "what the user sent, in a dispatch", code: "Summarize the logs the user sent yesterday for the board.\n", errors: [{ messageId: "missing", message: /has what the user sent, but/ }] }],
});
