import { createRequire } from 'node:module';

/**
 * WordNet's lists of irregular forms (as the maintained `wink-lexicon` package ships them): "brought"
 * is "bring", "held" is "hold", "paid" is "pay", "analyses" is "analysis" — forms no suffix-stripping
 * reaches, so "the parties agreed to bring disputes" meets "any dispute shall be brought".
 */
const requireData = createRequire(import.meta.url);
const VERB_EXCEPTIONS = requireData('wink-lexicon/src/wn-verb-exceptions.js') as Record<string, string>;
const IRREGULAR: Readonly<Record<string, string>> = {
  ...(requireData('wink-lexicon/src/wn-noun-exceptions.js') as Record<string, string>),
  ...VERB_EXCEPTIONS,
};

/** Whether a word (lower case) is a form of a verb: the lexicon's tags, or WordNet's irregular verb forms ("arose", "fled"). */
export const isVerbForm = (word: string): boolean => Object.hasOwn(VERB_EXCEPTIONS, word) || (lexiconTags(word)[0] ?? '').startsWith('VB');

/** Where a sentence ends: a stop before a capital ("1.5 million" and "Mr. Voss" do not end one). */
export const SENTENCE_END = /(?<!\b(?:Mr|Ms|Mrs|Dr|St|No|Inc|Co))[.!?;](?=\s+["']?[A-Z])/g;

/**
 * The parts of speech the same package's lexicon gives a common English word (its most frequent
 * forms): "please" is a verb or an interjection, never a noun — read at a sentence's start it is no
 * place, whatever a capital letter suggests.
 */
const LEXICON = requireData('wink-lexicon/src/lexicon.js') as Record<string, readonly string[] | undefined>;
/** Tags of words that name nothing: verbs, adverbs, interjections, question words, function words. */
const NAMES_NOTHING = /^(?:VB[DGNPZ]?|RB[RS]?|UH|WRB|WP\$?|WDT|IN|CC|DT|PDT|PRP\$?|MD|TO|EX|RP)$/;

/** The parts of speech the lexicon gives a word, the most frequent first (none for a word it does not know). */
export function lexiconTags(word: string): readonly string[] {
  const lower = word.toLowerCase();
  const tags = Object.hasOwn(LEXICON, lower) ? LEXICON[lower] : undefined;
  return Array.isArray(tags) ? tags : [];
}

/** Whether the lexicon knows a word only as one that names nothing (never a noun or an adjective). */
export function namesNothing(word: string): boolean {
  const tags = lexiconTags(word);
  return tags.length > 0 && tags.every((t) => NAMES_NOTHING.test(t));
}

/**
 * Content words for subject matching: lower case, function words dropped, a light stem, and a
 * small business/legal synonym table so "received the letter" meets "notice … delivered". Each
 * word carries a weight; the parties' names (everywhere in a case) weigh little.
 */

const STOP = new Set(
  (
    'a an the and or but if then so of to in on at by for from with without into onto over under about above below up down out off ' +
    'is are was were be been being am do does did done doing have has had having will would shall should can could may might must ' +
    'i me my mine we us our ours you your yours he him his she her hers it its they them their theirs this that these those there here ' +
    'what which who whom whose when where why how whether any all some each every both either neither such same other another ' +
    'not no nor yes yeah yep okay ok well just very really also only too than as like oh um uh mr ms mrs dr sir ' +
    'correct right true exactly sure think believe know recall remember say said tell told see saw mean meant ' +
    'q a please would can kind sort thing things something anything nothing someone anyone everyone one ones again ever says saying ' +
    'first last time times much many more most less least few lot lots let us let\'s get got go went come came comes coming across together ' +
    'going back again also per section sections paragraph paragraphs article date dated maybe perhaps probably early actually ' +
    "didn't isn't wasn't weren't don't doesn't haven't hasn't hadn't won't wouldn't couldn't can't shouldn't aren't i'm i'd i've i'll you'd " +
    "you're we'd we're we've they're they'd he's she's it's that's there's what's who's " +
    // (Every contraction of a pronoun or a question word: "riders who'd complained" is about the riders.)
    "who'd who'll who've what'd what'll where's where'd how's when's why's there'd there'll that'd that'll it'd it'll he'd he'll she'd she'll they'll they've we'll you'll you've ain't mustn't needn't shan't " +
    'after before since until till through throughout during between long ago within look looking turning regarding concerning respect talking ' +
    'once while whenever upon often frequently ' +
    'now itself himself herself themselves yourself far aware knowledge recollection understanding today yesterday tomorrow tonight'
  ).split(/\s+/u),
);

/** Words that mean the same for matching a testimony's subject against a document's. */
const SYNONYMS: Record<string, string> = {
  get: 'receive', got: 'receive', receiv: 'receive', arriv: 'receive', deliver: 'send', serv: 'send', sent: 'send', send: 'send', ship: 'send',
  email: 'email', 'e-mail': 'email', emailed: 'email', 'e-mailed': 'email', electronic: 'email',
  letter: 'notice', notic: 'notice', notif: 'notice', notifi: 'notice', notify: 'notice',
  // An e-mail's "FW:" / "Fwd:" says it was forwarded.
  fw: 'forward', fwd: 'forward',
  // What is owed is what was not paid: "how much did Northwind owe" is "failed to pay invoices totaling".
  pai: 'pay', paid: 'pay', pay: 'pay', ow: 'pay', owe: 'pay', owed: 'pay', owing: 'pay', unpaid: 'pay', outstand: 'pay',
  // What one is paid by the year: a salary, wages, earnings; "annual" is by the year.
  salary: 'pay', salari: 'pay', wage: 'pay', earn: 'pay', earning: 'pay', annual: 'year', annually: 'year', yearly: 'year',
  invoic: 'invoice', bill: 'invoice',
  trailer: 'trailer', unit: 'trailer', reefer: 'trailer', truck: 'trailer', equip: 'trailer',
  termin: 'terminate', cancel: 'terminate',
  // Whom one reports to: "who was your boss", "your supervisor", "who did you report to".
  boss: 'report', supervisor: 'report', superior: 'report',
  agreement: 'contract', contract: 'contract', mlsa: 'contract',
  reassign: 'reallocate', realloc: 'reallocate', divert: 'reallocate', diver: 'reallocate', mov: 'reallocate', move: 'reallocate', transfer: 'reallocate',
  consent: 'consent', approv: 'consent', permiss: 'consent', agre: 'consent',
  // (Lost cargo is a loss: "lost or damaged cargo" meets "liable for loss of or damage to cargo".
  // Not the verb "lose": "how much did Northwind lose in spoiled freight" is about the freight.)
  damag: 'damage', loss: 'damage', lost: 'damage', spoil: 'spoil',
  sign: 'sign', execut: 'sign',
  instruct: 'instruct',
  // Coming to know of something: "when did you first learn of …", "the first you heard of …", "discovered".
  // A storm hits or strikes a place.
  hit: 'strike', struck: 'strike', strike: 'strike', strik: 'strike',
  // Joining an employer: "when did you join", "when was he hired", "was employed by Defendant from".
  join: 'join', hire: 'join', employed: 'join',
  learn: 'learn', learnt: 'learn', heard: 'learn', hear: 'learn', discov: 'learn', discover: 'learn',
  // Speaking with someone: "did you ever speak to the driver", "you did talk to him" (WordNet's talk, speak).
  talk: 'speak', spok: 'speak', spoke: 'speak', spoken: 'speak', speak: 'speak',
  compani: 'company', firm: 'company', corpor: 'company',
  // Where a firm is organised: "a Delaware limited liability company", "a New York corporation".
  organi: 'company', organiz: 'company', organis: 'company', incorpor: 'company', form: 'company',
  // A breach by its plain names: "fix the problem".
  problem: 'breach', violat: 'breach',
  // Disputing a charge: contesting, challenging it, marking or flagging it.
  contest: 'disput', challeng: 'disput', flag: 'flag', mark: 'flag',
  fedex: 'courier', courier: 'courier', overnight: 'courier',
  // ("Denial" stems to "deni": the letter denying the claim is the denial of it.)
  deni: 'deny', denial: 'deny', deny: 'deny',
  liabl: 'liability', liabil: 'liability',
  // To cure a breach is to remedy it: restore what was owed.
  cur: 'cure', cure: 'cure', remedi: 'cure', remedy: 'cure', restor: 'cure', restore: 'cure', fix: 'cure',
  // Plain words for a contract's defined terms: "the deal", "how long it ran", "the busy season".
  effectiv: 'effect', effect: 'effect', late: 'delay', delay: 'delay', tardi: 'delay', overdu: 'delay', copi: 'copy', copy: 'copy', cc: 'copy',
  deal: 'contract', busy: 'peak', run: 'term', duration: 'term', expir: 'term', divers: 'reallocate',
  // How long a contract lasts: it runs, stays or remains in force, continues, until it expires.
  stay: 'term', remain: 'term', continu: 'term', last: 'term', lasted: 'term',
  // The trailers by their other names, and holding them for someone.
  refriger: 'trailer', 'temperature-controll': 'trailer', keep: 'supply', kept: 'supply', hold: 'supply', held: 'supply', reserv: 'supply',
  // A terminal is a place, not an ending; "made available" is "making available".
  terminal: 'terminal', made: 'make', mak: 'make', make: 'make',
  // A site is a facility, a plant's premises: "how long were they on site" is "inspected your facility".
  site: 'facility', facility: 'facility', premis: 'facility', premises: 'facility',
  // Being insured is having coverage: "health insurance" is "group health coverage".
  insur: 'insurance', insuranc: 'insurance', insured: 'insurance', coverag: 'insurance', coverage: 'insurance',
  // Suing is bringing a suit: "sue", "lawsuit", "suit limitation".
  sue: 'suit', sued: 'suit', suing: 'suit', suit: 'suit', lawsuit: 'suit',
  forum: 'court', venu: 'court', finish: 'complete', complet: 'complete', complete: 'complete',
  notariz: 'notary', notaris: 'notary',
  // A memorandum is a memo ("the findings memo", "a memorandum on revenue recognition").
  memorandum: 'memo', memoranda: 'memo', memo: 'memo',
  // An event's taking place: "when did this happen" meets "the claim arose on", "the accident occurred".
  happen: 'happen', occur: 'happen', occurr: 'happen', aris: 'happen', arise: 'happen', arose: 'happen', arisen: 'happen',
  // Being hurt is an injury: "nobody was hurt" meets "minor injuries", "injured" meets "injury".
  injur: 'injury', injury: 'injury', injuri: 'injury', hurt: 'injury', wound: 'injury',
  supp: 'supply', giv: 'supply', give: 'supply', gave: 'supply', provid: 'supply', suppli: 'supply', supply: 'supply', availabl: 'supply', furnish: 'supply',
};

/** The words of a synonym group other than this one's ("contract" → agreement, mlsa): for searching. */
export function alsoSaid(word: string): string[] {
  const group = canonical(word);
  const others = Object.entries(SYNONYMS)
    .filter(([w, g]) => g === group && w !== word.toLowerCase() && w.length >= 4 && stem(w) !== stem(word))
    .map(([w]) => w);
  return [...new Set([...(group !== word.toLowerCase() && stem(group) !== stem(word) ? [group] : []), ...others])].slice(0, 3);
}

/** Words that also say another, more general one ("e-mailed" is a way of sending). */
const IMPLIES: Record<string, string> = { email: 'send', courier: 'send' };

/** A crude English stem: enough to meet "received"/"receives"/"receiving" and "termination"/"terminated". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/u, '');
  if (w.length <= 3) return w;
  for (let pass = 0; pass < 2; pass += 1) {
    let removed = '';
    for (const suffix of ['ations', 'ation', 'ated', 'ating', 'ates', 'ate', 'ments', 'ment', 'ings', 'ing', 'edly', 'ed', 'ies', 'ives', 'ive', 'es', 's', 'ly', 'er', 'ion', 'al', 'e']) {
      // (Not the s of "pass", "focus", "basis": "refused" → "refus" meets "refuse", not "refu".)
      if (suffix === 's' && /[sui]s$/.test(w)) continue;
      // (The -ive of "injunctive", "exclusive", "effective" — not of "receive", "believe", "arrive".)
      if (suffix.startsWith('ive') && !/[ts]ives?$/.test(w)) continue;
      // (Not the -ly of a short verb or noun: "apply", "reply", "early", "daily" are no adverbs of "app", "ear".)
      if (suffix === 'ly' && w.length - 2 < 4) continue;
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
        w = w.slice(0, -suffix.length);
        if (suffix === 'ies') w += 'y';
        removed = suffix;
        break;
      }
    }
    // "flagged" → "flagg" → "flag", "shipping" → "ship": a consonant doubled before the ending is
    // one (not l, s or z: "billed" is "bill"), as Porter's step 1b has it.
    if (['ing', 'ed'].includes(removed) && /([b-df-hj-km-np-rtv-y])\1$/.test(w)) w = w.slice(0, -1);
    // "tendering" → "tender" → "tend", as "tender" → "tend".
    if (!['ing', 'ings', 'ed'].includes(removed)) break;
  }
  return w;
}

/** Every page sentence's every word goes through canonical(): the answers are kept. */
const CANONICAL = new Map<string, string>();

/** The canonical form a word is matched by (its synonym group, else its stem). */
export function canonical(word: string): string {
  const lower = word.toLowerCase();
  const known = CANONICAL.get(lower);
  if (known !== undefined) return known;
  // (The lexicon's own forms first: "sent" and "paid" are in it already.)
  const base = SYNONYMS[lower] === undefined && Object.hasOwn(IRREGULAR, lower) ? IRREGULAR[lower]! : lower;
  const direct = SYNONYMS[base];
  const s = direct ? '' : stem(base);
  // "delivered" stems to "deliv", "cured" to "cur": a form one suffix longer ("deliver", "cure") or
  // shorter finds the same group. (The -er only when the word had it: "delivered" is "deliver", but
  // an audit's "trails" are no "trailer".)
  const out = direct ?? SYNONYMS[s] ?? SYNONYMS[`${s}e`] ?? (base.startsWith(`${s}er`) ? SYNONYMS[`${s}er`] : undefined) ?? SYNONYMS[s.replace(/(?:at|er|e)$/, '')] ?? s;
  if (CANONICAL.size > 50_000) CANONICAL.clear();
  CANONICAL.set(lower, out);
  return out;
}

const WORD_RE = /[\p{L}][\p{L}\p{N}'’-]*/gu;

/**
 * The raw words of a text (letters first; numbers are values, not subjects). An ordinal's
 * letters ("30th") are part of its value; other letters after a digit are a word (a table's
 * cells run together in extracted text: "02/12/20241COMPLAINT").
 */
export function rawWords(text: string): string[] {
  return [...text.matchAll(WORD_RE)].filter((m) => !(m.index > 0 && /\d/.test(text[m.index - 1]!) && /^(?:st|nd|rd|th)$/i.test(m[0]))).map((m) => m[0].replace(/[’']s$/u, '').replace(/[-'’]+$/u, ''));
}

export const isStopWord = (word: string): boolean => STOP.has(word.toLowerCase().replace(/’/gu, "'"));

/** Words that make a value approximate: how sure the witness is, never what an answer is about. */
export const APPROXIMATE_WORDS: readonly string[] = ['roughly', 'approximately', 'around', 'about'];

/** Calendar and unit words: part of a value, not of its subject. */
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'dollar', 'dollars', 'percent', ...APPROXIMATE_WORDS]);

/** Numbers and ordinals in words: values, not what a text is about ("sixty days", "the fifteenth"). */
const NUMBER_WORDS = /^(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|(?:twenty|thirty)?-?(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)|(?:twenty|thirty)-first)$/;

/** Stop-list nouns that name a kind of the noun after them ("time punches", "time sheets"), not "first time". */
export const NOUN_BEFORE_NOUN: ReadonlySet<string> = new Set(['time']);

/** Whether a word is a number or an ordinal in words ("sixteen", "thirty-first"): a value, not a subject. */
export const isNumberWord = (word: string): boolean => NUMBER_WORDS.test(word.toLowerCase());

/**
 * Joining an employer in plain words, which no one word says: "when I started at Meridian", "he
 * started with the company", "I came to Meridian in 2019", "I started as a pricing analyst",
 * "been with the company", "been with the Authority": the same as "joined" or "was hired" (a
 * starting date, a trip to a meeting, "came to us", "started on the report", "started with the
 * Castellan account" are not); so is going to work for one ("when did you first go to work for the
 * Authority?").
 */
const JOINING = /\b(?:start(?:ed|ing|s)?|began|begun|came|come|coming|been)\s+(?:(?:work|working)\s+)?(?:(?:with|at|for)\s+(?:the\s+(?:company|firm|business)\b|[A-Z][a-z]|the\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?=\s*(?:[?.,;!]|$|\s+(?:in|since|back|altogether|now|so far|all told)\b)))|to\s+[A-Z][a-z]|as\s+an?\s)|\b(?:go|goes|went|gone|going)\s+to\s+work\s+(?:for|at|with)\b/;

/** Earning said by a phrase: "he was making about a hundred and thirty thousand a year" is his pay. */
const MAKING_A_YEAR = /\bmak(?:e|es|ing)\b[^.?!;]{0,60}\b(?:a|per|an|every)\s+(?:year|month|week|hour)\b/i;

/** Ending a contract said by a phrase: "walk away from the agreement", "pull out of the deal", "get out of the contract". */
const LEAVING_A_DEAL = /\b(?:walk(?:ed|ing|s)?\s+away\s+from|pull(?:ed|ing|s)?\s+out\s+of|g[eo]t(?:ting)?\s+out\s+of)\b/i;

/** Restoring what was taken, said by a phrase: "put the full pool back", "bring the trailers back". */
const PUTTING_BACK = /\b(?:put(?:s|ting)?|br(?:ing|ings|inging|ought))\s+(?:[\w'-]+\s+){0,6}?back\b/i;

/** Suing said by a phrase: "legal action", "any action be brought within two years", "file a lawsuit". */
const SUING = /\b(?:legal\s+action|action\s+(?:be\s+|is\s+|was\s+|were\s+)?brought|br(?:ing|ings|ought)\s+(?:an?|any|the)\s+(?:legal\s+)?action|fil(?:e|es|ed|ing)\s+(?:a\s+|any\s+)?(?:suit|lawsuit))\b/i;

/** A firm's seat in a pleading's or a contract's words ("its principal place of business at …"): its headquarters. */
const PRINCIPAL_OFFICE_SAID = String.raw`principal (?:place of business|offices?|executive offices?)`;
const PRINCIPAL_OFFICE = new RegExp(String.raw`\b${PRINCIPAL_OFFICE_SAID}\b`, 'i');
/**
 * A firm's seat said in its several ways: "headquartered in", "its principal place of business
 * in", "based out of". (Not a subject word: a paper writes the seat as often as an address block.)
 */
export const SEAT = new RegExp(String.raw`\b(?:headquarter(?:s|ed)?|${PRINCIPAL_OFFICE_SAID}|head office|home office|main office|based (?:in|out of|at))\b`, 'i');

/**
 * Choosing a forum said by a clause's phrase: "each party irrevocably submits to the exclusive
 * jurisdiction of the courts located in …", "venue shall lie in …" is the parties consenting to bring
 * their disputes there ("which county did the parties agree to bring their disputes in?").
 */
const CHOOSING_A_FORUM = /\b(?:submits?|submitted|consents?|consented)\s+to\s+(?:the\s+)?(?:(?:sole|exclusive|non-exclusive|personal)\s+)*jurisdiction\b|\bvenue\s+(?:shall|will)\s+(?:lie|be)\b|\bexclusive\s+(?:jurisdiction|venue)\s+(?:of|in)\b/i;

/** Withholding said by a phrase: "hold back what it disputed", "held the payment back". */
const HOLDING_BACK = /\b(?:hold|holds|holding|held)\s+(?:[\w'-]+\s+){0,3}?back\b/i;

const PHRASES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [[JOINING, ['join']], [PRINCIPAL_OFFICE, ['headquarters']], [MAKING_A_YEAR, ['pay']], [LEAVING_A_DEAL, ['terminate']], [PUTTING_BACK, ['cure']], [SUING, ['suit']], [CHOOSING_A_FORUM, ['consent', 'dispute', 'bring']], [HOLDING_BACK, ['withhold']]];

/** Words a text says by a phrase rather than a word (joining an employer, pay by the year, suing, a forum chosen): for its bag and its search. */
export const phraseWords = (text: string): string[] => PHRASES.filter(([phrase]) => phrase.test(text)).flatMap(([, words]) => words);

/** Content words of a text, canonical, without function words, month names or value words. */
/** A number and a letter, in figures or words: "50-h", "fifty-h", "10-K". */
const NUMBER_LETTER = /\b(\d{1,3}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-([a-z])\b/gi;
const SPOKEN_TENS: Record<string, string> = { ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90' };

export function contentWords(text: string): string[] {
  const out: string[] = [];
  let before = '';
  const raw = rawWords(text);
  for (const [i, w] of raw.entries()) {
    const lower = w.toLowerCase().replace(/’/gu, "'");
    // "Late September", "early in March": part of the date said, not a delay.
    if (/^(?:late|early|mid)$/.test(lower) && MONTHS.has((raw[i + 1] === 'in' ? raw[i + 2] : raw[i + 1])?.toLowerCase() ?? '')) {
      before = lower;
      continue;
    }
    // "At that point", "for a moment", "for a minute": when or for how long the examiner means, not what about.
    if ((lower === 'point' && /^(?:that|this)$/.test(before)) || (/^(?:moment|minute|second)$/.test(lower) && /^(?:a|the|that|this)$/.test(before))) {
      before = lower;
      continue;
    }
    // "When did the hearing take place?": it happened, no place is asked.
    if (lower === 'place' && /^(?:take|takes|took|taken|taking)$/.test(before)) {
      before = lower;
      out.push(canonical('happen'));
      continue;
    }
    // "Do you recall" asks the witness's memory; "the recall" is a product's, and what is asked about.
    const noun = nounAfter(before, lower);
    before = lower;
    if (!noun && (lower.length < 2 || STOP.has(lower) || MONTHS.has(lower) || NUMBER_WORDS.test(lower) || MONTHS.has(lower.replace(/^(?:mid|early|late)-/, '')))) continue;
    // "the lost-earnings claim" is about what "Lost earnings: $41,216" states: a compound of words
    // the synonym table does not know is read as its words (not an identifier such as "CAPA-24-035").
    if (/^\p{L}+(?:-\p{L}+)+$/u.test(lower) && canonical(lower) === stem(lower)) {
      for (const part of lower.split('-')) if (part.length >= 2 && !STOP.has(part) && !NUMBER_WORDS.test(part)) out.push(canonical(part));
      continue;
    }
    out.push(canonical(lower));
  }
  out.push(...phraseWords(text).map(canonical));
  // "The 50-h", "the fifty-h", "Form 10-K": a number and a letter name a hearing, a form, a rule.
  for (const m of text.matchAll(NUMBER_LETTER)) {
    const n = /^\d+$/.test(m[1]!) ? m[1]! : SPOKEN_TENS[m[1]!.toLowerCase()];
    if (n) out.push(`${n}-${m[2]!.toLowerCase()}`);
  }
  // ("He was making about a hundred and thirty thousand a year": the making is the pay, said above.)
  if (MAKING_A_YEAR.test(text)) return out.filter((w) => w !== 'make');
  return out;
}

/**
 * "Recall" is the witness's memory after a speaker or an auxiliary ("I recall", "do you recall",
 * "not that I recall", "can't recall"); anywhere else it is the case's noun ("the recall", "Recall
 * lot MF-23-0417") and what is asked about.
 */
const NOUN_UNLESS_MEMORY = new Set(['recall', 'recalls']);
const MEMORY_SPEAKER = /^(?:i|you|we|he|she|they|do|does|did|don't|doesn't|didn't|can|can't|cannot|could|couldn't|not|to|may|might|would|will|i'd|you'd|also|clearly|vaguely|specifically|really|now|ever|better|even|honestly|just)$/;
/** Whether `word` (lower case) is a noun of the case here, after the word `before` it, though a stop word elsewhere. */
export const nounAfter = (before: string, word: string): boolean => NOUN_UNLESS_MEMORY.has(word) && !MEMORY_SPEAKER.test(before.toLowerCase().replace(/’/gu, "'"));

/** A weighted bag of canonical words. */
export type Bag = Map<string, number>;

export function bagOf(text: string, weight = 1, into: Bag = new Map()): Bag {
  for (const w of contentWords(text)) {
    into.set(w, Math.max(into.get(w) ?? 0, weight));
    const implied = IMPLIES[w];
    if (implied) into.set(implied, Math.max(into.get(implied) ?? 0, weight * 0.8));
  }
  return into;
}

/** Down-weights words that are everywhere in a case (the parties' and the deponent's names). */
export function discount(bag: Bag, common: Set<string>, factor = 0.25): Bag {
  const out: Bag = new Map();
  for (const [w, weight] of bag) out.set(w, common.has(w) ? weight * factor : weight);
  return out;
}

const total = (bag: Bag) => [...bag.values()].reduce((s, v) => s + v, 0);

/** How much of `subject` (by weight) `words` holds: 0..1. */
export function coverage(subject: Bag, words: Set<string> | Bag): number {
  const all = total(subject);
  if (all === 0) return 0;
  let hit = 0;
  for (const [w, weight] of subject) {
    if (!words.has(w)) continue;
    hit += words instanceof Map ? weight * Math.min(1, words.get(w) ?? 0) : weight;
  }
  return hit / all;
}

/** Symmetric overlap of two bags: shared weight over the smaller bag's weight. */
export function overlap(a: Bag, b: Bag): number {
  const small = total(a) <= total(b) ? a : b;
  const large = small === a ? b : a;
  const all = total(small);
  if (all === 0) return 0;
  let hit = 0;
  for (const [w, weight] of small) if (large.has(w)) hit += Math.min(weight, large.get(w) ?? 0);
  return hit / all;
}

/** The strongest words of a bag, for a search query. */
export function topWords(bag: Bag, n: number): string[] {
  return [...bag.entries()]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, n)
    .map(([w]) => w);
}

/** A capitalised noun and its number: "Room 4", "Section 4.3", "Exhibit 12", "Dock No. 7", "Invoice #1043". */
const DESIGNATOR = /\b([A-Z][a-z]+)\.?\s+(?:No\.?\s*|#\s*)?(\d+(?:\.\d+)*[A-Za-z]?)\b/g;
const DOCUMENT_PARTS = /^(?:section|sections|paragraph|paragraphs|article)$/i;
const NOT_DESIGNATED = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|about|around|over|under|some|only|roughly|approximately|nearly|almost|maybe|perhaps|page|pages|line|lines)/i;

/**
 * The numbered things a text names ("room 4", "section 4.3"), lower case: two texts naming the same
 * kind of thing by different numbers are about different things ("Room 6" is not "Room 4").
 */
export function designators(text: string): string[] {
  const out: string[] = [];
  // (A function word before a number is none: "In 2023", "Only 40". A document's parts are.)
  for (const m of text.matchAll(DESIGNATOR)) if (!NOT_DESIGNATED.test(m[1]!) && (!STOP.has(m[1]!.toLowerCase()) || DOCUMENT_PARTS.test(m[1]!))) out.push(`${canonical(m[1]!.toLowerCase())} ${m[2]!.toLowerCase()}`);
  return out;
}

/** Whether `text` names one of the claim's numbered things by another number only ("Room 4" where "Room 6" was asked). */
export function otherDesignator(own: readonly string[] | undefined, text: string): boolean {
  if (!own || own.length === 0) return false;
  const theirs = designators(text);
  return own.some((d) => {
    const noun = d.slice(0, d.indexOf(' ') + 1);
    return theirs.some((t) => t.startsWith(noun)) && !theirs.includes(d);
  });
}

