// The languages added to lang.ts and lexicon.ts (Thai, Arabic, Hindi, Turkish, Czech, Catalan, Dutch,
// Vietnamese, Indonesian) and Traditional Chinese: detection, and vocabularies read through real rules,
// each with a near miss. Every text is written for these tests.
import { describe, expect, it } from "vitest";
import { parseHandoff } from "../../src/document/parse.js";
import { languageOf, type Lang } from "../../src/analysis/lang.js";
import retry from "../../rules/retry-without-cause.js";
import history from "../../rules/assumed-shared-history.js";
import placeholder from "../../rules/placeholder-left.js";
import askBack from "../../rules/ask-back.js";
import menu from "../../rules/task-menu.js";
import { ruleTester } from "../helpers/rule-tester.js";

const lang = (text: string): Lang => languageOf(parseHandoff(text));

describe("languageOf, new languages", () => {
  const cases: Array<[Lang, string]> = [
    ["th", "ช่วยแก้ฟังก์ชันคำนวณภาษีใน `tax.py` ให้ปัดเศษถูกต้อง แล้วรันเทสทั้งหมด"],
    ["th", "หน้าเข้าสู่ระบบค้างเมื่อกดปุ่มสองครั้ง กรุณาหาสาเหตุและแก้ไข"],
    ["ar", "أصلح دالة حساب الضريبة في `tax.py` حتى تقرب المبالغ بشكل صحيح، ثم شغّل جميع الاختبارات."],
    ["ar", "صفحة تسجيل الدخول تتجمد عند الضغط على الزر مرتين. ابحث عن السبب وأصلحه."],
    ["hi", "`tax.py` में टैक्स की गणना वाला फ़ंक्शन ठीक करें ताकि राशि सही तरह से राउंड हो, फिर सारे टेस्ट चलाएं।"],
    ["hi", "लॉगिन पेज बटन दो बार दबाने पर अटक जाता है। कारण ढूंढें और ठीक करें।"],
    ["tr", "`tax.py` içindeki vergi hesaplama fonksiyonunu düzelt, tutarlar doğru yuvarlansın ve sonra tüm testleri çalıştır. Bu iş için yeni bir bağımlılık ekleme."],
    ["tr", "Giriş sayfası butona iki kez basınca donuyor. Sebebini bul ve düzelt, ama veritabanı şemasını değiştirme çünkü başka servisler de kullanıyor."],
    ["cs", "Oprav funkci pro výpočet daně v `tax.py`, aby se částky zaokrouhlovaly správně, a pak spusť všechny testy. Nepřidávej žádné nové závislosti, pokud to není nutné."],
    ["cs", "Přihlašovací stránka zamrzne, když se tlačítko stiskne dvakrát. Najdi příčinu a oprav ji; databázové schéma je sdílené, takže ho neměň."],
    ["ca", "Arregla la funció que calcula l'impost a `tax.py` perquè els imports s'arrodoneixin bé, i després executa tots els tests. No cal afegir cap dependència nova."],
    ["ca", "La pàgina d'inici de sessió es penja quan es prem el botó dues vegades. Cal trobar-ne la causa i corregir-la, però no toquis l'esquema de la base de dades."],
    ["nl", "Repareer de functie die de belasting berekent in `tax.py`, zodat de bedragen goed worden afgerond, en draai daarna alle tests. Voeg geen nieuwe afhankelijkheden toe."],
    ["nl", "De inlogpagina loopt vast als je twee keer op de knop drukt. Zoek de oorzaak en los het op, maar verander het databaseschema niet omdat andere services het ook gebruiken."],
    ["vi", "Hãy sửa hàm tính thuế trong `tax.py` để số tiền được làm tròn đúng, sau đó chạy toàn bộ test."],
    ["vi", "Trang đăng nhập bị treo khi bấm nút hai lần. Tìm nguyên nhân và sửa lỗi này."],
    ["id", "Tolong perbaiki fungsi perhitungan pajak di `tax.py` agar jumlahnya dibulatkan dengan benar, lalu jalankan semua tes. Jangan menambahkan dependensi baru untuk ini."],
    ["id", "Halaman login macet jika tombolnya ditekan dua kali. Cari penyebabnya dan perbaiki, tetapi jangan ubah skema database karena layanan lain juga memakainya."],
  ];
  for (const [want, text] of cases) it(`${want}: ${text.slice(0, 40)}`, () => expect(lang(text)).toBe(want));

  it("Persian is not read as Arabic", () => {
    expect(lang("لطفاً تابع محاسبه مالیات را در فایل درست کن و بعد همه تست‌ها را اجرا کن. این کار را با دقت انجام بده چون گزارش‌ها به آن وابسته‌اند.")).toBe("other");
  });
});

describe("languageOf, the languages read before stay where they were", () => {
  const cases: Array<[Lang, string]> = [
    ["en", "Fix the tax calculation in `tax.py` so amounts round correctly, then run the whole test suite."],
    ["en", "Deploy the van der Berg release to staging and tell me if anything breaks."],
    ["en", "Please continue."],
    ["es", "Corrige la función que calcula el impuesto en `tax.py` para que los importes se redondeen bien y luego ejecuta todos los tests."],
    ["de", "Korrigiere die Steuerberechnung in `tax.py`, damit die Beträge richtig gerundet werden, und führe danach alle Tests aus."],
    ["fr", "Corrige la fonction qui calcule la taxe dans `tax.py` pour que les montants soient bien arrondis, puis lance tous les tests."],
    ["pt", "Corrija a função que calcula o imposto em `tax.py` para que os valores sejam arredondados corretamente e depois rode todos os testes."],
    ["it", "Correggi la funzione che calcola la tassa, perché gli importi non sono arrotondati come dovrebbero e questo crea problemi nelle fatture."],
    ["pl", "Popraw funkcję liczącą podatek w `tax.py`, żeby kwoty były dobrze zaokrąglane, a potem uruchom wszystkie testy."],
    ["ru", "Исправь функцию расчёта налога в `tax.py`, чтобы суммы округлялись правильно, и запусти все тесты."],
    ["zh", "修复 `tax.py` 中计算税额的函数，让金额正确四舍五入，然后运行全部测试。"],
    ["zh", "修復 `tax.py` 中計算稅額的函式，讓金額正確四捨五入，然後執行全部測試。"],
    ["ja", "`tax.py` の税額計算の関数を直して、金額が正しく丸められるようにしてから、全部のテストを実行してください。"],
  ];
  for (const [want, text] of cases) it(`${want}: ${text.slice(0, 40)}`, () => expect(lang(text)).toBe(want));
});

// RETRY, AGAIN and CAUSE through retry-without-cause
ruleTester(retry, {
  valid: [
    { name: "Thai: a retry that says why", code: "ลองใหม่อีกครั้ง เพราะรอบก่อน `DATABASE_URL` ไม่ได้ตั้งค่าไว้ในเครื่อง CI\n" },
    { name: "Arabic: a retry that says why", code: "أعد المحاولة لنشر الخدمة، فقد فشلت المحاولة السابقة بسبب انتهاء صلاحية الشهادة.\n" },
    { name: "Hindi: a retry that says why", code: "फिर से कोशिश करें, क्योंकि पिछली बार `DATABASE_URL` सेट नहीं था।\n" },
    { name: "Turkish: a retry under a condition", code: "`sync.py` betiğini çalıştır; eğer ağ hatası olursa tekrar dene ve sonucu `log.txt` dosyasına yaz.\n" },
    { name: "Czech: still failing, and why", code: "Export faktur pořád selhává, protože `invoices.csv` má špatné kódování. Oprav to v `export.py`.\n" },
    { name: "Catalan: still failing, and why", code: "L'exportació encara falla perquè el fitxer `invoices.csv` té una codificació incorrecta. Corregeix-ho a `export.py`.\n" },
    { name: "Dutch: a retry that says why", code: "Probeer het opnieuw: de vorige build faalde omdat `NODE_ENV` niet gezet was.\n" },
    { name: "Vietnamese: a retry policy", code: "Gọi API thanh toán; nếu hết thời gian chờ thì thử lại tối đa 3 lần.\n" },
    { name: "Indonesian: a retry that says why", code: "Coba lagi deploy-nya, karena tadi gagal akibat sertifikat SSL sudah kedaluwarsa.\n" },
  ],
  invalid: [
    { name: "Thai: try again", code: "ลองใหม่อีกครั้งนะ รันสคริปต์ deploy ให้ผ่าน\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Arabic: try again", code: "أعد المحاولة لنشر الخدمة على الخادم.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Hindi: try again", code: "फिर से कोशिश करें और डिप्लॉय पूरा करें।\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Turkish: still not working", code: "Ödeme sayfası hâlâ çalışmıyor. Düzelt.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Czech: still failing", code: "Export faktur pořád selhává i po včerejší opravě. Oprav to.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Catalan: still failing", code: "L'exportació encara falla. Arregla-ho.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Dutch: try again", code: "De betaalpagina doet niets als je op de knop drukt. Probeer het opnieuw met een schone build.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Vietnamese: still failing", code: "Trang thanh toán vẫn bị lỗi. Sửa giúp mình.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Indonesian: still failing", code: "Halaman pembayaran masih error dan tombol bayar juga tidak bisa diklik. Tolong perbaiki ini untuk saya.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "Traditional Chinese: still failing", code: "部署還是失敗，請修好。\n", errors: [{ messageId: "retry", line: 1 }] },
  ],
});

// CONVERSATION and CONTINUATION through assumed-shared-history
ruleTester(history, {
  valid: [
    { name: "Arabic: the decision is written out", code: "استخدم PostgreSQL بدلاً من SQLite في `db/config.py`، وأضف اختباراً للاتصال.\n" },
    { name: "Czech: go on, with the plan named", code: "Pokračuj podle plánu v `docs/plan.md`, krokem 4.\n" },
    { name: "Catalan: the decision is written out", code: "Fes servir PostgreSQL en comptes de SQLite a `db/config.py` i afegeix un test de connexió.\n" },
    { name: "Vietnamese: the steps are written out", code: "Build image `api` bằng `make image` rồi đẩy lên registry `ghcr.io/acme/api`.\n" },
    { name: "Traditional Chinese: the plan is named", code: "按照 `docs/plan.md` 的第四步，把資料庫換成 PostgreSQL。\n" },
  ],
  invalid: [
    { name: "Arabic: as we agreed", code: "غيّر قاعدة البيانات كما اتفقنا، ثم شغّل الاختبارات.\n", errors: [{ line: 1 }] },
    { name: "Czech: a bare go-on", code: "Pokračuj se zbytkem práce, ať je to hotové ještě dnes.\n", errors: [{ messageId: "continue", line: 1 }] },
    { name: "Catalan: as we agreed", code: "Canvia la base de dades com vam acordar amb l'equip i després executa els tests, que també cal revisar.\n", errors: [{ line: 1 }] },
    { name: "Vietnamese: like last time", code: "Build image `api` giống lần trước rồi đẩy lên registry.\n", errors: [{ line: 1 }] },
    { name: "Thai: a bare go-on", code: "ช่วยทำต่อให้เสร็จ\n", errors: [{ messageId: "continue", line: 1 }] },
    { name: "Traditional Chinese: a bare go-on", code: "繼續。\n", errors: [{ messageId: "continue", line: 1 }] },
    { name: "Traditional Chinese: what we discussed", code: "照我們討論過的方式改寫 `api/users.ts`。\n", errors: [{ messageId: "conversation", line: 1 }] },
  ],
});

// FILL_IN through placeholder-left
ruleTester(placeholder, {
  valid: [
    { name: "Thai: a bracket with no fill-in word", code: "แก้บั๊กใน `parser.ts` [ด่วน] แล้วเพิ่มเทสหนึ่งตัว\n" },
    { name: "Hindi: a bracket with no fill-in word", code: "`parser.ts` का बग ठीक करें [ज़रूरी] और एक टेस्ट जोड़ें।\n" },
    { name: "Dutch: a bracket with no fill-in word", code: "Los de fout in `parser.ts` op [hoge prioriteit] en voeg een test toe.\n" },
    { name: "Indonesian: a bracket with no fill-in word", code: "Perbaiki bug di `parser.ts` [prioritas tinggi] dan tambahkan satu tes.\n" },
  ],
  invalid: [
    { name: "Thai", code: "แก้ error นี้ให้หน่อย: [วางข้อความ error ตรงนี้]\n", errors: [{ messageId: "placeholder" }] },
    { name: "Hindi", code: "यह एरर ठीक करें: [यहाँ पूरा लॉग पेस्ट करें]\n", errors: [{ messageId: "placeholder" }] },
    { name: "Dutch", code: "Los deze fout op: [plak hier de volledige foutmelding]\n", errors: [{ messageId: "placeholder" }] },
    { name: "Indonesian", code: "Perbaiki error ini: [tempelkan log lengkapnya di sini]\n", errors: [{ messageId: "placeholder" }] },
    { name: "Turkish", code: "Bu hatayı düzelt: [hata çıktısını buraya yapıştırın]\n", errors: [{ messageId: "placeholder" }] },
  ],
});

// ASK_PERSON, ABSENT and SECRET_FACT through ask-back
ruleTester(askBack, {
  valid: [
    { name: "Czech: a condition is a failure policy", code: "Nasaď službu na staging. Pokud heslo k databázi ještě chybí, skonči a napiš to do `deploy.log`.\n" },
    { name: "Indonesian: a condition is a failure policy", code: "Deploy layanan ke staging. Jika kata sandi database belum ada, berhenti dan tulis di `deploy.log`.\n" },
    { name: "Turkish: the key is given", code: "Hava durumu API'sini bağla; anahtar `WEATHER_KEY` ortam değişkeninde.\n" },
  ],
  invalid: [
    { name: "Czech: sent to ask for the password", code: "Nasaď službu na staging. Heslo k databázi ještě nemáme, zeptej se správce na heslo.\n", errors: [{ messageId: "ask-person", line: 1 }] },
    { name: "Indonesian: sent to ask the user", code: "Deploy layanan ke staging, lalu tanyakan ke pengguna kata sandi database-nya.\n", errors: [{ messageId: "ask-person", line: 1 }] },
    { name: "Turkish: sent to ask the user", code: "Hava durumu API'sini bağla; API anahtarını kullanıcıya sor.\n", errors: [{ messageId: "ask-person", line: 1 }] },
    { name: "Traditional Chinese: sent to ask the user", code: "把服務部署到測試環境，資料庫密碼請使用者提供。\n", errors: [{ messageId: "ask-person", line: 1 }] },
  ],
});

// OPTION and CHOICE_MADE through task-menu
ruleTester(menu, {
  valid: [
    { name: "Turkish: one option recommended", code: "# Devir\n\n## Sonraki adım seçenekleri\n### A. Şifre sıfırlama (önerilen)\n### B. Sosyal giriş\n" },
    { name: "Dutch: one option recommended", code: "# Overdracht\n\n## Opties voor de volgende stap\n### A. Wachtwoord resetten (aanbevolen)\n### B. Inloggen met sociale accounts\n" },
    { name: "Indonesian: one option recommended", code: "# Serah terima\n\n## Pilihan langkah berikutnya\n### A. Reset kata sandi (direkomendasikan)\n### B. Login dengan akun sosial\n" },
    { name: "Traditional Chinese: one option recommended", code: "# 交接\n\n## 下一步方案\n### A. 重設密碼（推薦）\n### B. 社群登入\n" },
  ],
  invalid: [
    { name: "Turkish: labelled alternatives", code: "# Devir\n\n## Sonraki adım seçenekleri\n### A. Şifre sıfırlama\n### B. Sosyal giriş\n### C. Yönetici paneli\n", errors: [{ messageId: "options", line: 3 }] },
    { name: "Dutch: labelled alternatives", code: "# Overdracht\n\n## Opties voor de volgende stap\n### A. Wachtwoord resetten\n### B. Inloggen met sociale accounts\n### C. Beheerpaneel\n", errors: [{ messageId: "options", line: 3 }] },
    { name: "Indonesian: labelled alternatives", code: "# Serah terima\n\n## Pilihan langkah berikutnya\n### A. Reset kata sandi\n### B. Login dengan akun sosial\n### C. Panel admin\n", errors: [{ messageId: "options", line: 3 }] },
    { name: "Traditional Chinese: labelled alternatives", code: "# 交接\n\n## 下一步選項\n### A. 重設密碼\n### B. 社群登入\n### C. 管理後台\n", errors: [{ messageId: "options", line: 3 }] },
  ],
});

describe("Traditional Chinese", () => {
  it("every zh phrase of every vocabulary finds its Traditional form (Taiwan and Hong Kong)", async () => {
    const lexicon = await import("../../src/analysis/lexicon.js");
    const { hasCue } = await import("../../src/analysis/cues.js");
    const { createRequire } = await import("node:module");
    const cc = createRequire(import.meta.url)("opencc-js/cn2t") as { Converter: (o: { from: string; to: string }) => (s: string) => string };
    const converters = ["tw", "twp", "hk"].map((to) => cc.Converter({ from: "cn", to }));
    const missed: string[] = [];
    for (const [name, vocab] of Object.entries(lexicon)) {
      const zh = (vocab as { zh?: readonly string[] }).zh;
      if (!Array.isArray(zh)) continue;
      for (const phrase of zh) {
        for (const convert of converters) {
          const form = convert(phrase);
          if (!hasCue(name, vocab as Record<string, readonly string[]>, ["zh"], form)) missed.push(`${name}: ${phrase} -> ${form}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it("a text with no Chinese character is not searched for Chinese phrases", async () => {
    const { hasCue } = await import("../../src/analysis/cues.js");
    expect(hasCue("zh-only", { zh: ["继续"] }, ["zh"], "continue")).toBe(false);
  });
});

// A text of English notes and fragments has few function words of any language; those it has are English's
// (a text of my own). A text in a Latin script with no English words at all stays unread.
describe("languageOf, English notes and fragments", () => {
  const notes = [
    "# Session summary",
    "",
    "## Remaining work",
    "- [ ] `Login.tsx` - JWT login",
    "- [ ] `Register.tsx` - registration + OTP",
    "- [ ] `Settings.tsx` - password change, account removal",
    "- [ ] `types/api.ts` - TypeScript definitions",
    "- [ ] `services/api.ts` - token refresh interceptor",
    "",
    "## Next session tasks",
    "1. [ ] Test full auth flow (signup, verify, login, API calls)",
    "2. [ ] Admin panel page",
    "3. [ ] Backend unit tests for the auth endpoints",
    "4. [ ] Integration tests, frontend tests",
    "5. [ ] Performance pass on dashboard queries",
  ].join("\n");
  it("reads as English", () => expect(lang(notes)).toBe("en"));
  it("a Latin-script text with no English word is not English", () => expect(lang("Kazi ya leo: rekebisha ukurasa wa kuingia na uandike majaribio mapya kwa huduma ya malipo.")).not.toBe("en"));
});
