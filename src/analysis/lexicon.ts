// The cue words of the judgment mechanisms, per language: one place for each vocabulary. A vocabulary
// is data that serves one mechanism (named in its comment); the mechanisms are in the files beside this
// one. Phrases match whole words in spaced languages (case-insensitive), as substrings in Chinese, Japanese,
// Korean and Thai, with free endings in Slavic, Turkish and Arabic (cues.ts says why), and a Chinese phrase
// written in Simplified characters also finds its Traditional form. English entries cover only what the
// older English-only rules do not already read. Thai, Vietnamese and Indonesian put a demonstrative after
// its noun and Turkish and Arabic use theirs as pronouns as often, so DEMONSTRATIVE leaves them out.
import type { Lang } from "./lang.js";

export type Vocabulary = Partial<Record<Lang, readonly string[]>>;

/**
 * discourse: the task repeats an attempt that failed ("try again", "still fails"), or redoes or repairs
 * one ("redo", "a repair task"): either way an earlier try exists that the worker never saw.
 */
export const RETRY: Vocabulary = {
  zh: ["再次尝试", "重新尝试", "又失败", "还是失败", "仍然失败", "依然失败", "还是不行", "仍然报错", "还是报错", "第二次尝试", "重做", "返工", "修复任务", "还是一样", "还是老样子", "依然一样"],
  ja: ["再挑戦", "まだ失敗", "依然として失敗", "まだエラー", "また失敗", "二回目の試行", "やり直し", "作り直し", "修正タスク", "まだ同じ", "相変わらず同じ"],
  ko: ["다시 시도해", "또 실패", "여전히 실패", "아직도 실패", "아직 안 돼", "두 번째 시도", "재작업", "다시 작업해", "복구 작업", "여전히 똑같", "아직도 똑같", "여전히 같은"],
  ru: ["попробуй снова", "попробуйте снова", "повтори попытку", "повторите попытку", "снова упал", "всё ещё падает", "все еще падает", "по-прежнему не работает", "всё ещё не работает", "вторая попытка", "переделай", "переделайте", "исправительная задача", "всё то же самое", "все то же самое", "опять то же самое"],
  uk: ["спробуй знову", "спробуйте знову", "досі не працює", "друга спроба", "переробі", "переробіть", "все те саме", "знову те саме"],
  es: ["vuelve a intentar", "vuelve a intentarlo", "reintenta", "sigue fallando", "todavía falla", "aún falla", "sigue sin funcionar", "segundo intento", "rehaz", "rehacer", "tarea de reparación", "sigue pasando lo mismo"],
  de: ["versuch es erneut", "versuche es erneut", "schlägt immer noch fehl", "funktioniert immer noch nicht", "wieder fehlgeschlagen", "zweiter versuch", "nachbessern", "nachbesserung", "neu machen", "reparaturaufgabe", "immer noch dasselbe", "immer noch das gleiche"],
  fr: ["réessaie", "réessayez", "échoue toujours", "ne marche toujours pas", "ne fonctionne toujours pas", "deuxième tentative", "refais", "refaites", "refaire", "tâche de réparation", "toujours la même chose"],
  pt: ["tente novamente", "continua falhando", "ainda falha", "ainda não funciona", "segunda tentativa", "refaça", "refazer", "tarefa de reparo", "tarefa de correção", "continua a mesma coisa"],
  pl: ["spróbuj ponownie", "nadal nie działa", "wciąż nie działa", "nadal się wywala", "druga próba", "zrób ponownie", "zadanie naprawcze", "zadanie poprawkowe", "poprawka po", "cały czas jest to samo", "cały czas to samo", "ciągle to samo", "nadal to samo", "wciąż to samo", "dalej to samo"],
  it: ["riprova", "riprovare", "continua a fallire", "ancora non funziona", "secondo tentativo", "rifai", "rifare", "attività di riparazione", "sempre la stessa cosa"],
  th: ["ลองใหม่อีกครั้ง", "ลองอีกครั้ง", "ลองใหม่", "ยังล้มเหลว", "ล้มเหลวอีกแล้ว", "ยังใช้ไม่ได้", "ยังใช้งานไม่ได้", "ยังพัง", "ยังเจอ error", "ยังมี error", "ทำใหม่", "แก้ใหม่"],
  ar: ["حاول مرة أخرى", "حاول مجددا", "حاول مجدداً", "أعد المحاولة", "اعد المحاولة", "لا يزال يفشل", "ما زال يفشل", "لا يزال لا يعمل", "ما زال لا يعمل", "فشل مرة أخرى", "المحاولة الثانية", "مهمة إصلاح"],
  hi: ["फिर से कोशिश करें", "फिर से कोशिश करो", "दोबारा कोशिश करें", "दोबारा कोशिश करो", "फिर से प्रयास करें", "पुनः प्रयास करें", "अब भी फेल", "अभी भी फेल", "अब भी काम नहीं कर रहा", "अभी भी काम नहीं कर रहा", "फिर से फेल", "दूसरी कोशिश"],
  tr: ["tekrar dene", "yeniden dene", "hâlâ başarısız", "hala başarısız", "hâlâ çalışmıyor", "hala çalışmıyor", "hâlâ hata veriyor", "hala hata veriyor", "yine başarısız", "yine hata veriyor", "ikinci deneme", "baştan yap", "yeniden yap", "onarım görevi", "düzeltme görevi"],
  cs: ["zkus to znovu", "zkuste to znovu", "zkus znovu", "zkuste znovu", "pořád selhává", "stále selhává", "pořád nefunguje", "stále nefunguje", "pořád to nefunguje", "stále to nefunguje", "znovu selhal", "opět selhal", "druhý pokus", "předělej", "předělejte", "opravný úkol"],
  ca: ["torna-ho a provar", "torna a provar", "torna-ho a intentar", "continua fallant", "encara falla", "encara no funciona", "segueix sense funcionar", "segon intent", "refés", "refeu", "tasca de reparació"],
  nl: ["probeer het opnieuw", "probeer opnieuw", "faalt nog steeds", "mislukt nog steeds", "werkt nog steeds niet", "opnieuw mislukt", "weer mislukt", "tweede poging", "doe het opnieuw", "opnieuw doen", "overdoen", "hersteltaak", "reparatietaak"],
  vi: ["thử lại", "vẫn lỗi", "vẫn bị lỗi", "vẫn thất bại", "vẫn không chạy", "vẫn không hoạt động", "lại bị lỗi", "lại thất bại", "lần thử thứ hai", "làm lại"],
  id: ["coba lagi", "cobalah lagi", "masih gagal", "masih error", "masih tidak berfungsi", "masih belum berfungsi", "masih tidak jalan", "gagal lagi", "percobaan kedua", "kerjakan ulang", "buat ulang", "tugas perbaikan"],
};

/**
 * discourse: "again", "once more" on their own. As a step ("then run the tests again") they are ordinary
 * instructions, so they count only where a text opens: "Run the validation again" starts a retry.
 */
export const AGAIN: Vocabulary = {
  en: ["again", "once more", "one more time"],
  zh: ["再次", "再来一次"],
  ja: ["もう一度", "再度"],
  ko: ["다시", "한 번 더"],
  ru: ["ещё раз", "еще раз", "снова", "опять", "заново"],
  uk: ["ще раз", "знову", "заново"],
  es: ["vuelve a", "vuelva a", "de nuevo", "otra vez", "nuevamente"],
  de: ["nochmal", "noch einmal", "erneut"],
  fr: ["à nouveau", "encore une fois", "de nouveau"],
  pt: ["de novo", "novamente", "outra vez"],
  pl: ["ponownie", "jeszcze raz", "znowu"],
  it: ["di nuovo", "ancora una volta", "nuovamente"],
  th: ["อีกครั้ง", "อีกรอบ"],
  ar: ["مرة أخرى", "مجددا", "مجدداً", "من جديد"],
  hi: ["फिर से", "दोबारा", "एक बार और", "एक बार फिर"],
  tr: ["bir daha", "bir kez daha", "bir kere daha"],
  cs: ["znovu", "ještě jednou", "opět", "zase"],
  ca: ["de nou", "un altre cop", "una altra vegada", "novament"],
  nl: ["opnieuw", "nog een keer", "nog eens"],
  vi: ["một lần nữa", "lần nữa"],
  id: ["sekali lagi", "ulangi"],
};

/** discourse: what failed and why ("because", "the error was"): an account that makes a retry safe. */
export const CAUSE: Vocabulary = {
  en: ["because", "due to", "failed with", "the error", "error:", "the reason", "root cause", "caused by", "traceback", "stack trace"],
  zh: ["因为", "由于", "原因", "报错", "错误信息", "错误：", "失败原因", "导致"],
  ja: ["ため", "原因", "エラー内容", "エラー：", "失敗理由", "理由は"],
  ko: ["때문", "원인", "오류 메시지", "에러 메시지", "실패 이유", "이유는"],
  ru: ["потому что", "из-за", "причина", "ошибка:", "текст ошибки", "так как"],
  uk: ["тому що", "через те", "причина", "помилка:"],
  es: ["porque", "debido a", "la causa", "el error", "error:", "falló con"],
  de: ["weil", "wegen", "die ursache", "der fehler", "fehler:", "fehlermeldung", "scheiterte an"],
  fr: ["parce que", "à cause", "la cause", "l'erreur", "erreur :", "erreur:", "car"],
  pt: ["porque", "devido a", "a causa", "o erro", "erro:", "falhou com"],
  pl: ["ponieważ", "bo ", "z powodu", "przyczyna", "błąd:", "komunikat błędu"],
  it: ["perché", "a causa", "la causa", "l'errore", "errore:"],
  th: ["เพราะ", "เนื่องจาก", "สาเหตุ", "ต้นเหตุ", "ข้อความ error", "ข้อความผิดพลาด", "ข้อความแสดงข้อผิดพลาด"],
  ar: ["لأن", "بسبب", "السبب", "سبب الفشل", "رسالة الخطأ", "الخطأ:", "خطأ:"],
  hi: ["क्योंकि", "की वजह से", "के कारण", "कारण", "वजह", "त्रुटि:", "एरर मैसेज", "त्रुटि संदेश"],
  tr: ["çünkü", "nedeniyle", "yüzünden", "sebebi", "nedeni", "hata mesajı", "hata:"],
  cs: ["protože", "jelikož", "kvůli", "příčina", "příčinou", "důvod", "chyba:", "chybová hláška", "chybová zpráva"],
  ca: ["perquè", "a causa de", "degut a", "la causa", "l'error", "error:", "ha fallat amb"],
  nl: ["omdat", "doordat", "vanwege", "de oorzaak", "de fout", "foutmelding", "fout:", "faalde met"],
  vi: ["bởi vì", "tại vì", "vì lỗi", "do lỗi", "nguyên nhân", "lý do", "lỗi:", "thông báo lỗi"],
  id: ["karena", "disebabkan", "penyebab", "penyebabnya", "alasannya", "pesan error", "pesan kesalahan", "kesalahan:", "gagal dengan"],
};

/** discourse: the text points back into a conversation the worker never saw ("as we discussed", "this chat"). */
export const CONVERSATION: Vocabulary = {
  // Only words that look back at what was agreed or done ("as we agreed", "what we decided in this chat",
  // "like last time").
  // "This conversation", "the previous message" and "your last answer" are as often the input of a chat
  // assistant or a summarizer, which has the conversation by design.
  en: ["what we did today", "what we did in this session", "what we did in this conversation", "what was done in this conversation", "what was done in this session", "earlier in this conversation", "everything we did", "this session's history", "this session's prior messages", "this session's earlier messages", "in the prior turn", "in the previous turn"],
  zh: ["原先的讨论", "原来的讨论", "之前的讨论", "先前的讨论", "上次的讨论", "我之前说的", "按我说的", "我说过的", "我们讨论过", "之前讨论的", "刚才说的", "刚才讨论", "我们刚才做的", "跟上次一样", "和上次一样", "像上次那样", "按上次的", "本次会话完成的", "这次会话完成的", "本次会话中完成的", "本次对话中完成的", "这次会话中做了"],
  ja: ["前の議論", "先ほどの議論", "以前の議論", "言った通り", "言ったとおり", "前に言った", "話した通り", "話したとおり", "相談した通り", "先ほど話した", "この会話で決めた", "前回と同じ", "前回のように", "前回と同様", "このセッションで行った", "このセッションで実施した", "このセッションでやった", "今回のセッションで行った", "この会話で行った"],
  ko: ["이전 논의", "앞선 논의", "지난 논의", "말한 대로", "요청한 대로", "말했듯이", "앞서 논의한", "아까 말한", "얘기한 대로", "논의한 대로", "이 대화에서 정한", "지난번처럼", "지난번과 같이", "저번처럼", "이번 세션에서 한 작업", "이번 세션에서 진행한", "이번 세션에서 완료한", "이 대화에서 진행한"],
  ru: ["предыдущее обсуждение", "в прошлом обсуждении", "в предыдущем обсуждении", "как я говорил", "как я просил", "как я сказал", "как мы обсуждали", "как обсуждали", "как договорились", "как мы договорились", "что мы сделали", "как в прошлый раз", "как и в прошлый раз", "что было сделано в этой сессии", "что сделано в этой сессии", "что было сделано в этом чате", "что мы сделали в этой сессии", "о котором мы говорили", "о которой мы говорили", "о которых мы говорили", "который мы обсуждали", "которую мы обсуждали", "которое мы обсуждали"],
  uk: ["попереднє обговорення", "у попередньому обговоренні", "як я казав", "як я просив", "як ми обговорювали", "як домовилися", "що ми зробили", "як минулого разу", "як і минулого разу", "що було зроблено в цій сесії", "що зроблено в цій сесії"],
  es: ["la discusión anterior", "la conversación anterior", "como te dije", "como te pedí", "como dije", "como hablamos", "como acordamos", "como lo discutimos", "lo que hicimos", "como la última vez", "como la vez pasada", "lo que se hizo en esta sesión", "lo que se hizo en esta conversación", "lo que hicimos en esta sesión", "lo que se ha hecho en esta sesión", "qué se hizo en esta sesión", "del que hablamos", "de la que hablamos", "de los que hablamos", "de las que hablamos", "que acordamos", "que discutimos", "que comentamos"],
  de: ["die vorherige diskussion", "der vorherigen diskussion", "das vorherige gespräch", "wie ich sagte", "wie ich gesagt habe", "wie gewünscht", "wie besprochen", "wie vereinbart", "wie abgesprochen", "was wir besprochen haben", "was wir gemacht haben", "wie letztes mal", "wie beim letzten mal", "was wurde in dieser session", "was wurde in dieser sitzung", "was wurde in diesem chat", "was wurde in diesem gespräch", "in dieser session erledigt", "in dieser session gemacht", "in dieser session erarbeitet", "was wir in dieser session", "wir besprochen haben", "wir besprochen hatten", "wir vereinbart haben", "worüber wir gesprochen haben"],
  fr: ["la discussion précédente", "la conversation précédente", "comme je l'ai dit", "comme je te l'ai dit", "comme demandé", "comme convenu", "comme discuté", "comme on en a parlé", "ce que nous avons fait", "ce qu'on a fait", "comme la dernière fois", "ce qui a été fait dans cette session", "ce qui a été fait dans cette conversation", "ce qui a été fait pendant cette session", "ce qui a été fait durant cette session", "ce qu'on a fait dans cette session", "dont on a parlé", "dont nous avons parlé", "dont on a discuté", "dont nous avons discuté"],
  pt: ["a discussão anterior", "a conversa anterior", "como eu disse", "como te disse", "como pedi", "como combinamos", "como conversamos", "como discutimos", "foi feito nesta conversa", "foi feito durante esta conversa", "foi feito nesta sessão", "o que fizemos", "como da última vez", "igual da última vez", "de que falamos", "que conversamos", "que combinamos", "que discutimos"],
  pl: ["poprzednia dyskusja", "poprzedniej dyskusji", "poprzednia rozmowa", "jak mówiłem", "jak prosiłem", "jak ustaliliśmy", "jak omówiliśmy", "jak rozmawialiśmy", "to, co zrobiliśmy", "jak ostatnio", "jak ostatnim razem", "jak poprzednio", "co zostało zrobione w tej sesji", "o którym rozmawialiśmy", "o której rozmawialiśmy", "o których rozmawialiśmy"],
  it: ["la discussione precedente", "la conversazione precedente", "come ti ho detto", "come ho detto", "come richiesto", "come discusso", "come concordato", "quello che abbiamo fatto", "come l'ultima volta", "come la volta scorsa", "cosa è stato fatto in questa sessione", "quello che è stato fatto in questa sessione", "ciò che è stato fatto in questa sessione", "di cui abbiamo parlato", "che abbiamo discusso", "che abbiamo concordato"],
  th: ["ตามที่คุยกัน", "ตามที่ตกลงกัน", "ตามที่บอกไปแล้ว", "ตามที่ผมบอกไป", "ตามที่ฉันบอกไป", "ที่เราคุยกัน", "ที่เราทำไป", "เหมือนครั้งที่แล้ว", "เหมือนรอบที่แล้ว", "เหมือนคราวก่อน", "เหมือนครั้งก่อน"],
  ar: ["كما ناقشنا", "كما اتفقنا", "كما قلت لك", "كما ذكرت سابقا", "كما ذكرت سابقاً", "كما طلبت منك", "ما قمنا به", "ما فعلناه", "مثل المرة السابقة", "كما في المرة السابقة", "مثل المرة الماضية", "كما في المرة الماضية"],
  hi: ["जैसा मैंने कहा", "जैसा मैंने बताया", "जैसा हमने तय किया", "जैसा तय हुआ", "जैसी हमने बात की", "जो हमने किया", "पिछली बार की तरह", "पिछली बार जैसा"],
  tr: ["konuştuğumuz gibi", "konuştuğumuz", "dediğim gibi", "söylediğim gibi", "anlaştığımız gibi", "kararlaştırdığımız gibi", "yaptıklarımız", "geçen seferki gibi", "geçen sefer olduğu gibi"],
  cs: ["jak jsem říkal", "jak jsem řekl", "jak jsem psal", "jak jsme se domluvili", "jak jsme probírali", "jak jsme se bavili", "co jsme udělali", "jako minule", "jako posledně", "stejně jako minule"],
  ca: ["com et vaig dir", "com vaig dir", "com vam parlar", "com hem parlat", "com vam acordar", "com hem acordat", "el que vam fer", "el que hem fet", "com l'última vegada", "com la darrera vegada"],
  nl: ["zoals ik zei", "zoals ik al zei", "zoals ik vroeg", "zoals besproken", "zoals afgesproken", "zoals we besproken hebben", "wat we gedaan hebben", "wat we hebben gedaan", "zoals de vorige keer", "zoals vorige keer", "net als de vorige keer"],
  vi: ["như tôi đã nói", "như mình đã nói", "như đã bàn", "như đã thảo luận", "như đã thống nhất", "như đã trao đổi", "những gì chúng ta đã làm", "như lần trước", "giống lần trước", "giống như lần trước"],
  id: ["seperti yang saya bilang", "seperti yang aku bilang", "seperti yang sudah dibahas", "seperti yang kita bahas", "seperti yang disepakati", "sesuai yang kita sepakati", "yang sudah kita kerjakan", "apa yang kita lakukan", "seperti terakhir kali"],
};

/** discourse: a request to go on with work the text does not describe ("keep going", "do the rest"). */
export const CONTINUATION: Vocabulary = {
  zh: ["继续", "接着做", "接着来", "剩下的", "其余的"],
  ja: ["続けて", "続きを", "引き続き", "残りを"],
  ko: ["계속해", "계속 진행", "이어서", "나머지"],
  ru: ["продолжай", "продолжи", "продолжайте", "остальное", "дальше"],
  uk: ["продовжуй", "продовжи", "продовжуйте", "решту"],
  es: ["continúa", "sigue con", "lo demás", "el resto"],
  de: ["mach weiter", "weitermachen", "fahre fort", "den rest"],
  fr: ["continue", "continuez", "poursuis", "le reste"],
  pt: ["continue", "continua", "prossiga", "o resto"],
  pl: ["kontynuuj", "rób dalej", "resztę"],
  it: ["continua", "prosegui", "il resto"],
  th: ["ทำต่อ", "ต่อเลย", "ดำเนินการต่อ", "ส่วนที่เหลือ", "ที่เหลือ"],
  ar: ["استمر في العمل", "تابع العمل", "واصل العمل", "أكمل العمل", "اكمل العمل", "أكمل الباقي", "الباقي", "ما تبقى"],
  hi: ["जारी रखें", "जारी रखो", "आगे बढ़ो", "आगे बढ़ें", "बाकी काम", "बचा हुआ"],
  tr: ["devam et", "devam edin", "kaldığın yerden", "gerisini", "kalanını"],
  cs: ["pokračuj", "pokračujte", "zbytek"],
  ca: ["continua", "continueu", "segueix", "la resta"],
  nl: ["ga door", "ga verder", "ga zo door", "doe de rest", "de rest"],
  vi: ["tiếp tục", "làm tiếp", "phần còn lại"],
  id: ["lanjutkan", "teruskan", "sisanya"],
};

/** material: the worker is sent to a person for something it needs; it cannot ask anyone. */
export const ASK_PERSON: Vocabulary = {
  // English is read from the grammar (personAsks in material.ts): a verb of asking or getting and a person
  zh: ["向用户索取", "向用户获取", "询问用户", "问用户要", "请用户提供", "等用户", "等待用户", "用户确认后", "用户提供后", "让用户提供"],
  ja: ["ユーザーに確認", "ユーザーに聞", "ユーザーに尋ね", "ユーザーから受け取", "ユーザーの確認後", "ユーザーが用意", "ユーザーに依頼"],
  ko: ["사용자에게 요청", "사용자에게 물어", "사용자에게 확인", "사용자 확인 후", "사용자가 제공", "사용자에게 받아"],
  ru: ["спроси у", "спросите у", "попроси у", "попросите у", "спросить у пользователя", "спросите у пользователя", "запросить у пользователя", "запросите у пользователя", "уточнить у пользователя", "после подтверждения пользователя", "пользователь должен предоставить"],
  uk: ["запитати користувача", "запитайте користувача", "попросити користувача", "після підтвердження користувача"],
  es: ["pídele", "pídeselo", "pregúntale", "pide a", "pregunta a", "pregunta al usuario", "pregúntale al usuario", "pide al usuario", "pídele al usuario", "solicita al usuario", "espera a que el usuario", "el usuario debe proporcionar"],
  de: ["frag", "frage bei", "bekommst du von", "bekommst du bei", "erhältst du von", "frag den nutzer", "frage den nutzer", "frag den benutzer", "frage den benutzer", "beim nutzer erfragen", "beim benutzer erfragen", "warte auf den nutzer", "der nutzer muss"],
  fr: ["demande à", "demande-le à", "demande-les à", "demandez à", "demande à l'utilisateur", "demander à l'utilisateur", "demandez à l'utilisateur", "attends que l'utilisateur", "l'utilisateur doit fournir"],
  pt: ["peça ao", "peça à", "pergunte ao", "pergunte à", "pergunte ao usuário", "peça ao usuário", "solicite ao usuário", "aguarde o usuário", "o usuário deve fornecer", "pergunte ao utilizador", "peça ao utilizador"],
  pl: ["zapytaj", "poproś", "zapytaj użytkownika", "poproś użytkownika", "poczekaj na użytkownika", "użytkownik musi podać"],
  it: ["chiedi a", "chiedi al", "chiedi alla", "chiedi all'utente", "chiedere all'utente", "attendi l'utente", "l'utente deve fornire"],
  th: ["ถามผู้ใช้", "สอบถามผู้ใช้", "ขอจากผู้ใช้", "ให้ผู้ใช้ระบุ", "ให้ผู้ใช้ส่ง", "รอผู้ใช้", "รอให้ผู้ใช้", "หลังจากผู้ใช้ยืนยัน", "ถามเจ้าของ", "ถามผม", "ถามฉัน"],
  ar: ["اسأل المستخدم", "اطلب من المستخدم", "اسألني", "انتظر المستخدم", "بعد تأكيد المستخدم", "يجب على المستخدم تقديم", "سيقدم المستخدم", "تحقق مع المستخدم"],
  hi: ["उपयोगकर्ता से पूछें", "उपयोगकर्ता से पूछो", "यूज़र से पूछें", "यूज़र से पूछो", "यूजर से पूछें", "यूजर से पूछो", "मुझसे पूछें", "मुझसे पूछो", "उपयोगकर्ता की पुष्टि के बाद", "उपयोगकर्ता का इंतज़ार करें"],
  tr: ["kullanıcıya sor", "kullanıcıdan iste", "kullanıcıdan al", "bana sor", "kullanıcının onayından sonra", "kullanıcı onayladıktan sonra", "kullanıcıyı bekle", "kullanıcı sağlayacak"],
  cs: ["zeptej se", "zeptejte se", "požádej uživatele", "požádejte uživatele", "počkej na uživatele", "počkejte na uživatele", "až uživatel potvrdí", "uživatel musí dodat"],
  ca: ["pregunta a", "demana a", "pregunta a l'usuari", "demana a l'usuari", "espera que l'usuari", "l'usuari ha de proporcionar"],
  nl: ["vraag de gebruiker", "vraag het aan", "vraag aan de gebruiker", "vraag mij", "vraag het mij", "wacht op de gebruiker", "nadat de gebruiker bevestigt", "de gebruiker moet aanleveren"],
  vi: ["hỏi người dùng", "hỏi lại người dùng", "yêu cầu người dùng cung cấp", "hỏi tôi", "chờ người dùng", "đợi người dùng", "sau khi người dùng xác nhận", "người dùng sẽ cung cấp"],
  id: ["tanyakan ke pengguna", "tanyakan kepada pengguna", "tanya pengguna", "minta ke pengguna", "minta pengguna", "tanyakan ke user", "tanya user", "tanyakan ke saya", "tanya saya", "tunggu pengguna", "setelah pengguna mengonfirmasi", "pengguna akan memberikan"],
};

/**
 * material: a picture the writer says it handed over, read with `WRITER_GAVE` in one sentence ("dałem też 2 zdjęcia",
 * "прикрепил скриншот"): a screenshot, a photo, an image. English is read by unsupplied-material's own grammar.
 */
export const IMAGE_NOUN: Vocabulary = {
  zh: ["截图", "截屏", "图片", "照片"],
  ja: ["スクリーンショット", "スクショ", "画像", "写真"],
  ko: ["스크린샷", "캡처", "이미지", "사진"],
  ru: ["скриншот", "скрин", "фото", "фотографи", "изображени", "картинк"],
  uk: ["скріншот", "скрін", "фото", "зображенн", "картинк"],
  es: ["captura", "capturas", "imagen", "imágenes", "foto", "fotos"],
  de: ["screenshot", "bildschirmfoto", "bild", "bilder", "foto", "fotos"],
  fr: ["capture d'écran", "captures d'écran", "image", "images", "photo", "photos"],
  pt: ["captura de tela", "print", "prints", "imagem", "imagens", "foto", "fotos"],
  pl: ["zdjęcie", "zdjęcia", "zdjęć", "zrzut ekranu", "zrzuty ekranu", "screen", "screena", "screeny", "obrazek", "obrazki"],
  it: ["screenshot", "immagine", "immagini", "foto"],
  tr: ["ekran görüntüsü", "resim", "fotoğraf"],
  cs: ["snímek obrazovky", "obrázek", "obrázky", "fotku", "fotky"],
  nl: ["screenshot", "afbeelding", "foto"],
};

/**
 * material: the writer's own verb of handing something to the worker ("I sent", "I attached", "dałem"), not of
 * putting it somewhere else ("I added photos to the gallery" is work done in the product).
 */
export const WRITER_GAVE: Vocabulary = {
  zh: ["我发了", "发给你", "给你发了", "附上", "我贴了", "我上传了"],
  ja: ["添付します", "添付しました", "送ります", "送りました", "貼りました"],
  ko: ["첨부했", "첨부합니다", "보냈", "보내드", "올려드"],
  ru: ["прикрепил", "прикрепила", "прикладываю", "приложил", "приложила", "отправил", "отправила", "скинул", "скинула", "скидываю"],
  uk: ["прикріпив", "прикріпила", "додаю", "надіслав", "надіслала", "скинув", "скинула"],
  es: ["adjunto", "he adjuntado", "te envío", "te mando", "te paso", "envié", "mandé"],
  de: ["angehängt", "hänge ich", "schicke dir", "habe dir", "geschickt"],
  fr: ["j'ai joint", "je joins", "ci-joint", "je t'envoie", "je vous envoie", "j'ai envoyé"],
  pt: ["anexei", "anexo", "enviei", "mandei", "te mando", "segue"],
  pl: ["dałem", "dałam", "wysłałem", "wysłałam", "załączam", "załączyłem", "załączyłam", "wklejam", "wkleiłem", "wkleiłam", "przesyłam", "przesłałem", "przesłałam"],
  it: ["ho allegato", "allego", "ti mando", "ti ho mandato", "ho inviato"],
  tr: ["ekledim", "gönderdim", "yolladım"],
  cs: ["posílám", "poslal jsem", "poslala jsem", "přikládám", "přiložil jsem"],
  nl: ["bijgevoegd", "ik stuur", "heb ik gestuurd", "stuur je"],
};

/** discourse: an opening that continues a series the worker never saw ("here are the next tasks"). */
export const SEQUEL: Vocabulary = {
  en: ["here are the next", "the next tasks", "the next batch", "next batch", "the remaining tasks", "another batch", "next round of"],
  zh: ["下一批", "接下来的任务", "剩下的任务"],
  ja: ["次のタスク", "次の課題", "残りのタスク"],
  ko: ["다음 작업들", "남은 작업"],
  ru: ["следующие задачи", "следующая партия", "оставшиеся задачи"],
  uk: ["наступні завдання", "решта завдань"],
  es: ["las siguientes tareas", "las próximas tareas", "el siguiente lote", "las tareas restantes"],
  de: ["die nächsten aufgaben", "die restlichen aufgaben", "der nächste schwung"],
  fr: ["les prochaines tâches", "les tâches suivantes", "les tâches restantes"],
  pt: ["as próximas tarefas", "as tarefas restantes", "o próximo lote"],
  pl: ["kolejne zadania", "następne zadania", "pozostałe zadania"],
  it: ["i prossimi compiti", "le prossime attività", "le attività rimanenti"],
  th: ["งานถัดไป", "งานต่อไป", "ชุดถัดไป", "งานที่เหลือ"],
  ar: ["المهام التالية", "الدفعة التالية", "المهام المتبقية"],
  hi: ["अगले काम", "अगले टास्क", "बाकी टास्क", "बचे हुए काम"],
  tr: ["sonraki görevler", "sıradaki görevler", "kalan görevler"],
  cs: ["další úkoly", "zbývající úkoly", "následující úkoly"],
  ca: ["les següents tasques", "les properes tasques", "les tasques restants", "el següent lot"],
  nl: ["de volgende taken", "volgende taken", "de resterende taken", "de volgende batch"],
  vi: ["các việc tiếp theo", "các task tiếp theo", "các nhiệm vụ tiếp theo", "những việc còn lại", "các task còn lại"],
  id: ["tugas berikutnya", "tugas-tugas berikutnya", "tugas selanjutnya", "sisa tugas", "batch berikutnya"],
};

/** material: a fact that is said to be absent ("the token is still missing", "not set"). */
export const ABSENT: Vocabulary = {
  en: ["still missing", "not yet set", "not set yet", "not yet provided", "not provided yet", "not configured yet", "still needed", "still unset"],
  zh: ["仍缺", "还缺", "尚未提供", "尚未设置", "尚未配置"],
  ja: ["まだ設定されていない", "まだ用意されていない"],
  ko: ["아직 설정되지", "아직 없"],
  ru: ["ещё нет", "еще нет", "всё ещё отсутствует", "все еще отсутствует"],
  uk: ["ще немає", "досі відсутній"],
  es: ["todavía falta", "aún falta", "aún no se ha configurado"],
  de: ["noch nicht gesetzt", "noch nicht vorhanden", "fehlt noch"],
  fr: ["pas encore défini", "pas encore fourni", "manque encore"],
  pt: ["ainda não definido", "ainda não fornecido", "ainda falta"],
  pl: ["wciąż brak", "nadal brak", "jeszcze nie ustawiono"],
  it: ["non ancora fornito", "ancora mancante"],
  th: ["ยังไม่ได้ตั้งค่า", "ยังไม่ได้ระบุ", "ยังขาด", "ยังไม่มี"],
  ar: ["لا يزال مفقود", "ما زال مفقود", "لم يتم تعيينه بعد", "لم يتم توفيره بعد", "غير متوفر بعد"],
  hi: ["अभी तक सेट नहीं", "अभी तक नहीं दिया", "अभी भी गायब", "अभी तक उपलब्ध नहीं"],
  tr: ["hâlâ eksik", "hala eksik", "henüz ayarlanmadı", "henüz ayarlanmamış", "henüz verilmedi", "henüz tanımlanmadı", "henüz yok"],
  cs: ["pořád chybí", "stále chybí", "ještě chybí", "zatím není nastaven", "ještě není nastaven", "zatím nebyl dodán"],
  ca: ["encara falta", "encara no s'ha configurat", "encara no està definit", "encara no s'ha proporcionat"],
  nl: ["ontbreekt nog", "nog niet ingesteld", "nog niet aangeleverd", "nog niet geconfigureerd"],
  vi: ["vẫn còn thiếu", "vẫn thiếu", "chưa được cấu hình", "chưa được thiết lập", "chưa được cung cấp", "chưa có"],
  id: ["masih kurang", "masih belum ada", "belum diatur", "belum diset", "belum disediakan", "belum dikonfigurasi", "belum ada"],
};

/** material: facts a worker cannot derive and cannot guess: secrets, accounts, addresses. */
export const SECRET_FACT: Vocabulary = {
  en: ["credentials", "creds", "password", "passwords", "api key", "api keys", "access key", "secret key", "ssh key", "private key", "token", "tokens", "api token", "access token", "auth token", "secret", "secrets", "account id", "account number", "endpoint url", "hostname", "ip address", "connection string", "app key", "appkey", "ak/sk"],
  zh: ["令牌", "密钥", "秘钥", "凭证", "凭据", "账号", "账户", "密码", "端点", "地址"],
  ja: ["トークン", "キー", "認証情報", "アカウント", "パスワード", "エンドポイント", "ホスト"],
  ko: ["토큰", "API 키", "액세스 키", "비밀 키", "자격 증명", "계정 ID", "비밀번호", "엔드포인트", "호스트"],
  ru: ["токен", "ключ", "учётные данные", "учетные данные", "пароль", "аккаунт", "эндпоинт", "хост"],
  uk: ["токен", "ключ", "облікові дані", "пароль", "акаунт"],
  es: ["credenciales", "contraseña", "clave", "cuenta", "token", "endpoint"],
  de: ["zugangsdaten", "passwort", "schlüssel", "konto", "token", "endpunkt"],
  fr: ["identifiants", "mot de passe", "clé", "compte", "jeton", "token"],
  pt: ["credenciais", "senha", "chave", "conta", "token", "endpoint"],
  pl: ["dane logowania", "hasło", "klucz", "konto", "token"],
  it: ["credenziali", "password", "chiave", "account", "token"],
  th: ["โทเค็น", "รหัสผ่าน", "คีย์", "บัญชี", "ข้อมูลรับรอง", "ข้อมูลล็อกอิน", "ที่อยู่ IP"],
  ar: ["كلمة المرور", "كلمة السر", "مفتاح", "بيانات الاعتماد", "بيانات الدخول", "رمز الوصول", "توكن", "حساب", "عنوان IP"],
  hi: ["पासवर्ड", "टोकन", "क्रेडेंशियल", "खाता", "अकाउंट", "एंडपॉइंट", "कुंजी", "लॉगिन विवरण"],
  tr: ["şifre", "parola", "anahtar", "kimlik bilgileri", "hesap", "hesabı", "uç nokta"],
  cs: ["heslo", "hesla", "heslem", "klíč", "přihlašovací údaje", "účet", "účtu"],
  ca: ["credencials", "contrasenya", "clau", "compte"],
  nl: ["wachtwoord", "inloggegevens", "toegangsgegevens", "sleutel", "api-sleutel", "account"],
  vi: ["mật khẩu", "khóa", "khoá", "thông tin đăng nhập", "tài khoản"],
  id: ["kata sandi", "kunci", "kredensial", "akun"],
};

/** material: something said to come with the text (an attachment, a screenshot) that a text cannot carry. */
export const ATTACHMENT: Vocabulary = {
  en: ["attached screenshot", "the attachment", "the attached image", "the attached file", "the image above", "the image below", "see image", "see the image", "see screenshot", "see the screenshot", "in the screenshot", "in this screenshot", "shown in the screenshot", "as shown in the image", "the pasted image"],
  zh: ["见附件", "附件中", "截图中", "如图所示", "见图", "见截图", "附图", "截图里", "附件里", "看截图", "看一下截图"],
  ja: ["添付の", "添付した", "添付ファイル", "スクリーンショットの通り", "スクショの通り", "画像の通り", "上の画像", "下の画像", "スクリーンショットに", "スクリーンショットで", "スクショに"],
  ko: ["첨부한", "첨부된", "첨부 파일", "스크린샷처럼", "스크린샷과 같이", "위 이미지", "아래 이미지"],
  ru: ["во вложении", "на скриншоте", "на картинке", "приложенный файл", "приложенные файлы", "на скриншот", "на скрин"],
  uk: ["у вкладенні", "на скріншоті"],
  es: ["adjunto", "archivo adjunto", "en la captura de pantalla", "en la imagen", "la captura", "mira la imagen"],
  de: ["im anhang", "angehängte", "auf dem screenshot", "auf dem bild", "den screenshot", "dem screenshot", "im screenshot"],
  fr: ["pièce jointe", "ci-joint", "ci-jointe", "sur la capture d'écran", "sur l'image", "la capture d'écran", "cette capture"],
  pt: ["em anexo", "anexado", "anexada", "na captura de tela", "no print", "na imagem", "o print", "a captura de tela", "na captura"],
  pl: ["w załączniku", "załączony", "na zrzucie ekranu"],
  it: ["in allegato", "allegato", "nello screenshot", "nell'immagine"],
  th: ["ไฟล์แนบ", "ที่แนบมา", "ที่แนบไว้", "ในภาพหน้าจอ", "ตามภาพหน้าจอ", "ดูภาพหน้าจอ", "ในสกรีนช็อต", "ตามสกรีนช็อต", "ดูสกรีนช็อต"],
  ar: ["المرفق", "في المرفقات", "الملف المرفق", "الصورة المرفقة", "في لقطة الشاشة", "كما في الصورة", "في الصورة"],
  hi: ["संलग्न", "अटैच की गई", "अटैचमेंट", "स्क्रीनशॉट में", "तस्वीर में", "इमेज में"],
  tr: ["ekteki", "ekte", "ekli dosya", "ekran görüntüsünde", "ekran görüntüsündeki", "resimdeki", "görseldeki"],
  cs: ["v příloze", "přiložený", "přiložené", "přiložená", "na screenshotu", "na snímku obrazovky", "na obrázku"],
  ca: ["adjunt", "fitxer adjunt", "a la captura de pantalla", "a la imatge"],
  nl: ["in de bijlage", "bijgevoegd", "bijgevoegde", "op de screenshot", "op het screenshot", "op de afbeelding"],
  vi: ["đính kèm", "tệp đính kèm", "trong ảnh chụp màn hình", "ảnh chụp màn hình", "trong ảnh"],
  id: ["terlampir", "lampiran", "di screenshot", "pada screenshot", "di tangkapan layar", "di gambar", "pada gambar"],
};

/**
 * material: words that say material the work uses is still to come ("path to be provided", "ユーザーが提供予定",
 * "wird nachgereicht"): it is not in the text now, and a dispatched worker cannot wait for it. English also
 * reads a person who will send it later (material.ts). Not "to be sent", "to be shared", "to be delivered":
 * what is still to be sent is as often the worker's output ("the report to be sent to the team").
 */
export const PENDING_MATERIAL: Vocabulary = {
  en: ["to be provided", "to be supplied", "yet to be provided", "yet to be supplied", "not yet provided", "not yet been provided", "not been provided yet", "will be provided later", "will be sent later", "will be supplied later", "will be shared later", "will be provided separately", "will be sent separately", "will be shared separately"],
  zh: ["待提供", "稍后提供", "后续提供", "另行提供", "尚未提供", "还未提供", "待补充"],
  ja: ["提供予定", "送付予定", "共有予定", "用意予定", "後日提供", "後ほど提供", "追って提供", "提供待ち", "未提供"],
  ko: ["제공 예정", "추후 제공", "나중에 제공", "전달 예정", "제공될 예정", "아직 제공되지"],
  ru: ["будет предоставлен", "будет предоставлена", "будет предоставлено", "будут предоставлены", "предоставят позже", "пришлёт позже", "пришлет позже", "ещё не предоставлен", "еще не предоставлен"],
  uk: ["буде надано", "будуть надані", "надішле пізніше", "ще не надано"],
  es: ["se proporcionará", "se proporcionarán", "será proporcionado", "será proporcionada", "por proporcionar", "pendiente de recibir", "aún no se ha proporcionado"],
  de: ["wird nachgereicht", "werden nachgereicht", "wird noch geliefert", "werden noch geliefert", "wird noch bereitgestellt", "noch nicht geliefert", "noch nicht bereitgestellt"],
  fr: ["sera fourni", "sera fournie", "seront fournis", "seront fournies", "sera envoyé plus tard", "pas encore fourni"],
  pt: ["será fornecido", "será fornecida", "serão fornecidos", "serão fornecidas", "a ser fornecido", "a ser fornecida", "ainda não fornecido"],
  it: ["sarà fornito", "sarà fornita", "verranno forniti", "verranno fornite", "non ancora fornito"],
  pl: ["zostanie dostarczony", "zostanie dostarczona", "zostaną dostarczone", "zostanie przesłany", "jeszcze nie dostarczono"],
};

/**
 * material: how to go on while the material is still to come ("leave a placeholder", "mock it until then",
 * "仮のデータで"): the text then plans for its absence, and nothing is missing.
 */
export const MEANWHILE: Vocabulary = {
  en: ["placeholder", "placeholders", "stub", "stubs", "mock", "mocks", "dummy", "fake data", "sample data", "until then", "until it arrives", "until they arrive", "in the meantime", "meanwhile", "for now", "skip", "leave it", "leave them", "do not", "don't", "wait for", "provisional"],
  zh: ["占位", "暂时", "先用", "临时", "假数据", "示例数据", "之前先"],
  ja: ["仮の", "仮データ", "ダミー", "プレースホルダ", "までは", "暫定"],
  ko: ["임시", "더미", "전까지", "플레이스홀더"],
  ru: ["заглушк", "пока что", "временн", "до тех пор"],
  uk: ["заглушк", "поки що", "тимчасов"],
  es: ["marcador de posición", "provisional", "mientras tanto", "de momento", "datos de ejemplo"],
  de: ["platzhalter", "vorläufig", "bis dahin", "vorerst", "beispieldaten"],
  fr: ["espace réservé", "provisoire", "en attendant", "pour l'instant", "données fictives"],
  pt: ["provisório", "provisória", "enquanto isso", "por enquanto", "dados fictícios"],
  it: ["segnaposto", "provvisorio", "nel frattempo", "per ora"],
  pl: ["tymczasow", "na razie", "w międzyczasie"],
};

/** material: a forward reference the text must then fulfil ("the content below", "the following"). */
export const FORWARD: Vocabulary = {
  en: ["provided below", "given below", "shown below", "pasted below", "included below", "content below", "text below", "the following content", "the following text", "here is the", "here's the", "here are the"],
  zh: ["如下", "以下内容", "下面的内容", "见下文", "下面是"],
  ja: ["以下の内容", "下記の内容", "以下に示す", "次の内容"],
  ko: ["아래 내용", "다음 내용", "아래와 같이"],
  ru: ["ниже приведён", "ниже приведен", "приведённый ниже", "приведенный ниже", "следующий текст", "вот текст"],
  uk: ["наведений нижче", "наступний текст"],
  es: ["a continuación", "el siguiente contenido", "el siguiente texto", "que se indica abajo"],
  de: ["unten stehende", "folgenden inhalt", "folgender text", "hier ist der", "hier ist die"],
  fr: ["ci-dessous", "le contenu suivant", "le texte suivant", "voici le", "voici la"],
  pt: ["abaixo", "a seguir", "o seguinte conteúdo", "o seguinte texto", "aqui está"],
  pl: ["poniżej", "następującą treść", "następujący tekst", "oto"],
  it: ["qui sotto", "di seguito", "il seguente contenuto", "ecco il", "ecco la"],
  th: ["ดังต่อไปนี้", "ต่อไปนี้", "ด้านล่างนี้", "ข้างล่างนี้", "ด้านล่าง"],
  ar: ["أدناه", "ادناه", "كما يلي", "فيما يلي", "إليك", "اليك"],
  hi: ["नीचे दिया", "नीचे दी गई", "नीचे दिए गए", "निम्नलिखित", "यह रहा", "ये रहे"],
  tr: ["aşağıda", "şu şekilde", "işte"],
  cs: ["níže", "následující", "zde je", "tady je"],
  ca: ["a continuació", "el contingut següent", "el text següent", "aquí tens", "a sota"],
  nl: ["hieronder", "het volgende", "de volgende inhoud", "hier is de", "hier is het", "hier zijn de"],
  vi: ["dưới đây", "sau đây", "như sau", "bên dưới"],
  id: ["di bawah ini", "berikut ini", "sebagai berikut", "berikut"],
};

/**
 * material: the bare forward-pointing words ("the following", "below", "以下の", "下記", "아래", "ниже"), which promise
 * whatever noun they come with ("in the following format", "以下の形式で"). Read only in a text's last sentence,
 * with nothing after it, where what they promise cannot be anywhere.
 */
export const FORWARD_WORD: Vocabulary = {
  en: ["the following", "as follows", "below"],
  zh: ["以下", "如下", "下面", "下列"],
  ja: ["以下の", "下記の", "以下に", "下記に", "次のとおり", "次の通り"],
  ko: ["아래의", "아래와", "다음과 같이", "다음과 같은"],
  ru: ["ниже", "следующем", "следующий", "следующие", "следующую"],
  uk: ["нижче", "наступному", "наступний", "наступні"],
  es: ["siguiente", "siguientes", "a continuación"],
  de: ["folgende", "folgenden", "folgendem", "unten"],
  fr: ["suivant", "suivante", "suivants", "ci-dessous"],
  pt: ["seguinte", "seguintes", "abaixo", "a seguir"],
  it: ["seguente", "seguenti", "di seguito", "qui sotto"],
};

/** material: places outside the repository that hold a team's material; a text must link into them. */
export const EXTERNAL_STORES = [
  "clickup", "jira", "notion", "confluence", "linear", "trello", "asana", "monday.com", "basecamp", "airtable", "figma", "miro",
  "google docs", "google doc", "google drive", "google sheets", "google sheet", "sharepoint", "onedrive", "dropbox", "slack", "microsoft teams", "discord",
] as const;

/**
 * requests: a clause that says what the work must achieve ("so that it shows the error", "żeby", "чтобы", "以便"),
 * or a goal stated as such ("目标是 …", "цель — …", "el objetivo es …"): the end of an open-ended request.
 */
export const RESULT_CLAUSE: Vocabulary = {
  en: ["so that", "in order to"],
  zh: ["以便", "使得", "从而", "让它", "使其", "目标是", "目标：", "目标:"],
  ja: ["ように", "するため", "目標は", "目標："],
  ko: ["도록", "하기 위해", "목표는", "목표:"],
  ru: ["чтобы", "так чтобы", "цель —", "цель:", "цель -"],
  uk: ["щоб", "мета —", "мета:"],
  es: ["para que", "de modo que", "de forma que", "el objetivo es", "objetivo:"],
  de: ["damit", "sodass", "so dass", "das ziel ist", "ziel:"],
  fr: ["pour que", "afin que", "de sorte que", "l'objectif est", "objectif :", "objectif:"],
  pt: ["para que", "de modo que", "de forma que", "o objetivo é", "objetivo:"],
  pl: ["żeby", "aby", "tak aby", "celem jest", "cel:"],
  it: ["in modo che", "affinché", "così che", "l'obiettivo è", "obiettivo:"],
};

/**
 * requests: a banner that says the text is no longer current ("OBSOLETE (2026-07-16): …", "Superseded by …",
 * "it is not the current next-step prompt", "已废弃"): the text keeps its old task, which the worker must not do.
 */
export const SUPERSEDED: Vocabulary = {
  en: ["obsolete", "superseded", "deprecated", "outdated", "out of date", "no longer current", "no longer valid", "no longer accurate", "no longer applies", "not the current", "archived", "historical record", "kept for reference only"],
  zh: ["已废弃", "已过时", "已作废", "废弃", "过时", "仅供参考"],
  ja: ["廃止", "古い情報", "非推奨", "アーカイブ済み"],
  ko: ["폐기", "더 이상 유효하지", "구버전", "보관용"],
  ru: ["устарел", "устарела", "устаревший", "неактуален", "неактуально", "архивный"],
  uk: ["застарілий", "застаріла", "неактуальний", "неактуально"],
  es: ["obsoleto", "obsoleta", "desactualizado", "desactualizada", "archivado"],
  de: ["veraltet", "überholt", "nicht mehr aktuell", "archiviert"],
  fr: ["obsolète", "périmé", "périmée", "archivé", "n'est plus à jour"],
  pt: ["obsoleto", "obsoleta", "desatualizado", "desatualizada", "arquivado"],
  pl: ["nieaktualny", "nieaktualne", "przestarzały", "archiwalny"],
  it: ["obsoleto", "obsoleta", "superato", "non più attuale", "archiviato"],
};

/** requests: the text's own kind, which a banner names when it speaks of the text itself ("this file", "the prompt"). */
export const TEXT_NOUN: Vocabulary = {
  en: ["file", "document", "prompt", "handoff", "note", "notes", "page", "plan", "brief", "guide", "milestone"],
  zh: ["文件", "文档", "提示词", "交接"],
  ja: ["ファイル", "文書", "ドキュメント", "プロンプト", "引き継ぎ"],
  ko: ["파일", "문서", "프롬프트", "인수인계"],
  ru: ["файл", "документ", "промпт"],
  uk: ["файл", "документ", "промпт"],
  es: ["archivo", "documento", "prompt", "nota"],
  de: ["datei", "dokument", "prompt", "übergabe"],
  fr: ["fichier", "document", "prompt", "note"],
  pt: ["arquivo", "documento", "prompt", "nota"],
  pl: ["plik", "dokument", "prompt"],
  it: ["file", "documento", "prompt", "nota"],
};

/**
 * documents of prompts: words in a heading or lead-in that name a block as the handoff itself, written to be
 * handed over ("## Prompt", "Copy the prompt below", "提示词", "プロンプト"): the block is the text the worker gets,
 * not material pasted into it.
 */
export const HANDOFF_WRAPPER: Vocabulary = {
  en: ["prompt", "prompts", "handoff", "hand-off", "instructions", "instruction", "brief", "message to", "paste this", "paste it", "paste the", "copy this", "copy it", "copy the", "copy and paste", "send this to", "send it to", "kickoff", "kick-off"],
  zh: ["提示词", "提示詞", "指令"],
  ja: ["プロンプト", "指示文"],
  ko: ["프롬프트", "지시문"],
  ru: ["промпт", "промта", "промпта"],
  uk: ["промпт", "промпта"],
  es: ["prompt", "instrucciones"],
  de: ["prompt", "anweisung", "anweisungen"],
  fr: ["prompt", "consigne", "consignes"],
  pt: ["prompt", "instruções"],
  pl: ["prompt", "polecenie"],
  it: ["prompt", "istruzioni"],
};

/**
 * material: outside services whose web console or dashboard only an account holder can open ("the Supabase
 * dashboard", "Google Cloud Console"): a step done there needs a login the worker does not have. Names, so
 * the same in every language.
 */
export const HOSTED_SERVICES = [
  "supabase", "vercel", "railway", "render", "netlify", "firebase", "google cloud", "gcp", "aws", "azure", "cloudflare", "heroku", "fly.io",
  "digitalocean", "hetzner", "linode", "stripe", "paypal", "coinbase", "twilio", "sendgrid", "mailgun", "resend", "auth0", "clerk", "neon",
  "planetscale", "mongodb atlas", "sentry", "app store connect", "google play", "play console", "apple developer", "line developers",
  "meta developers", "facebook developers", "shopify", "godaddy", "namecheap", "expo", "openai", "hugging face",
] as const;

/**
 * material: a step that makes a thing in an outside service's account ("새 Supabase 프로젝트를 만들고", "создать проект в
 * Firebase"), read where a service of `HOSTED_SERVICES` is named in the same sentence: only the account's owner can.
 * English reads it from its grammar (`ACCOUNT_THING` in material.ts). A deploy is not one: a service's hosting is
 * often reached by a push or a signed-in tool, as in English.
 */
export const ACCOUNT_STEP: Vocabulary = {
  zh: ["创建项目", "新建项目", "创建一个新项目", "注册账号", "注册帐号", "申请密钥"],
  ja: ["プロジェクトを作成", "プロジェクトを作る", "アカウントを作成", "キーを発行"],
  ko: ["프로젝트를 만들", "프로젝트 만들", "프로젝트 생성", "프로젝트를 생성", "계정을 만들", "계정 생성", "키 발급", "키를 발급"],
  ru: ["создать проект", "создай проект", "создайте проект", "создать аккаунт", "получить ключ"],
  uk: ["створити проєкт", "створи проєкт", "створити акаунт"],
  es: ["crear un proyecto", "crea un proyecto", "crear una cuenta"],
  de: ["projekt anlegen", "ein neues projekt", "konto anlegen"],
  fr: ["créer un projet", "crée un projet", "créer un compte"],
  pt: ["criar um projeto", "crie um projeto", "criar uma conta"],
};

/**
 * material: the command-line tool of a hosted service (a pattern of its command names): a text that runs it
 * ("`firebase deploy`", "`supabase db push`") works in an environment signed in to that service.
 */
export const SERVICE_CLI: Partial<Record<(typeof HOSTED_SERVICES)[number], string>> = {
  firebase: "firebase", vercel: "vercel", supabase: "supabase", railway: "railway", netlify: "netlify", heroku: "heroku",
  "fly.io": "fly|flyctl", "google cloud": "gcloud", gcp: "gcloud", aws: "aws", azure: "az", cloudflare: "wrangler",
  stripe: "stripe", digitalocean: "doctl", render: "render",
};

/**
 * material: the words of a fill-in marker the writer meant to replace ("[paste the traceback here]",
 * "[在此粘贴日志]", "[여기에 붙여넣기]", "<вставьте сюда лог>"): inside brackets, the marker reaches the worker
 * instead of the fact. English is read by placeholder-left's own pattern (a fill word opening the bracket).
 */
export const FILL_IN: Vocabulary = {
  zh: ["粘贴", "贴上", "贴入", "填写", "填入", "插入", "在此", "此处填", "这里填", "请填"],
  ja: ["貼り付け", "貼りつけ", "ここに", "記入", "入力してください", "挿入"],
  ko: ["붙여넣", "붙여 넣", "여기에", "입력하", "기입", "삽입"],
  ru: ["вставьте", "вставь", "вставить", "укажите", "укажи", "заполните", "заполнить", "сюда"],
  uk: ["вставте", "встав", "вкажіть", "вкажи", "заповніть", "сюди"],
  es: ["pega", "pegar", "pegue", "inserta", "insertar", "inserte", "indica", "indicar", "completa", "completar", "rellena", "rellenar", "aquí"],
  de: ["einfügen", "füge", "eintragen", "trage", "angeben", "hier"],
  fr: ["coller", "colle", "collez", "insérer", "insère", "insérez", "indiquer", "indiquez", "remplir", "remplissez", "ici"],
  pt: ["cole", "colar", "insira", "inserir", "indique", "indicar", "preencha", "preencher", "aqui"],
  pl: ["wklej", "wkleić", "wstaw", "wstawić", "podaj", "uzupełnij", "tutaj"],
  it: ["incolla", "incollare", "inserisci", "inserire", "indica", "indicare", "compila", "compilare", "qui"],
  th: ["วาง", "ใส่", "กรอก", "ที่นี่", "ตรงนี้"],
  ar: ["الصق", "أدخل", "ادخل", "املأ", "ضع هنا", "اكتب هنا"],
  hi: ["पेस्ट", "यहाँ", "यहां", "भरें", "डालें"],
  tr: ["yapıştır", "buraya", "girin", "doldurun", "belirtin"],
  cs: ["vložte", "vlož", "doplňte", "doplň", "uveďte", "vyplňte"],
  ca: ["enganxa", "enganxeu", "insereix", "inseriu", "indiqueu", "omple", "ompliu", "aquí"],
  nl: ["plak", "plakken", "invoegen", "vul in", "invullen", "hier"],
  vi: ["dán", "chèn", "điền", "ở đây", "vào đây"],
  id: ["tempel", "tempelkan", "masukkan", "isikan", "sisipkan", "di sini", "disini"],
};

/**
 * material: a failure named only by its kind ("doesn't work", "is broken", "throws an error"): in a short
 * text with nothing observable beside it, the worker is sent to fix what it has never seen. English is read
 * by undescribed-failure's own expressions.
 */
export const FAILURE_KIND: Vocabulary = {
  zh: ["不能用", "无法使用", "用不了", "不工作", "不起作用", "没反应", "坏了", "有问题", "出问题", "出错了", "报错了", "报错", "失败了", "打不开"],
  ja: ["動かない", "動きません", "動作しない", "機能しない", "うまくいかない", "壊れて", "エラーになる", "エラーが出る", "不具合", "おかしい"],
  ko: ["안 돼", "안돼", "작동하지 않", "작동 안", "동작하지 않", "동작 안", "고장", "오류가 나", "에러가 나", "문제가 있", "이상해"],
  ru: ["не работает", "не работают", "сломался", "сломалось", "сломан", "глючит", "выдаёт ошибку", "выдает ошибку", "падает"],
  uk: ["не працює", "не працюють", "зламався", "зламалось", "видає помилку", "падає"],
  es: ["no funciona", "no va", "está roto", "está rota", "da error", "da un error", "tiene un problema", "falla"],
  de: ["funktioniert nicht", "geht nicht", "ist kaputt", "stürzt ab", "hat ein problem", "klappt nicht"],
  fr: ["ne marche pas", "ne fonctionne pas", "est cassé", "est cassée", "plante", "ça bug", "a un problème"],
  pt: ["não funciona", "não está funcionando", "está quebrado", "está quebrada", "dá erro", "deu erro", "está com problema"],
  pl: ["nie działa", "zepsuł się", "zepsuło się", "wywala się", "sypie błędem"],
  it: ["non funziona", "è rotto", "è rotta", "si blocca", "dà errore", "ha un problema"],
};

/**
 * material: words that say material was handed over with the text ("o arquivo PDF fornecido", "提供的文件",
 * "с предоставленными данными"). With no slot, no locator and no upstream wiring, nothing carries it.
 * English is read by unsupplied-material's own phrases.
 */
export const PROVIDED: Vocabulary = {
  zh: ["提供的", "所提供的", "给定的", "给出的", "上传的"],
  ja: ["提供された", "与えられた", "渡された", "アップロードされた"],
  ko: ["제공된", "주어진", "전달된", "업로드된", "첨부된"],
  ru: ["предоставленный", "предоставленная", "предоставленное", "предоставленные", "предоставленного", "предоставленной", "предоставленным", "предоставленных", "загруженный", "загруженные"],
  uk: ["наданий", "надана", "надане", "надані", "наданого", "наданої", "наданих", "завантажений"],
  es: ["proporcionado", "proporcionada", "proporcionados", "proporcionadas", "facilitado", "facilitada", "suministrado", "suministrada"],
  de: ["bereitgestellte", "bereitgestellten", "bereitgestellter", "mitgelieferte", "mitgelieferten", "übergebene", "übergebenen"],
  fr: ["fourni", "fournie", "fournis", "fournies", "transmis", "transmise"],
  pt: ["fornecido", "fornecida", "fornecidos", "fornecidas", "disponibilizado", "disponibilizada"],
  pl: ["dostarczony", "dostarczona", "dostarczone", "dostarczonego", "dostarczonej", "dostarczonych", "przekazany", "przekazane"],
  it: ["fornito", "fornita", "forniti", "fornite"],
};

/** material: question words; a failure after one is what the worker is to find ("посмотри, что сломалось"), not one it is told of. */
export const QUESTION_WORD: Vocabulary = {
  zh: ["什么", "哪里", "哪儿", "为什么", "是否"],
  ja: ["何が", "どこが", "なぜ", "どうして"],
  ko: ["무엇이", "뭐가", "어디가", "왜", "어떤"],
  ru: ["что", "где", "почему", "какой", "какая", "какие", "ли"],
  uk: ["що", "де", "чому", "який", "яка", "які", "чи"],
  es: ["qué", "dónde", "por qué", "cuál", "si"],
  de: ["was", "wo", "warum", "welche", "welcher", "ob"],
  fr: ["quoi", "ce qui", "où", "pourquoi", "quel", "quelle", "si"],
  pt: ["o que", "onde", "por que", "porque", "qual", "se"],
  pl: ["co", "gdzie", "dlaczego", "który", "która", "czy"],
  it: ["cosa", "che cosa", "dove", "perché", "quale", "se"],
};

/**
 * requests: the choice of task handed back to the writer ("ask me which to do first", "问我先做哪个"): over a
 * list of candidates, the worker cannot ask, so nothing picks the task.
 */
export const ASK_ME_WHICH: Vocabulary = {
  // English is read by task-menu's own DEFERRED expression (rules/_util/intent-aspects.ts)
  zh: ["问我先做哪个", "问我做哪个", "问我先做什么", "由我决定先做", "问我从哪个开始"],
  ja: ["どれからやるか聞いて", "どれから始めるか聞いて", "どれを先にやるか聞いて", "私に確認してから決め"],
  ko: ["무엇부터 할지 나에게 물어", "뭐부터 할지 물어", "어떤 것부터 할지 물어", "상의해서 정할 것", "상의해서 정하"],
  ru: ["спроси меня, с чего начать", "спроси меня, что делать сначала", "спросите меня, с чего начать", "уточни у меня, что делать первым"],
  uk: ["запитай мене, з чого почати", "запитайте мене, з чого почати"],
  es: ["pregúntame por cuál empezar", "pregúntame cuál hacer primero", "pregúntame qué hacer primero"],
  de: ["frag mich, womit du anfangen sollst", "frag mich, was zuerst", "frag mich, welche zuerst"],
  fr: ["demande-moi par quoi commencer", "demande-moi laquelle faire en premier"],
  pt: ["pergunte-me por qual começar", "me pergunte por qual começar", "pergunte-me qual fazer primeiro"],
  pl: ["zapytaj mnie, od czego zacząć", "zapytaj mnie, co najpierw"],
  it: ["chiedimi da quale iniziare", "chiedimi cosa fare prima"],
};

/** requests: words that ask for work in each language (besides the English imperative the older rules read). */
export const REQUEST: Vocabulary = {
  zh: ["请", "帮我", "帮忙", "你需要", "需要你", "你的任务", "任务：", "任务:", "目标：", "目标:", "下一步", "务必"],
  ja: ["してください", "して下さい", "ください", "下さい", "してほしい", "して欲しい", "しなさい", "してくれ", "お願い", "タスク：", "目的：", "次のステップ", "次の作業", "すること"],
  ko: ["해주세요", "해 주세요", "하세요", "하십시오", "해줘", "해 줘", "주세요", "부탁", "작업:", "목표:", "다음 단계", "할 것"],
  ru: ["пожалуйста", "сделай", "сделайте", "реализуй", "реализуйте", "добавь", "добавьте", "исправь", "исправьте", "напиши", "напишите", "создай", "создайте", "проверь", "проверьте", "прочитай", "прочитайте", "обнови", "обновите", "удали", "удалите", "начни", "начните", "запусти", "запустите", "нужно", "необходимо", "задача:", "цель:", "следующий шаг"],
  uk: ["будь ласка", "зроби", "зробіть", "додай", "додайте", "виправ", "виправте", "напиши", "напишіть", "створи", "створіть", "перевір", "перевірте", "потрібно", "необхідно", "завдання:", "мета:", "наступний крок"],
  es: ["por favor", "necesito", "crea", "implementa", "añade", "agrega", "corrige", "arregla", "escribe", "revisa", "haz", "tu tarea", "tarea:", "objetivo:", "debes", "tienes que", "siguiente paso", "próximo paso"],
  de: ["bitte", "implementiere", "erstelle", "füge", "korrigiere", "behebe", "schreibe", "prüfe", "überprüfe", "aufgabe:", "ziel:", "du sollst", "deine aufgabe", "ich brauche", "ich möchte", "nächster schritt"],
  fr: ["s'il te plaît", "s'il vous plaît", "veuillez", "crée", "créez", "implémente", "implémentez", "ajoute", "ajoutez", "corrige", "corrigez", "écris", "écrivez", "vérifie", "vérifiez", "fais", "faites", "ta tâche", "votre tâche", "tâche :", "objectif :", "tu dois", "vous devez", "j'ai besoin", "prochaine étape"],
  pt: ["por favor", "crie", "implemente", "adicione", "corrija", "escreva", "verifique", "faça", "registre", "leia", "atualize", "sua tarefa", "tarefa:", "objetivo:", "você deve", "preciso", "próximo passo"],
  pl: ["proszę", "zrób", "dodaj", "napraw", "napisz", "utwórz", "sprawdź", "zaimplementuj", "zadanie:", "cel:", "musisz", "ma wykonać", "następny krok"],
  it: ["per favore", "crea", "implementa", "aggiungi", "correggi", "scrivi", "verifica", "fai", "il tuo compito", "obiettivo:", "prossimo passo"],
  th: ["กรุณา", "โปรด", "ช่วยทำ", "ช่วย", "ให้ทำ", "งานของคุณ", "ต้องการให้", "ขั้นตอนต่อไป", "เป้าหมาย:", "งาน:"],
  ar: ["من فضلك", "الرجاء", "يرجى", "أريدك أن", "مهمتك", "المهمة:", "الهدف:", "الخطوة التالية", "قم بإضافة", "قم بإنشاء", "قم بتعديل", "قم بإصلاح", "قم بكتابة", "قم بتنفيذ", "أنشئ", "أضف", "أصلح", "نفذ"],
  hi: ["कृपया", "करें", "करो", "कीजिए", "बनाएं", "बनाओ", "जोड़ें", "जोड़ो", "लिखें", "लिखो", "जांचें", "तुम्हारा काम", "आपका काम", "लक्ष्य:", "अगला कदम"],
  tr: ["lütfen", "ekle", "düzelt", "oluştur", "kontrol et", "uygula", "güncelle", "yazın", "görevin", "görev:", "amaç:", "hedef:", "sonraki adım", "yapmalısın", "istiyorum"],
  cs: ["prosím", "udělej", "udělejte", "přidej", "přidejte", "oprav", "opravte", "napiš", "napište", "vytvoř", "vytvořte", "zkontroluj", "zkontrolujte", "implementuj", "tvůj úkol", "úkol:", "cíl:", "další krok", "musíš", "potřebuji"],
  ca: ["si us plau", "sisplau", "crea", "implementa", "afegeix", "corregeix", "arregla", "escriu", "revisa", "fes", "la teva tasca", "tasca:", "objectiu:", "has de", "cal que", "següent pas"],
  nl: ["alsjeblieft", "alstublieft", "graag", "maak", "voeg", "implementeer", "los op", "repareer", "schrijf", "controleer", "pas aan", "jouw taak", "je taak", "taak:", "doel:", "je moet", "volgende stap"],
  vi: ["hãy", "vui lòng", "làm ơn", "giúp tôi", "giúp mình", "bạn cần", "nhiệm vụ của bạn", "nhiệm vụ:", "mục tiêu:", "bước tiếp theo", "cần phải"],
  id: ["tolong", "mohon", "silakan", "buat", "buatkan", "tambahkan", "perbaiki", "tulis", "tuliskan", "periksa", "implementasikan", "tugasmu", "tugas kamu", "tugas anda", "tugas:", "tujuan:", "langkah berikutnya", "kamu harus", "anda harus"],
};

/** requests: labels of a menu of alternatives ("Option A", "方案二"); a menu leaves the choice open. */
export const OPTION: Vocabulary = {
  en: ["option", "options", "alternative", "alternatives", "choice"],
  zh: ["选项", "方案"],
  ja: ["オプション", "選択肢"],
  ko: ["옵션", "선택지", "방안"],
  ru: ["вариант", "варианты", "опция"],
  uk: ["варіант", "варіанти"],
  es: ["opción", "opciones", "alternativa"],
  de: ["option", "optionen", "möglichkeit", "variante"],
  fr: ["option", "options", "possibilité"],
  pt: ["opção", "opções", "alternativa"],
  pl: ["opcja", "opcje", "wariant"],
  it: ["opzione", "opzioni", "alternativa"],
  th: ["ตัวเลือก", "ทางเลือก"],
  ar: ["خيار", "بديل"],
  hi: ["विकल्प", "ऑप्शन"],
  tr: ["seçenek", "seçeneği", "alternatif"],
  cs: ["možnost", "varianta", "varianty", "alternativa"],
  ca: ["opció", "opcions", "alternativa"],
  nl: ["optie", "opties", "alternatief"],
  vi: ["phương án", "lựa chọn", "tùy chọn"],
  id: ["opsi", "pilihan", "alternatif"],
};

/**
 * requests: the verbs a terse request opens with ("修复登录页", "Перепиши README", "Mejora el README"), and in
 * Korean the verbal noun it ends with ("로그인 페이지 수정"). Read only at the edge of a short text, where
 * they tell an order from a reply's fragment; REQUEST holds the words that ask anywhere in a sentence.
 */
export const TASK_VERB: Vocabulary = {
  zh: ["修复", "修改", "修正", "优化", "重构", "添加", "增加", "新增", "删除", "移除", "实现", "编写", "写", "生成", "创建", "新建", "检查", "分析", "解释", "翻译", "总结", "更新", "升级", "部署", "测试", "调试", "排查", "改", "加", "做", "查", "看看", "整理", "设计", "迁移", "替换", "合并", "拆分", "完善", "补充", "调整", "处理", "配置", "安装", "改进", "去掉", "支持"],
  ja: ["修正", "追加", "削除", "実装", "作成", "変更", "改善", "最適化", "リファクタ", "確認", "調査", "更新", "翻訳", "要約", "直して", "作って", "書いて", "見て", "調べて"],
  ko: ["수정", "추가", "삭제", "구현", "작성", "개선", "변경", "생성", "확인", "최적화", "리팩터링", "리팩토링", "업데이트", "번역", "요약", "테스트", "배포", "분석", "정리", "설정"],
  ru: ["улучши", "перепиши", "оптимизируй", "отрефактори", "переделай", "измени", "почини", "объясни", "опиши", "найди", "проанализируй", "посмотри", "разберись", "настрой", "установи", "перенеси", "переименуй", "протестируй", "покажи", "сравни", "составь", "подготовь", "оформи", "убери", "замени", "верни", "выведи", "собери", "разверни", "переведи"],
  uk: ["покращ", "перепиши", "оптимізуй", "зміни", "поясни", "опиши", "знайди", "проаналізуй", "подивись", "налаштуй", "встанови", "перенеси", "перейменуй", "протестуй", "покажи", "порівняй", "склади", "підготуй", "прибери", "заміни", "поверни", "збери", "розгорни", "онови", "видали", "запусти", "реалізуй", "прочитай", "переклади"],
  es: ["mejora", "reescribe", "optimiza", "refactoriza", "cambia", "explica", "describe", "encuentra", "analiza", "mira", "configura", "instala", "mueve", "renombra", "prueba", "muestra", "compara", "prepara", "elimina", "quita", "reemplaza", "traduce", "resume", "actualiza", "ejecuta", "lee", "genera", "diseña", "investiga", "documenta"],
  de: ["verbessere", "optimiere", "ändere", "erkläre", "beschreibe", "finde", "analysiere", "schau", "richte", "installiere", "verschiebe", "benenne", "teste", "zeige", "vergleiche", "bereite", "entferne", "ersetze", "übersetze", "fasse", "aktualisiere", "führe", "lies", "generiere", "entwirf", "untersuche", "dokumentiere", "refaktoriere", "mach", "baue", "lösche"],
  fr: ["améliore", "réécris", "optimise", "refactorise", "modifie", "change", "explique", "décris", "trouve", "analyse", "regarde", "configure", "installe", "déplace", "renomme", "teste", "montre", "compare", "prépare", "supprime", "remplace", "traduis", "résume", "exécute", "lance", "lis", "génère", "conçois", "documente", "mets"],
  pt: ["melhore", "melhora", "reescreva", "otimize", "refatore", "altere", "mude", "explique", "descreva", "encontre", "analise", "configure", "instale", "mova", "renomeie", "teste", "mostre", "compare", "prepare", "remova", "substitua", "traduza", "resuma", "execute", "gere", "documente", "revise", "cria", "adiciona", "corrige", "escreve", "explica", "verifica", "atualiza", "faz"],
  pl: ["popraw", "ulepsz", "przepisz", "zoptymalizuj", "zmień", "wyjaśnij", "opisz", "znajdź", "przeanalizuj", "skonfiguruj", "zainstaluj", "przenieś", "przetestuj", "pokaż", "porównaj", "przygotuj", "usuń", "zamień", "przetłumacz", "podsumuj", "zaktualizuj", "uruchom", "przeczytaj", "wygeneruj", "zaprojektuj"],
  it: ["migliora", "riscrivi", "ottimizza", "modifica", "cambia", "spiega", "descrivi", "trova", "analizza", "configura", "installa", "sposta", "rinomina", "testa", "mostra", "confronta", "prepara", "rimuovi", "elimina", "sostituisci", "traduci", "riassumi", "aggiorna", "esegui", "leggi", "genera", "progetta"],
};

/**
 * requests: the mark of the item to do now, on an item of a pool ("### 즉시 할 일", "### Immediately: push the
 * branch", "### 立即处理"): it sets the order as a pick does.
 */
export const DO_NOW: Vocabulary = {
  en: ["immediately", "right now", "do now", "do this now", "first priority", "top priority", "this session", "start here"],
  zh: ["立即", "马上", "立刻", "本次", "当前任务", "首先"],
  ja: ["今すぐ", "直ちに", "すぐに", "今回", "最優先"],
  ko: ["즉시", "지금 할", "바로 할", "이번 세션", "최우선"],
  ru: ["немедленно", "в первую очередь", "срочно", "сейчас"],
  uk: ["негайно", "в першу чергу", "терміново", "зараз"],
  es: ["inmediato", "inmediatamente", "ahora mismo", "primero"],
  de: ["sofort", "als nächstes", "zuerst"],
  fr: ["immédiatement", "tout de suite", "en premier"],
  pt: ["imediato", "imediatamente", "agora", "primeiro"],
};

/** requests: a choice made among options ("go with B", "recommended: A", "do #1 first"). */
export const CHOICE_MADE: Vocabulary = {
  en: ["go with", "pick option", "choose option", "do option", "recommended:", "(recommended)", "recommendation:", "we recommend", "i recommend", "my recommendation", "start with", "in priority order", "priority order", "first do", "do first", "we chose", "decision:", "chosen:"],
  zh: ["推荐", "选择方案", "优先", "先做", "决定"],
  ja: ["推奨", "おすすめ", "優先", "まず", "決定"],
  ko: ["추천", "권장", "우선", "먼저", "결정"],
  ru: ["рекомендуется", "рекомендую", "приоритет", "сначала", "выбран"],
  uk: ["рекомендую", "пріоритет", "спочатку"],
  es: ["recomendado", "recomendada", "prioridad", "primero", "elegimos"],
  de: ["empfohlen", "priorität", "zuerst", "entschieden"],
  fr: ["recommandé", "recommandée", "priorité", "d'abord", "choisi"],
  pt: ["recomendado", "recomendada", "prioridade", "primeiro", "escolhemos"],
  pl: ["zalecane", "priorytet", "najpierw", "wybrano"],
  it: ["consigliato", "priorità", "prima"],
  th: ["แนะนำ", "ลำดับความสำคัญ", "ทำก่อน", "ตัดสินใจแล้ว", "เลือกแล้ว"],
  ar: ["موصى به", "نوصي", "الأولوية", "أولاً", "أولا", "اخترنا", "قررنا"],
  hi: ["अनुशंसित", "सुझाया गया", "प्राथमिकता", "पहले", "हमने चुना"],
  tr: ["önerilen", "tavsiye edilen", "öncelik", "önce", "ilk olarak", "seçtik"],
  cs: ["doporučeno", "doporučená", "doporučený", "priorita", "nejprve", "nejdřív", "zvolili jsme", "vybrali jsme"],
  ca: ["recomanat", "recomanada", "prioritat", "primer", "hem triat", "vam triar"],
  nl: ["aanbevolen", "prioriteit", "eerst", "gekozen"],
  vi: ["khuyến nghị", "ưu tiên", "trước tiên", "làm trước", "đã chọn"],
  id: ["direkomendasikan", "rekomendasi", "prioritas", "pertama", "terlebih dahulu", "kami memilih"],
};

/** requests: verbs whose work has no natural end, even at a named place ("refactor lib.rs"). */
export const OPEN_ENDED: Vocabulary = {
  en: ["refactor", "improve", "clean up", "optimize", "optimise", "polish", "tidy up", "enhance"],
  zh: ["重构", "优化", "改进", "改善", "整理"],
  ja: ["リファクタ", "りファクタ", "改善", "最適化", "整理して", "きれいにして"],
  ko: ["리팩터", "리팩토링", "개선", "최적화", "정리해"],
  ru: ["рефактор", "улучши", "улучшите", "оптимизируй", "оптимизируйте"],
  uk: ["рефактор", "покращ", "оптимізуй"],
  es: ["refactoriza", "mejora", "optimiza", "limpia"],
  de: ["refaktoriere", "refactore", "verbessere", "optimiere", "räume auf"],
  fr: ["refactorise", "refactorisez", "améliore", "améliorez", "optimise", "optimisez"],
  pt: ["refatore", "refatora", "melhore", "otimize"],
  pl: ["zrefaktoryzuj", "refaktoryzuj", "popraw", "zoptymalizuj"],
  it: ["rifattorizza", "migliora", "ottimizza"],
  th: ["รีแฟกเตอร์", "ปรับปรุง", "ปรับให้ดีขึ้น", "ทำให้ดีขึ้น", "เพิ่มประสิทธิภาพ", "จัดระเบียบ"],
  ar: ["أعد هيكلة", "حسّن", "تحسين", "نظّف"],
  hi: ["रिफैक्टर", "सुधारें", "सुधारो", "बेहतर बनाएं", "बेहतर बनाओ", "ऑप्टिमाइज़", "ऑप्टिमाइज"],
  tr: ["yeniden düzenle", "iyileştir", "optimize et", "temizle"],
  cs: ["refaktoruj", "zrefaktoruj", "vylepši", "vylepšete", "zlepši", "optimalizuj", "ukliď"],
  ca: ["refactoritza", "millora", "optimitza", "neteja"],
  nl: ["verbeter", "optimaliseer", "ruim op", "opschonen"],
  vi: ["tái cấu trúc", "cải thiện", "tối ưu", "dọn dẹp"],
  id: ["refaktor", "tingkatkan", "optimalkan", "rapikan", "bersihkan"],
};

/**
 * requests: headings that name a pool of work nobody has assigned yet: a backlog, a to-do list, a queue,
 * open items. A short pool is the work itself ("do these"); only a long one leaves the worker to choose.
 * A singular "task" heading is the one task, so it is not here, nor words that are also a singular's case
 * form ("задачи", "zadania") or another language's word ("todo").
 */
export const WORK_POOL: Vocabulary = {
  en: ["task list", "task queue", "tasks queue", "todo list", "to-do", "to-dos", "to do list", "backlog", "next tasks", "upcoming tasks", "work queue"],
  zh: ["任务列表", "任务清单", "待办", "后续任务"],
  ja: ["タスク一覧", "タスクリスト", "やることリスト"],
  ko: ["작업 목록", "할 일", "백로그", "과제 목록"],
  ru: ["список задач", "бэклог"],
  uk: ["список завдань", "беклог"],
  es: ["lista de tareas", "tareas", "backlog"],
  de: ["aufgabenliste", "aufgaben", "todo-liste", "backlog"],
  fr: ["liste des tâches", "tâches", "à faire", "backlog"],
  pt: ["lista de tarefas", "tarefas", "backlog"],
  pl: ["lista zadań", "do zrobienia", "backlog"],
  it: ["lista delle attività", "attività", "da fare", "compiti", "backlog"],
  th: ["รายการงาน", "สิ่งที่ต้องทำ"],
  ar: ["قائمة المهام"],
  hi: ["कार्य सूची", "टास्क लिस्ट", "बैकलॉग"],
  tr: ["görev listesi", "yapılacaklar"],
  cs: ["seznam úkolů"],
  ca: ["llista de tasques", "tasques", "per fer", "backlog"],
  nl: ["takenlijst", "taken", "backlog"],
  vi: ["danh sách công việc", "việc cần làm", "backlog"],
  id: ["daftar tugas", "backlog"],
};

/**
 * requests: a heading that reports work left undone rather than assigning it ("what remains", "known issues",
 * "未完了", "今後の課題", "offene Punkte"): a record of the project's state, so from two open items on the
 * worker must pick unless the text picks for it. A neutral task heading ("Tasks", "Aufgaben") is WORK_POOL's.
 */
export const LEFTOVER_WORK: Vocabulary = {
  en: ["remaining", "open tasks", "what remains", "what's left", "what is left", "left to do", "still to do", "still open", "open items", "open issues", "open work", "open threads", "outstanding", "pending", "known issues", "future work", "future improvements", "potential improvements", "possible improvements", "follow-ups", "follow ups", "nice to have", "nice-to-have", "unfinished", "not yet done", "not done yet"],
  zh: ["未完成", "待完成", "剩余任务", "待处理", "待修复", "遗留问题", "后续可做", "后续优化", "待优化", "已知问题", "未来计划", "后续计划"],
  ja: ["未完了", "今後の課題", "残課題", "今後の調査", "残作業", "残タスク", "既知の問題", "今後の改善", "今後の予定"],
  ko: ["남은 작업", "미완료", "향후 과제", "향후 계획", "후속 작업", "알려진 문제", "개선 예정", "미해결"],
  ru: ["осталось сделать", "нерешённые", "нерешенные", "открытые задачи", "известные проблемы", "возможные улучшения", "потенциальные улучшения", "планы на будущее"],
  uk: ["залишилось зробити", "відкриті завдання", "відомі проблеми", "можливі покращення"],
  es: ["pendientes", "tareas pendientes", "trabajo futuro", "mejoras futuras", "problemas conocidos", "queda por hacer", "pendiente", "no resuelto", "sin resolver"],
  de: ["offene punkte", "offene aufgaben", "bekannte probleme", "mögliche verbesserungen", "zukünftige verbesserungen", "noch zu tun", "noch offen"],
  fr: ["reste à faire", "tâches restantes", "problèmes connus", "améliorations futures", "améliorations possibles", "points ouverts", "non résolu"],
  pt: ["pendências", "tarefas pendentes", "problemas conhecidos", "melhorias futuras", "trabalho futuro", "falta fazer", "pendente", "não resolvido"],
  pl: ["otwarte zadania", "znane problemy", "pozostało do zrobienia", "przyszłe usprawnienia"],
  it: ["da completare", "problemi noti", "miglioramenti futuri", "lavoro futuro", "punti aperti", "in sospeso", "non risolto"],
  ca: ["tasques pendents", "pendents", "problemes coneguts", "millores futures"],
  nl: ["openstaande taken", "openstaande punten", "resterende taken", "nog te doen", "bekende problemen"],
  cs: ["otevřené úkoly", "zbývající úkoly", "nevyřešené úkoly", "známé problémy"],
  tr: ["bekleyen görevler", "açık görevler", "kalan görevler", "kalan işler", "bilinen sorunlar"],
  th: ["งานที่เหลือ", "งานค้าง", "งานที่ค้าง", "ปัญหาที่ทราบ"],
  ar: ["المهام المتبقية", "المهام المعلقة", "المهام المفتوحة", "مشاكل معروفة", "تحسينات مستقبلية"],
  hi: ["बाकी काम", "लंबित कार्य", "ज्ञात समस्याएं"],
  vi: ["công việc còn lại", "tồn đọng", "vấn đề đã biết", "cải tiến trong tương lai"],
  id: ["sisa pekerjaan", "pekerjaan tertunda", "tugas tertunda", "tugas yang tersisa", "masalah yang diketahui"],
};

/**
 * requests: a heading that offers its items rather than assigning them ("suggested next tasks", "good next
 * steps", "ideas"): a menu, so two open items already leave the choice to the worker.
 */
export const OFFERED_WORK: Vocabulary = {
  en: ["suggested", "possible next", "potential next", "good next", "ideas", "candidate tasks", "optional tasks", "wishlist", "wish list", "could do next"],
  zh: ["建议的下一步", "可选任务", "候选任务", "想法", "建议任务"],
  ja: ["候補タスク", "アイデア", "提案タスク", "次の候補"],
  ko: ["후보 작업", "아이디어", "제안 작업", "선택 작업"],
  ru: ["идеи", "возможные задачи", "предлагаемые задачи"],
  uk: ["ідеї", "можливі завдання"],
  es: ["ideas", "posibles tareas", "tareas sugeridas", "sugerencias"],
  de: ["ideen", "mögliche aufgaben", "vorschläge", "vorgeschlagene aufgaben"],
  fr: ["idées", "pistes", "tâches suggérées", "suggestions"],
  pt: ["ideias", "possíveis tarefas", "tarefas sugeridas", "sugestões"],
  pl: ["pomysły", "możliwe zadania", "sugerowane zadania"],
  it: ["idee", "possibili attività", "attività suggerite", "suggerimenti"],
  th: ["งานที่แนะนำ", "ไอเดีย", "งานที่เป็นไปได้", "ข้อเสนอแนะ"],
  ar: ["أفكار", "مهام مقترحة", "المهام المقترحة", "اقتراحات", "مهام محتملة"],
  hi: ["सुझाव", "सुझाए गए कार्य", "विचार", "संभावित कार्य"],
  tr: ["fikirler", "önerilen görevler", "öneriler", "olası görevler", "isteğe bağlı görevler"],
  cs: ["nápady", "návrhy", "možné úkoly", "navrhované úkoly", "volitelné úkoly"],
  ca: ["idees", "possibles tasques", "tasques suggerides", "suggeriments"],
  nl: ["ideeën", "mogelijke taken", "voorgestelde taken", "suggesties", "optionele taken"],
  vi: ["ý tưởng", "gợi ý", "việc có thể làm", "công việc tùy chọn"],
  id: ["ide", "saran", "tugas yang disarankan", "kemungkinan tugas", "tugas opsional"],
};

/** requests: the noun of a numbered task heading ("TASK-07", "Aufgabe 3", "任务 2"): each is a deliverable. */
export const TASK_NOUN: Vocabulary = {
  en: ["task", "ticket", "issue", "story", "todo", "assignment", "subtask", "sub-task", "job", "work item"],
  zh: ["任务"],
  ja: ["タスク", "課題"],
  ko: ["작업", "과제"],
  ru: ["задача", "задание"],
  uk: ["завдання"],
  es: ["tarea"],
  de: ["aufgabe", "ticket"],
  fr: ["tâche", "ticket"],
  pt: ["tarefa"],
  pl: ["zadanie"],
  it: ["compito", "attività"],
  th: ["งาน", "ภารกิจ"],
  ar: ["مهمة", "تذكرة"],
  hi: ["कार्य", "टास्क"],
  tr: ["görev"],
  cs: ["úkol", "úloha"],
  ca: ["tasca"],
  nl: ["taak", "opdracht"],
  vi: ["nhiệm vụ", "công việc"],
  id: ["tugas"],
};

/** requests: an item marked done in a list or heading ("✅", "(done)", "已完成"): it is not open work. */
export const DONE: Vocabulary = {
  en: ["done", "completed", "complete", "finished", "resolved", "shipped", "merged"],
  zh: ["已完成", "完成"],
  ja: ["完了", "済み"],
  ko: ["완료"],
  ru: ["готово", "выполнено", "сделано"],
  uk: ["готово", "виконано", "зроблено"],
  es: ["hecho", "completado", "completada", "terminado"],
  de: ["erledigt", "fertig", "abgeschlossen"],
  fr: ["terminé", "fait", "achevé"],
  pt: ["concluído", "concluída", "feito", "pronto"],
  pl: ["zrobione", "ukończone", "gotowe"],
  it: ["fatto", "completato", "completata"],
  th: ["เสร็จแล้ว", "เสร็จสิ้น"],
  ar: ["مكتمل", "منجز", "تم الإنجاز", "تم التنفيذ"],
  hi: ["पूरा हुआ", "पूर्ण हुआ", "पूरा हो गया", "हो गया"],
  tr: ["tamamlandı", "bitti", "yapıldı"],
  cs: ["hotovo", "dokončeno", "splněno", "vyřešeno"],
  ca: ["fet", "completat", "completada", "acabat", "enllestit"],
  nl: ["klaar", "gedaan", "afgerond", "voltooid"],
  vi: ["xong", "đã xong", "đã hoàn thành"],
  id: ["selesai", "sudah selesai", "beres"],
};

/**
 * requests: words that rank a list by priority ("in priority order", "suggested priority", "按优先级"): the order is
 * set, so the worker has nothing to choose, and a heading that says it ("## Next steps (suggested priority)") heads
 * a plan, not a pool. A bare "priority" is not here: "Priority tasks" names important work, in no order.
 */
export const PRIORITY_ORDER: Vocabulary = {
  en: ["in priority order", "priority order", "by priority", "suggested priority", "order of priority", "prioritized", "prioritised"],
  zh: ["按优先级", "优先级顺序"],
  ja: ["優先順", "優先度順"],
  ko: ["우선순위대로", "우선순위 순"],
  ru: ["по приоритету", "в порядке приоритета"],
  uk: ["за пріоритетом", "у порядку пріоритету"],
  es: ["por prioridad", "en orden de prioridad"],
  de: ["nach priorität", "priorisiert"],
  fr: ["par priorité", "par ordre de priorité"],
  pt: ["por prioridade", "em ordem de prioridade"],
  pl: ["według priorytetu"],
  it: ["per priorità", "in ordine di priorità"],
};

/** requests: words that set the order of a pool of work, so the worker has nothing to choose ("in order", "one by one"). */
export const ORDER_GIVEN: Vocabulary = {
  en: ["in order", "in this order", "in the order listed", "in sequence", "one by one", "one at a time", "top to bottom", "all of them", "work through", "each of them", "every task"],
  zh: ["按顺序", "依次", "逐个", "全部完成", "从上到下"],
  ja: ["順番に", "順に", "上から", "すべて実施", "全て実施", "一つずつ"],
  ko: ["순서대로", "차례대로", "하나씩", "모두 수행", "전부"],
  ru: ["по порядку", "по очереди", "одну за другой", "все задачи", "сверху вниз"],
  uk: ["по черзі", "по порядку", "усі завдання"],
  es: ["en orden", "una por una", "en secuencia", "todas las tareas"],
  de: ["der reihe nach", "nacheinander", "in dieser reihenfolge", "alle aufgaben", "von oben nach unten"],
  fr: ["dans l'ordre", "une par une", "l'une après l'autre", "toutes les tâches"],
  pt: ["em ordem", "uma por uma", "na sequência", "todas as tarefas"],
  pl: ["po kolei", "kolejno", "jedno po drugim", "wszystkie zadania"],
  it: ["in ordine", "una alla volta", "tutte le attività"],
  th: ["ตามลำดับ", "ทีละข้อ", "ทีละอย่าง", "จากบนลงล่าง", "ทำทั้งหมด"],
  ar: ["بالترتيب", "واحدة تلو الأخرى", "جميع المهام", "كل المهام", "من الأعلى إلى الأسفل"],
  hi: ["क्रम से", "क्रम में", "एक-एक करके", "एक एक करके", "सभी कार्य", "सभी टास्क", "ऊपर से नीचे"],
  tr: ["sırayla", "sırasıyla", "teker teker", "tek tek", "tüm görevleri", "hepsini", "yukarıdan aşağıya"],
  cs: ["popořadě", "po pořadě", "postupně", "jeden po druhém", "všechny úkoly", "shora dolů"],
  ca: ["en ordre", "per ordre", "una per una", "totes les tasques", "de dalt a baix"],
  nl: ["op volgorde", "in volgorde", "een voor een", "één voor één", "alle taken", "van boven naar beneden"],
  vi: ["theo thứ tự", "lần lượt", "từng cái một", "tất cả các task", "tất cả công việc", "từ trên xuống"],
  id: ["secara berurutan", "berurutan", "satu per satu", "semua tugas", "dari atas ke bawah"],
};

/**
 * material: demonstratives that point into the writer's world ("那个接口", "эту ошибку", "esa pantalla"). In
 * a short text with no locator at all, nothing in the text can be what they point at. Only forms that
 * stand before a noun: not "это"/"c'est"-like pronouns, not "この" (often this repository, this file).
 */
export const DEMONSTRATIVE: Vocabulary = {
  zh: ["那个", "那些", "那段", "那条", "那次", "这个", "这些", "这段", "这条"],
  ja: ["その", "あの"],
  // (the demonstratives before a noun, each its own word: "이 함수", "그 버그", "저 버튼")
  ko: ["이", "그", "저"],
  ru: ["этот", "эта", "эту", "этой", "этого", "этим", "этих", "эти", "этом", "тот самый", "ту самую"],
  uk: ["цей", "ця", "цю", "цієї", "цього", "ці", "цих"],
  es: ["este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "aquel", "aquella"],
  de: ["dieser", "diese", "dieses", "diesen", "diesem", "jener", "jene"],
  fr: ["cet", "cette", "ces"],
  pt: ["este", "esta", "estes", "estas", "esse", "essa", "esses", "essas", "aquele", "aquela"],
  pl: ["ten", "tego", "tej", "tym", "tę", "tych"],
  it: ["questo", "questa", "questi", "queste", "quello", "quella", "quel"],
  hi: ["इस", "उस", "उन"],
  cs: ["tento", "tato", "tyto", "tohoto", "této", "tenhle", "tahle", "tuhle", "ten samý", "tu samou"],
  ca: ["aquest", "aquesta", "aquests", "aquestes", "aquell", "aquella", "aquells", "aquelles"],
  nl: ["deze", "diezelfde", "datzelfde"],
};

/**
 * discourse: the parts a plan or an answer is counted in ("step 4", "4 етап", "方案二", "2단계"). Numbered, one
 * names a place in an enumeration; a short text that gives none leans on one the worker never saw.
 */
/**
 * discourse: an item of an assignment, counted ("exercise 3", "задание 5", "第5题"): with a numeral it names one item
 * of a course sheet or task list, material the worker needs and a short text does not carry.
 */
export const ASSIGNMENT_ITEM: Vocabulary = {
  en: ["exercise", "task", "question", "assignment", "problem", "homework", "lab"],
  zh: ["题", "练习", "作业", "任务"],
  ja: ["課題", "問題", "演習"],
  ko: ["문제", "과제", "연습문제"],
  ru: ["задание", "задача", "упражнение", "вопрос", "лабораторная"],
  uk: ["завдання", "задача", "вправа", "питання", "лабораторна"],
  es: ["ejercicio", "tarea", "pregunta", "problema"],
  de: ["aufgabe", "übung", "frage"],
  fr: ["exercice", "question", "problème", "devoir"],
  pt: ["exercício", "tarefa", "questão", "problema"],
  pl: ["zadanie", "ćwiczenie", "pytanie"],
  it: ["esercizio", "compito", "domanda", "problema"],
};

export const PART_NOUN: Vocabulary = {
  en: ["step", "stage", "phase", "option", "approach", "variant", "point", "item", "part"],
  zh: ["步", "步骤", "阶段", "方案", "选项"],
  ja: ["ステップ", "段階", "手順", "フェーズ", "案", "オプション"],
  ko: ["단계", "방안", "옵션", "스텝"],
  ru: ["шаг", "этап", "вариант", "пункт", "фаза", "часть"],
  uk: ["крок", "етап", "варіант", "пункт", "фаза", "частина"],
  es: ["paso", "etapa", "fase", "opción", "punto", "parte"],
  de: ["schritt", "phase", "stufe", "option", "punkt", "variante", "teil"],
  fr: ["étape", "phase", "option", "point", "variante", "partie"],
  pt: ["passo", "etapa", "fase", "opção", "ponto", "parte"],
  pl: ["krok", "etap", "faza", "opcja", "punkt", "wariant", "część"],
  it: ["passo", "fase", "opzione", "punto", "variante", "parte"],
  th: ["ขั้นตอนที่", "ขั้นที่", "ตัวเลือกที่", "ข้อ"],
  ar: ["الخطوة", "المرحلة", "الخيار", "النقطة"],
  hi: ["चरण", "स्टेप", "विकल्प", "बिंदु"],
  tr: ["adım", "aşama", "seçenek", "madde", "faz"],
  cs: ["krok", "fáze", "etapa", "možnost", "bod", "varianta"],
  ca: ["pas", "etapa", "fase", "opció", "punt"],
  nl: ["stap", "fase", "optie", "punt", "variant"],
  vi: ["bước", "giai đoạn", "phương án", "lựa chọn", "mục"],
  id: ["langkah", "tahap", "fase", "opsi", "poin"],
};

/** requests: words that say a value or a task is not decided yet ("TBD", "pendiente de definir", "待定"). */
export const UNDECIDED: Vocabulary = {
  en: ["tbd", "to be defined", "to be decided", "to be determined", "not yet defined", "not defined yet", "undecided", "not decided yet", "not yet decided"],
  zh: ["待定", "待确定", "待定义", "未定", "尚未确定", "还没定"],
  ja: ["未定", "未決定", "検討中", "これから決める"],
  ko: ["미정", "정해지지 않", "추후 결정", "아직 결정되지"],
  ru: ["не определено", "не определена", "будет определено", "уточняется", "не решено", "пока не выбрано"],
  uk: ["не визначено", "буде визначено", "уточнюється"],
  es: ["pendiente de definir", "por definir", "a definir", "sin definir", "por decidir"],
  de: ["noch offen", "noch festzulegen", "noch nicht festgelegt", "steht noch nicht fest"],
  fr: ["à définir", "à déterminer", "à décider", "non défini", "pas encore défini"],
  pt: ["a definir", "por definir", "a decidir", "ainda não definido", "ainda não definida"],
  pl: ["do ustalenia", "do określenia", "nieustalone", "jeszcze nie ustalono"],
  it: ["da definire", "da decidere", "da stabilire", "non ancora definito"],
  th: ["ยังไม่กำหนด", "รอกำหนด", "ยังไม่ได้ตัดสินใจ"],
  ar: ["لم يحدد بعد", "لم تحدد بعد", "سيتم تحديده", "قيد التحديد"],
  hi: ["तय होना बाकी", "अभी तय नहीं", "निर्धारित होना बाकी"],
  tr: ["belirlenecek", "henüz belirlenmedi", "karar verilecek"],
  cs: ["bude upřesněno", "zatím neurčeno", "k rozhodnutí", "nerozhodnuto"],
  ca: ["per definir", "a definir", "pendent de definir", "per decidir"],
  nl: ["nog te bepalen", "nog niet bepaald", "nog niet besloten"],
  vi: ["chưa xác định", "sẽ xác định sau", "chưa quyết định"],
  id: ["belum ditentukan", "akan ditentukan", "belum diputuskan"],
};

/**
 * material: work whose material the agent's own tools bring in (searching, browsing, scraping, gathering news):
 * a framework task that does it needs no input handed to it.
 */
export const TOOL_WORK: Vocabulary = {
  en: ["search", "find", "research", "look up", "look for", "browse", "scrape", "crawl", "collect", "gather", "monitor", "fetch", "discover", "scout", "explore", "investigate", "query", "identify", "compile", "web", "internet", "online", "the latest", "news", "google"],
  zh: ["搜索", "检索", "查找", "调研", "研究", "爬取", "抓取", "收集", "搜集", "网上", "网络", "最新", "新闻"],
  ja: ["検索", "調査", "リサーチ", "収集", "スクレイピング", "ウェブ", "ネット", "最新", "ニュース"],
  ko: ["검색", "조사", "리서치", "수집", "크롤링", "웹", "인터넷", "최신", "뉴스"],
  ru: ["найди", "найти", "поиск", "исследуй", "исследовать", "собери", "собрать", "интернет", "веб", "новост", "последние"],
  uk: ["знайди", "знайти", "пошук", "досліди", "збери", "інтернет", "новини"],
  es: ["buscar", "busca", "investigar", "investiga", "recopilar", "recopila", "reunir", "web", "internet", "noticias", "últimas"],
  de: ["suche", "suchen", "recherchiere", "recherchieren", "sammle", "sammeln", "web", "internet", "nachrichten", "neueste"],
  fr: ["rechercher", "recherche", "cherche", "collecter", "collecte", "rassembler", "web", "internet", "actualités", "dernières"],
  pt: ["pesquisar", "pesquise", "buscar", "busque", "procurar", "coletar", "colete", "reunir", "web", "internet", "notícias", "últimas"],
  pl: ["wyszukaj", "znajdź", "zbadaj", "zbierz", "internet", "sieć", "wiadomości", "najnowsze"],
  it: ["cerca", "cercare", "ricerca", "raccogli", "raccogliere", "web", "internet", "notizie", "ultime"],
  th: ["ค้นหา", "ค้นคว้า", "รวบรวม", "เว็บ", "อินเทอร์เน็ต", "ข่าว", "ล่าสุด"],
  ar: ["ابحث", "البحث", "اجمع", "جمع", "الويب", "الإنترنت", "الأخبار", "أحدث"],
  hi: ["खोजें", "खोजो", "ढूंढें", "शोध", "इकट्ठा", "वेब", "इंटरनेट", "समाचार", "नवीनतम"],
  tr: ["ara", "araştır", "bul", "topla", "web", "internet", "haberler", "en son"],
  cs: ["vyhledej", "najdi", "prozkoumej", "shromáždi", "web", "internet", "zprávy", "nejnovější"],
  ca: ["cerca", "cercar", "busca", "investiga", "recopila", "web", "internet", "notícies", "últimes"],
  nl: ["zoek", "zoeken", "onderzoek", "verzamel", "web", "internet", "nieuws", "nieuwste"],
  vi: ["tìm kiếm", "tìm", "nghiên cứu", "thu thập", "web", "internet", "tin tức", "mới nhất"],
  id: ["cari", "telusuri", "riset", "kumpulkan", "web", "internet", "berita", "terbaru"],
};

/**
 * requests: a heading over the work that comes next ("Next steps", "下一步", "Nächste Schritte"). Under it the
 * worker looks for its task; when every item there is done, someone else's or optional, it finds none.
 */
export const NEXT_WORK: Vocabulary = {
  en: ["next steps", "next step", "follow-up", "follow up", "next actions", "next action", "next session", "next up", "up next", "what's next", "what is next", "what to do next", "where to go from here", "to resume", "to continue"],
  zh: ["下一步", "后续步骤", "接下来", "下次会话", "下一会话", "下一阶段"],
  ja: ["次のステップ", "次にやること", "次回", "次のセッション", "今後の作業"],
  ko: ["다음 단계", "다음 할 일", "다음 세션", "다음 작업", "다음 스텝", "후속"],
  ru: ["следующие шаги", "следующий шаг", "дальнейшие шаги", "что дальше", "следующая сессия"],
  uk: ["наступні кроки", "наступний крок", "що далі", "наступна сесія"],
  es: ["próximos pasos", "siguientes pasos", "siguiente paso", "próximo paso", "próxima sesión"],
  de: ["nächste schritte", "nächster schritt", "nächste sitzung", "wie es weitergeht"],
  fr: ["prochaines étapes", "prochaine étape", "étapes suivantes", "prochaine session"],
  pt: ["próximos passos", "próximo passo", "próxima sessão", "próximas etapas"],
  pl: ["następne kroki", "kolejne kroki", "następny krok", "następna sesja"],
  it: ["prossimi passi", "prossimo passo", "passi successivi", "prossima sessione"],
  th: ["ขั้นตอนถัดไป", "สิ่งที่ต้องทำต่อไป"],
  ar: ["الخطوات التالية", "الخطوة التالية"],
  hi: ["अगले कदम", "अगला कदम"],
  tr: ["sonraki adımlar", "sonraki adım"],
  cs: ["další kroky", "další krok"],
  ca: ["propers passos", "següents passos"],
  nl: ["volgende stappen", "volgende stap"],
  vi: ["bước tiếp theo", "các bước tiếp theo"],
  id: ["langkah berikutnya", "langkah selanjutnya"],
};

/**
 * requests: an item of next work that a person other than the worker must do or decide ("the user needs to add the
 * DNS record", "operator decision", "사용자 작업 필요", "需要用户在真机上测试"): it is on the list, but it is not the
 * worker's. English subjects and modals are read from the grammar (`personsStep` in requests.ts); these are the
 * fixed phrases.
 */
export const PERSONS_WORK: Vocabulary = {
  en: ["user action", "user actions", "user action required", "human action", "manual step", "manual steps", "(manual)", "operator decision", "operator decisions", "owner decision", "owner decisions", "user decision", "user decisions", "user's decision", "owner's decision", "requires the user", "requires user", "needs the user", "for the user to", "user to decide", "owner to decide", "on a physical device", "on a real device", "on a physical phone", "on real hardware"],
  zh: ["用户自行", "需要用户", "找用户", "由用户", "找用户确认", "待用户", "用户操作", "用户决定", "人工操作", "手动操作", "真机测试", "在真机上"],
  ja: ["ユーザー側", "ユーザー作業", "ユーザーが実施", "ユーザーの判断", "オーナー判断", "手動で", "実機で", "実機確認"],
  ko: ["사용자 작업", "사용자 조치", "사용자가 직접", "사용자 확인 필요", "사용자 결정", "수동 작업", "실기기"],
  ru: ["пользователь должен", "на стороне пользователя", "вручную", "решение владельца", "решает пользователь", "на реальном устройстве"],
  uk: ["користувач має", "на боці користувача", "вручну", "на реальному пристрої"],
  es: ["el usuario debe", "decisión del usuario", "a mano", "en un dispositivo real"],
  de: ["der nutzer muss", "der benutzer muss", "entscheidung des nutzers", "manuell", "auf einem echten gerät"],
  fr: ["l'utilisateur doit", "décision de l'utilisateur", "manuellement", "sur un vrai appareil"],
  pt: ["o usuário deve", "o usuário precisa", "o utilizador deve", "decisão do usuário", "manualmente", "em um dispositivo real"],
  pl: ["użytkownik musi", "decyzja użytkownika", "ręcznie", "na prawdziwym urządzeniu"],
  it: ["l'utente deve", "decisione dell'utente", "manualmente", "su un dispositivo reale"],
};

/**
 * requests: an item of next work that watches rather than does ("Monitor test stability over several runs", "持续观察",
 * "経過観察"): it has no end the worker could reach now, so it is not a task.
 */
export const WATCH_WORK: Vocabulary = {
  en: ["monitor", "keep monitoring", "keep an eye on", "keep watching", "watch for", "watch out for", "observe", "keep track of"],
  zh: ["观察", "持续观察", "持续关注", "关注", "监控", "留意"],
  ja: ["様子を見る", "様子見", "経過観察", "監視", "注視"],
  ko: ["모니터링", "지켜보", "관찰"],
  ru: ["наблюдать", "мониторить", "следить за", "отслеживать"],
  uk: ["спостерігати", "моніторити", "стежити за", "відстежувати"],
  es: ["monitorear", "monitorizar", "vigilar", "observar"],
  de: ["beobachten", "überwachen", "im auge behalten"],
  fr: ["surveiller", "observer"],
  pt: ["monitorar", "acompanhar", "observar"],
};

/**
 * requests: an item of next work marked optional or put off ("(optional)", "if needed", "later", "可选", "必要に応じて"):
 * the writer does not ask for it now.
 */
export const OPTIONAL_WORK: Vocabulary = {
  en: ["optional", "optionally", "if needed", "if wanted", "if desired", "if necessary", "if required", "nice to have", "nice-to-have", "on demand", "later", "someday", "eventually", "deferred", "postponed", "whenever", "if it ever", "if it becomes", "if anyone asks", "if you choose", "if you want", "if time permits", "if there is time", "if you have time", "not urgent", "can wait", "skip", "not this session", "not now", "out of scope", "won't do"],
  zh: ["可选", "后置", "暂缓", "以后再", "有空再", "视情况", "按需", "暂不", "本次不做", "这次不做", "暂不处理"],
  ja: ["任意", "余裕があれば", "必要に応じて", "後回し", "将来的に", "いずれ", "今回は対応しない", "今回は見送り", "対象外"],
  ko: ["선택 사항", "(선택)", "선택:", "나중에", "필요시", "필요 시", "여유가 있으면", "보류", "이번에는 하지 않", "범위 밖"],
  ru: ["опционально", "необязательно", "по желанию", "при необходимости", "позже", "отложено", "когда-нибудь", "не в этот раз", "вне рамок"],
  uk: ["опціонально", "необов'язково", "за потреби", "пізніше", "відкладено"],
  es: ["opcional", "si hace falta", "si es necesario", "más adelante", "pospuesto", "aplazado", "fuera de alcance", "no en esta sesión"],
  de: ["optional", "bei bedarf", "später", "zurückgestellt", "irgendwann", "nicht in dieser sitzung", "außerhalb des umfangs"],
  fr: ["optionnel", "facultatif", "si besoin", "plus tard", "reporté", "hors périmètre", "pas cette session"],
  pt: ["opcional", "se necessário", "mais tarde", "adiado", "quando houver tempo", "fora do escopo", "não nesta sessão"],
  pl: ["opcjonalnie", "opcjonalne", "w razie potrzeby", "później", "odłożone"],
  it: ["opzionale", "facoltativo", "se necessario", "più avanti", "rimandato"],
  th: ["ไม่บังคับ", "ถ้าจำเป็น", "ภายหลัง"],
  ar: ["اختياري", "عند الحاجة", "لاحقا"],
  hi: ["वैकल्पिक", "ज़रूरत हो तो", "बाद में"],
  tr: ["isteğe bağlı", "gerekirse", "daha sonra"],
  cs: ["volitelné", "v případě potřeby", "později"],
  ca: ["opcional", "si cal", "més endavant"],
  nl: ["optioneel", "indien nodig", "later"],
  vi: ["tùy chọn", "nếu cần", "sau này"],
  id: ["opsional", "jika perlu", "nanti"],
};

/**
 * requests: a sentence that says no work is open ("There is no open work", "没有待办", "Offene Punkte: keine"): a record
 * of a finished state, which gives the worker nothing to do.
 */
export const NO_OPEN_WORK: Vocabulary = {
  en: ["there is no open work", "no open work", "nothing left to do", "nothing is left to do", "no open tasks", "no pending tasks", "no remaining work", "no outstanding work", "all tasks are done", "all tasks are complete", "all tasks are completed", "there is nothing left", "no active task", "no active tasks", "no current task"],
  zh: ["没有待办", "无待办", "没有未完成的任务", "没有剩余任务", "暂无待办", "所有任务已完成"],
  ja: ["残作業はありません", "残タスクはありません", "未完了タスクはありません", "すべてのタスクが完了"],
  ko: ["남은 작업 없음", "남은 작업이 없", "모든 작업 완료", "미완료 작업 없음"],
  ru: ["открытых задач нет", "задач не осталось", "все задачи выполнены", "незакрытых задач нет"],
  uk: ["відкритих завдань немає", "завдань не залишилося", "усі завдання виконано"],
  es: ["no hay trabajo pendiente", "no quedan tareas", "no hay tareas pendientes", "todas las tareas están completas"],
  de: ["keine offenen punkte", "keine offenen aufgaben", "nichts mehr zu tun", "alle aufgaben erledigt"],
  fr: ["aucune tâche en attente", "plus rien à faire", "toutes les tâches sont terminées"],
  pt: ["não há trabalho pendente", "nenhuma tarefa pendente", "não há tarefas pendentes", "todas as tarefas concluídas"],
  pl: ["brak otwartych zadań", "nie ma otwartych zadań", "wszystkie zadania wykonane"],
  it: ["nessuna attività in sospeso", "non ci sono attività aperte", "tutte le attività completate"],
};

/**
 * requests: the next work said to come later from a person ("wait for the user's next request", "下一窗口首先接收用户的新需求"):
 * there is no task in the text yet.
 */
export const AWAIT_REQUEST: Vocabulary = {
  en: ["wait for the user's next request", "wait for the next request", "await the next request", "await further instructions", "wait for further instructions", "wait for new requirements", "await new requirements", "wait for the user's instructions"],
  zh: ["接收用户的新需求", "等待用户的新需求", "等用户的新需求", "等待用户指令", "等待用户的指示", "等待新需求", "等待下一步指示"],
  ja: ["ユーザーの新しい依頼を待", "次の指示を待", "新しい要望を待"],
  ko: ["새 요청을 기다", "다음 지시를 기다", "새로운 요구사항을 기다"],
  ru: ["ждать новых задач", "дождаться новых требований", "ждать дальнейших указаний", "ожидать новых задач"],
  uk: ["чекати нових завдань", "чекати подальших вказівок"],
  es: ["esperar nuevas instrucciones", "esperar nuevos requisitos", "esperar la próxima solicitud"],
  de: ["auf neue anweisungen warten", "auf weitere anweisungen warten", "auf neue anforderungen warten"],
  fr: ["attendre de nouvelles instructions", "attendre les prochaines demandes"],
  pt: ["aguardar novas instruções", "aguardar novos requisitos", "esperar novas instruções"],
  pl: ["czekać na nowe polecenia", "czekaj na nowe polecenia"],
  it: ["attendere nuove istruzioni", "aspettare nuove istruzioni"],
};
