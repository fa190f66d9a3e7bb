import { and, eq, inArray, isNull, lte, max, or } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documentPages, documents } from '../../../db/schema/index.js';
import { titleCase } from '../../analysis/extract/names.js';
import { SIGN_OFF } from '../../analysis/extract/sign-off.js';
import { sentences } from '../../analysis/extract/text.js';
import { bagOf, canonical, isStopWord, type Bag } from './words.js';
import { signatureBlocks } from './signature-blocks.js';
import { findAmounts, findClockTimes, findDates, findDirections, findRecurrences, findRoles, findNames, findPlaces, findQuantities, type DateValue, type NameValue, type QuantityValue, type Value } from './values.js';
import { findIdentifiers } from './identifiers.js';

/**
 * The case's documents as the assistant reads them: found through the search engine (case-scoped,
 * the best few pages), then split into sentences whose words and values are worked out once and
 * kept for the session — a subject asked about twice costs one search and no second read.
 */

export interface SourceSentence {
  documentId: string;
  filename: string;
  pageNumber: number;
  text: string;
  /** Canonical words with their offsets in `text` (for a value's nearby words). */
  tokens: { w: string; at: number }[];
  /** The sentence's words (1) and the sentence before's (0.5): transcripts put the question there. */
  bag: Bag;
  reference: Date;
  values: Map<string, Value[]>;
  /** A transcript answer's question (its words are near every value of the answer). */
  lead: string[];
  /** A letter's closing or copy line: signed for the whole letter, its words are the letter's title. */
  closing?: boolean;
  /** The sentence's words with its document's title words (at less weight): what a value it states is about. */
  titled?: Bag;
  /** A line of a letter's letterhead, above its date: where the letter came from, not where it went. */
  letterhead?: boolean;
  /** A letter's heading (letterhead to salutation): the title's words, which it is read under. */
  heading?: string[];
  /** A letter's date line: the date it bears, when the letter is the one asked about. */
  dateLine?: boolean;
  /** A table's row: one record, every value in it about every name in it. */
  row?: boolean;
  /** An item of a list: the words that introduce the list ("We demand that … preserve the following:"). */
  listLead?: string;
  /** A signature block's line: the words of the party its signatory signed for. */
  signedFor?: string[];
  /** In the document the question is about (named a few questions before): its heading and closing answer it. */
  referent?: boolean;
}

interface PageEntry {
  sentences: SourceSentence[];
}

/** What one session keeps between runs (bounded: the oldest sessions are forgotten first). */
export interface SessionMemory {
  pages: Map<string, PageEntry>;
  searches: Map<string, string[]>;
  /** Page keys read per search query, in rank order. */
  touched: number;
}

const MEMORY = new Map<string, SessionMemory>();
const MAX_SESSIONS = 64;
const MAX_PAGES = 2000;

/** Puts `value` at `key` as the most recently used, forgetting the least recently used past `max` (a Map keeps insertion order). */
function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
  return value;
}

export function memoryOf(sessionId: string): SessionMemory {
  return keepRecent(MEMORY, sessionId, MEMORY.get(sessionId) ?? { pages: new Map(), searches: new Map(), touched: 0 }, MAX_SESSIONS);
}

/** Forgets a session's reads (a test, or a deleted session). */
export function forgetSession(sessionId: string): void {
  MEMORY.delete(sessionId);
}

const WORD_RE = /[\p{L}][\p{L}\p{N}'’-]*/gu;

export function tokensOf(text: string): { w: string; at: number }[] {
  const out: { w: string; at: number }[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const lower = m[0].toLowerCase().replace(/[’']s$/u, '').replace(/[-'’]+$/u, '');
    if (lower.length < 2 || isStopWord(lower)) continue;
    out.push({ w: canonical(lower), at: m.index });
  }
  return out;
}

/**
 * A letter's or a filing's sign-off: the closing words open the sentence ("Very truly yours, …",
 * "Respectfully submitted, …"), or an /s/ signature line. Not the same words inside a sentence: a
 * pleading "respectfully refers the Court to the MLSA", a letter writes "with regards to".
 */
export const CLOSING = new RegExp(String.raw`^${SIGN_OFF}\b|\bBy:\s*\/s\/`, 'i');

/**
 * A sign-off on a line of its own ("Very truly yours,"), its signer's name on the lines below; a
 * conformed signature's mark may follow it ("Sincerely, /S/").
 */
const BARE_SIGN_OFF = new RegExp(String.raw`^${SIGN_OFF},?(?:\s*(?:\/s\/|s\/))?$`, 'i');

/** A bare sign-off joined to the name under it: "Very truly yours, Daniel Lane" is one closing. */
export function withSigner(spans: { text: string; row: boolean }[]): { text: string; row: boolean }[] {
  const out: { text: string; row: boolean }[] = [];
  for (let i = 0; i < spans.length; i += 1) {
    const s = spans[i]!;
    const next = spans[i + 1];
    if (next && BARE_SIGN_OFF.test(s.text) && next.text.length <= 80) {
      out.push({ text: `${s.text} ${next.text}`, row: false });
      i += 1;
    } else out.push(s);
  }
  return out;
}

/** Whoever signs a letter, a filing or an agreement wrote and sent it, on its party's behalf: a closing's words say so. */
const SIGNER_WORDS = [...new Set(['sign', ...bagOf('signature behalf wrote written writer author authored sent sender').keys()])];

/** An e-mail's header line. */
const MAIL_HEADER = /^(?:From|To|Cc|Bcc|Sent|Date|Subject):\s/i;

/**
 * A transcript's question of a few words and no verb of its own asks about the exchange before it:
 * "In writing?", "By whom?", "And the amount?", "When?".
 */
const FOLLOW_UP = /^Q\.\s+(?:(?:and|so|but)\s+)?(?:(?!(?:is|are|was|were|do|does|did|have|has|had|will|would|can|could)\b)[\w'’-]+[\s,]*){1,3}\?\s*$/i;

/** Whom a letter or an e-mail went to and from where: its heading's words say it was sent. */
const SENDING_WORDS = [...new Set([...bagOf('sent addressed').keys()])];
/** What an e-mail's own header lines are called: "what does the header show?". */
const HEADER_WORDS = [...bagOf('header').keys()];
/** A forward's marks in a mail file's name ("FW …"): not what a quoted message is about. */
const FORWARD_WORDS = new Set([...bagOf('fw fwd forward forwarded').keys()]);

const TRANSCRIPT_LINE = /^\s*\d{0,2}\s*(?:Q|A)\.\s/;
const LINE_NUMBER = /^\s*\d{1,2}(?=\s)/;

/**
 * A court reporter's page: numbered lines of about 50 characters, each question and answer
 * wrapped over several. Read as one unit per Q., A. or speaker, so an answer is one sentence and
 * the question before it is its subject.
 */
export function transcriptUnits(text: string): string[] | null {
  const lines = text.split('\n');
  if (lines.filter((l) => TRANSCRIPT_LINE.test(l)).length < 4) return null;
  const joined = lines.map((l) => l.replace(LINE_NUMBER, '').trim()).filter(Boolean).join(' ');
  return joined
    .split(/(?=\bQ\.\s)|(?=\bA\.\s)|(?<!\bBY )(?=\b(?:MR|MS|MRS|DR)\.\s+[A-Z][A-Z'-]+:)|(?=\bTHE (?:WITNESS|VIDEOGRAPHER|REPORTER):)|(?=\bBY (?:MR|MS|MRS)\.)/)
    .map((u) => u.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * A witness answering in the first person that they did something ("A. Yes. I approved the rate
 * myself.", "THE WITNESS: I signed it.") names the witness as who did it: not a thought ("I
 * assumed", "I heard") nor a denial ("I never saw it").
 */
const FIRST_PERSON_ACT = new RegExp(
  String.raw`^(?:A\.|THE WITNESS:)\s.*?\bI\s+(?:(?:also|personally|then|just)\s+)?(?!(?:assum|believ|understo|figur|guess|notic|learn|heard|expect|want|hop|think|thought|recall|remember|felt|knew|saw|seen|read|told|was|had|did not|didn't|never)\w*\b)(?:\w+ed|signed|sent|wrote|made|gave|approved|did)\b`,
  'i',
);

/** A transcript's question with the witness named where the examiner's "you" means them. */
function withWitness(unit: string, witness: string): string {
  if (/^Q\.\s/.test(unit) && /\byou(?:r)?\b/i.test(unit)) return `${unit} [${witness}]`;
  return unit;
}

/**
 * The witness as a name read in their own answer where they say they did something: "A. Yes. I
 * approved the rate myself." names them at its "I", as "Derek Sandoval approved the rate" would.
 */
function firstPersonName(unit: string, fullName: string | null): NameValue | null {
  const m = fullName ? FIRST_PERSON_ACT.exec(unit) : null;
  if (!m) return null;
  const at = m[0].search(/\bI\s+(?:(?:also|personally|then|just)\s+)?\w+$/);
  return { kind: 'name', nameType: 'person', value: fullName!, quote: fullName!, start: at };
}

/**
 * The witness's whole name, for naming them as who did something: the cover's, or a surname from
 * the file's name completed from the page ("DEREK SANDOVAL:" as a speaker, "Derek Sandoval" in a
 * question). A surname alone is not read as a person's name, so nothing is added without one.
 */
export function witnessName(witness: string, page: string): string | null {
  if (/\s/.test(witness.trim())) return titleCase(witness.trim());
  const escaped = witness.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const title = titleCase(escaped);
  // As the page writes it: "Derek Sandoval", or "DEREK SANDOVAL:" all in capitals.
  const written = new RegExp(String.raw`\b(?:([A-Z][a-z'’-]+)\s+${title}|([A-Z][A-Z'’-]+)\s+${title.toUpperCase()})\b`, 'g');
  for (const m of page.matchAll(written)) {
    const first = m[1] ?? m[2]!;
    if (!/^(?:mr|ms|mrs|dr|the|of|by|as|to|for|and|q|a|witness|deposition|examination|cross|direct)$/i.test(first)) return titleCase(`${first} ${witness}`);
  }
  return null;
}

/** Who a transcript's "you" is: the witness named on its cover ("DEPOSITION OF KAREN LIU") or in its file name ("Liu Deposition …"). */
export function witnessOf(text: string, filename: string): string | null {
  const cover = /DEPOSITION OF ([A-Z][A-Z.'\s-]{2,40}?)\s*(?:\n|,|$)/.exec(text);
  if (cover) return cover[1]!.trim();
  const named = /^([A-Z][a-z'-]+(?:\s[A-Z][a-z'-]+)?)\s+Dep(?:osition|\.)/.exec(filename);
  return named ? named[1]! : null;
}

/**
 * Column headings written as the abbreviations of a trade, spelled out so a question in words meets
 * them: an insurance estimate's replacement cost and actual cash value.
 */
const HEADER_SPELLED: Record<string, string> = {
  RCV: 'Replacement cost value (RCV)',
  ACV: 'Actual cash value (ACV)',
};

/** A heading naming a thing counted ("Hours paid", "Units billed", "Days owed"): its cells are counts, whatever else it says. */
const COUNTED_HEADING = /\b(?:hours?|hrs|days?|weeks?|units?|loads?|pallets?|items?|count|qty|quantity|punches|edits|sessions|visits)\b/i;

/**
 * A table's rows (a spreadsheet's or a CSV's text: tab-separated lines), each one unit that names
 * its columns ("Customer / Counterparty: Greenleaf Organics; … Amount (USD): $1,021,000.00"), so a
 * value is read with its own row's words and not the row above's. A sum in a column headed in
 * dollars, or written to the cent, is written as one.
 */
export function tableRows(text: string): { rows: string[]; rest: string } | null {
  const lines = text.split('\n');
  const tabbed = lines.filter((l) => l.includes('\t'));
  if (tabbed.length < 3) return null;
  const header = tabbed[0]!.split('\t').map((h) => HEADER_SPELLED[h.trim().toUpperCase()] ?? h.trim());
  const body = tabbed.slice(1).map((line) => line.split('\t').map((c) => c.trim()));
  // A column is money when its heading says so, or when every figure in it is written to the cent
  // with thousands marked ("412,600.00", "0.00"): an estimate's or a ledger's columns.
  const inCents = (i: number) => {
    const cells = body.map((r) => r[i] ?? '').filter(Boolean);
    return cells.length >= 2 && cells.every((c) => /^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(c)) && cells.some((c) => c.includes(','));
  };
  // (A spreadsheet's own cells hold bare numbers, "27450" or "24582.3": the heading says they are
  // sums — "Billed (USD)", "Paid by no-fault / health plan", "Outstanding lien", "Balance due".)
  // (Not a heading that names what is counted: "Hours paid (Kronos)" holds hours, "Units billed" units.)
  const money = header.map((h, i) => (/\b(?:usd|us\$|\$|dollars?|amount|value|total|price|cost|costs|claim value|paid|billed|charges?|fees?|liens?|balance|owed|owing|payments?|premium|deductible)\b/i.test(h) && !COUNTED_HEADING.test(h)) || inCents(i));
  const rows = body.map((cells) =>
    cells
      .map((c, i) => {
        if (!c) return '';
        const value = money[i] && /^(?:\d{1,3}(?:,\d{3})*|\d+)(?:\.\d+)?$/.test(c) ? `$${c}` : c;
        // A count under its column's name is a count of it: "Pallets lost: 150" reads as "150 pallets lost".
        // (A measure too, in a column that names what is counted: "Hours worked (badge): 42.5" is 42.5 hours.)
        const counted = /^\d{1,3}(?:,\d{3})*$|^\d+$/.test(c) || (COUNTED_HEADING.test(header[i] ?? '') && /^\d+\.\d+$/.test(c));
        if (header[i] && !money[i] && counted && !/\b(?:date|year|no\.?|number|id|#|zip|code|page|bates)\b/i.test(header[i]!)) return `${header[i]}: ${c} ${header[i]!.toLowerCase()}`;
        return header[i] ? `${header[i]}: ${value}` : value;
      })
      .filter(Boolean)
      .join('; '),
  );
  return { rows, rest: lines.filter((l) => !l.includes('\t')).join('\n') };
}

export function splitPage(documentId: string, filename: string, pageNumber: number, text: string, reference: Date): SourceSentence[] {
  const units = transcriptUnits(text);
  const witness = units ? witnessOf(text, filename) : null;
  // (Whose "I" an answer's is, so a who-question meets the witness's own account.)
  const fullName = witness ? witnessName(witness, text) : null;
  const table = units ? null : tableRows(text);
  // An agreement's signature block is read by column: who signed for which party.
  const blocks = units || table ? null : signatureBlocks(text);
  const parties = new Set(blocks?.signatories.map((x) => x.party.toLowerCase())).size;
  const prose = blocks && blocks.lines.size > 0 ? text.split('\n').filter((_, i) => !blocks.lines.has(i)).join('\n') : text;
  const spans: { text: string; row: boolean; party?: string; context?: string }[] = units
    ? units.map((u) => ({ text: witness ? withWitness(u, witness) : u, row: false }))
    : table
      ? [...sentences(table.rest).map((s) => ({ text: s.text, row: false })), ...table.rows.map((r) => ({ text: r, row: true }))]
      : [...withSigner(sentences(prose).map((s) => ({ text: s.text, row: false }))).flatMap(listItems), ...(blocks?.signatories ?? []).map((x) => ({ text: `${x.party} By: ${x.signer}`, row: false, party: x.party }))];
  const out: SourceSentence[] = [];
  // (A mail file is an e-mail whatever its subject: "the e-mail about the late rent".)
  const titleWords = [...tokensOf(filename.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/\b(?:\d{4}-\d{2}-\d{2}|scan|exhibit|ex|dep)\b/gi, ' ')).map((t) => t.w), ...(/\.(?:eml|msg|mbox)$/i.test(filename) ? ['email'] : [])];
  const agreement = !units && titleWords.includes('contract');
  const mail = titleWords.includes('email');
  let previous: string | null = null;
  // A letter's heading (letterhead, date, addressee, "Re:", down to "Dear …") is the letter's as a
  // whole: where it came from, whom it went to, on what date, under the document's own title.
  // (A letterhead with its telephone and web lines, a date, a means of delivery and a four-line
  // address run to a dozen lines before "Re:" or "Dear".)
  const letterHead = units || table || pageNumber !== 1 ? -1 : spans.slice(0, LETTER_HEAD_LINES).findIndex((x) => /(?:^|\n|\s)(?:Dear\s|Re:\s|RE:\s|Attention:|Attn:)/.test(x.text));
  // An e-mail's header lines (From, To, Cc, Sent, Subject) are its heading in the same way: who
  // sent it to whom, under its subject — the file's name.
  const mailHead = units || table || pageNumber !== 1 ? 0 : spans.slice(0, 8).findIndex((x) => !MAIL_HEADER.test(x.text));
  const salutation = Math.max(letterHead, mailHead - 1);
  // Above a letter's date is its letterhead (where it came from); below, whom and where it went to.
  // (Not a receipt stamp's date, "RECEIVED NOV 06 2023", which a scan may carry above the letterhead.)
  const letterDate = letterHead > 0 ? spans.slice(0, letterHead).findIndex((x) => findDates(x.text, reference).length > 0 && x.text.length <= 40 && !RECEIPT_STAMP.test(x.text)) : -1;
  // A transcript's last question and answer, and what the current question asks about when it is a
  // follow-up too short to say ("Q. In writing?" after an answer about flagging the invoices).
  let exchange: string[] = [];
  let followsUp: string | null = null;
  for (const [index, s] of spans.entries()) {
    if (s.row) previous = null;
    const isAnswer = /^(?:A\.|THE WITNESS:)\s/.test(s.text);
    if (units && /^Q\.\s/.test(s.text)) {
      followsUp = FOLLOW_UP.test(s.text) && exchange.length > 1 ? exchange.join(' ') : null;
      exchange = [s.text];
    }
    // In a transcript an answer's subject is the question before it.
    const answersPrevious = previous !== null && isAnswer && /^Q\.\s/.test(previous);
    // (A transcript's wrapped lines were joined by transcriptUnits.)
    const bag = previous ? bagOf(previous, answersPrevious ? 0.9 : 0.5) : new Map<string, number>();
    bagOf(s.text, 1, bag);
    // (An item of a list is read under the words that introduce the list.)
    if (s.context) bagOf(s.context, 0.5, bag);
    let lead = answersPrevious && previous ? tokensOf(previous).map((t) => t.w) : [];
    if (answersPrevious && followsUp) {
      // …and the follow-up's answer is about the exchange it follows, nearly as much as its own question.
      bagOf(followsUp, 0.8, bag);
      lead = [...lead, ...tokensOf(followsUp).map((t) => t.w)];
    }
    if (units && isAnswer && exchange.length === 1) exchange.push(s.text);
    // A letter's closing ("Very truly yours, Sarah Lindgren") is signed for the whole letter: its
    // names are near what the letter is (its title, the file's name).
    const closing = !units && (CLOSING.test(s.text) || s.party !== undefined);
    // A letter's copy line ("cc: Thomas Beckett") names who was copied on that letter (not an
    // e-mail's header, whose "Cc:" sits among From, Sent and Subject).
    const copyLine = !units && !closing && /(?:^|\s)cc:\s/i.test(s.text) && !/\b(?:from|subject|sent|date):/i.test(s.text);
    // (Only where the block signs for more than one party: a firm's name over its lawyer's
    // signature on a pleading is not a party of its own.)
    const signedFor = s.party !== undefined && parties > 1 ? tokensOf(s.party).map((t) => t.w) : null;
    if (closing || copyLine) {
      lead = [...titleWords, ...(closing ? SIGNER_WORDS : ['copy']), ...(signedFor ?? [])];
      for (const w of lead) bag.set(w, Math.max(bag.get(w) ?? 0, 0.9));
    } else if (mail && index > salutation && MAIL_HEADER.test(s.text)) {
      // A message quoted below a forward ("-----Original Message----- From: … Sent: …") has a
      // heading of its own: it is about that message's sending, not about the forwarding.
      const words = [...titleWords.filter((w) => !FORWARD_WORDS.has(w)), ...SENDING_WORDS, ...HEADER_WORDS, ...(/^From:\s/i.test(s.text) ? SIGNER_WORDS : [])];
      lead = [...lead, ...words];
      for (const w of words) bag.set(w, Math.max(bag.get(w) ?? 0, 0.9));
    } else if (!units && DATED_LINE.test(s.text)) {
      // "Dated: New York, New York, March 25, 2024" over a signature: the date the paper bears.
      // (A pleading's is the day it was filed, near enough: "when was the complaint filed?")
      lead = [...lead, ...BEARS_WORDS, FILED_WORD];
      for (const w of [...BEARS_WORDS, FILED_WORD]) bag.set(w, Math.max(bag.get(w) ?? 0, 0.9));
    } else if (index <= salutation) {
      // (The heading says where the letter went and where it came from: it is about its sending.
      // An e-mail's From line names who wrote it, as a letter's closing does.)
      const words = [...titleWords, ...SENDING_WORDS, ...(mail && MAIL_HEADER.test(s.text) ? HEADER_WORDS : []), ...(/^From:\s/i.test(s.text) ? SIGNER_WORDS : [])];
      lead = [...lead, ...words];
      for (const w of words) bag.set(w, Math.max(bag.get(w) ?? 0, 0.9));
    }
    // A pleading's verification ("GRACE OKAFOR, being duly sworn, deposes and says: I am the
    // plaintiff …; I have read the foregoing …") is its verifying, though it never says "verify": who
    // swears it is who verified the pleading.
    if (!units && VERIFICATION.test(s.text)) {
      bag.set(VERIFY_WORD, Math.max(bag.get(VERIFY_WORD) ?? 0, 0.9));
      lead = [...lead, VERIFY_WORD];
    }
    // A transcript's cover (court, witness, date, the office it was taken at, the reporter) says
    // when and where the testimony was taken: "where was Ms. Liu's deposition taken" meets its
    // address line, which names no act at all.
    if (units && index === 0 && pageNumber === 1 && !/^(?:Q\.|A\.|THE WITNESS:)\s/.test(s.text)) {
      for (const w of [...titleWords, ...COVER_WORDS]) bag.set(w, Math.max(bag.get(w) ?? 0, 0.9));
      lead = [...lead, ...titleWords, ...COVER_WORDS];
    }
    // An agreement's clause is what its parties agreed: "where did the parties agree to bring
    // disputes" meets "any dispute shall be brought in …" though neither word is written there.
    if (agreement && !closing && CLAUSE_VERB.test(s.text)) for (const w of AGREED_WORDS) bag.set(w, Math.max(bag.get(w) ?? 0, 0.8));
    // A letterhead's lines are what "the letterhead" and "the top of the letter" ask for, though no
    // such word is printed there.
    const inHeading = !closing && !copyLine && index <= salutation;
    const letterhead = inHeading && index < letterDate;
    if (letterhead) for (const w of LETTERHEAD_WORDS) bag.set(w, Math.max(bag.get(w) ?? 0, 0.9));
    const heading = inHeading ? { heading: letterhead ? [...titleWords, ...LETTERHEAD_WORDS] : titleWords, ...(letterhead ? { letterhead: true } : {}), ...(index === letterDate ? { dateLine: true } : {}) } : {};
    const values = new Map<string, Value[]>();
    const me = units && isAnswer ? firstPersonName(s.text, fullName) : null;
    if (me) values.set('name', [...findNames(s.text, false), me]);
    // A letter's, an e-mail's or a notice's body is about what its title names, for a figure or a
    // date it states ("how much did Ridgeway owe when Harbor sent the notice of default" meets the
    // notice's own "failed to pay invoices totaling …"), for less than its own words. (Not for
    // yes or no: every sentence of the termination letter would then answer how it was sent.)
    const titled = units || table ? null : new Map([...titleWords.map((w): [string, number] => [w, TITLE_IN_BODY]), ...bag]);
    out.push({ documentId, filename, pageNumber, text: s.text, tokens: tokensOf(s.text), bag, ...(titled ? { titled } : {}), reference, values, lead, closing: closing || copyLine, ...heading, ...(s.row ? { row: true } : {}), ...(s.context ? { listLead: s.context } : {}), ...(signedFor ? { signedFor } : {}) });
    previous = s.text;
  }
  return out;
}

/** The words a letterhead's lines stand for. */
const LETTERHEAD_WORDS = ['letterhead', 'top'].map(canonical);

/** A verification's oath: "being duly sworn, deposes and says", "I have read the foregoing". */
const VERIFICATION = /\bbeing duly sworn\b|\bdeposes and says\b|\bI have read the foregoing\b/i;
const VERIFY_WORD = canonical('verify');

/** A receipt or filing stamp on a scan ("RECEIVED NOV 06 2023", "FILED"): the day it arrived, not the letter's date. */
const RECEIPT_STAMP = /^\W*(?:received|filed|date stamped|stamped|entered|docketed)\b/i;

/** A signature's date line ("Dated: New York, New York, March 25, 2024"). */
const DATED_LINE = /^Dated\b\s*:?/i;
/** What a paper's own date is asked by: "what date does it bear". */
export const BEARS_WORDS = [canonical('bear')];
const FILED_WORD = canonical('filed');

/** A list's item markers inside a sentence: "(1)", "(b)", "(iii)". */
const ITEM_MARK = /(?<=^|[\s:;,])\((\d{1,2}|[a-z]|[ivx]{1,4})\)\s/g;
const FIRST_MARKS = ['1', 'a', 'i'];
const SECOND_MARKS = ['2', 'b', 'ii'];

/**
 * A sentence that lists its items "(1) … ; (2) … ; (3) …" — a demand's items, a clause's
 * conditions — read item by item, each under the words that introduce the list: "(1) all video
 * … from 8:30 to 9:30 a.m. on January 17, 2024; … (3) maintenance records … from January 1, 2023"
 * states one period for the video and another for the records, not both for each.
 */
export function listItems<T extends { text: string; context?: string }>(span: T): T[] {
  const marks = [...span.text.matchAll(ITEM_MARK)];
  if (marks.length < 2 || !FIRST_MARKS.includes(marks[0]![1]!) || !SECOND_MARKS.includes(marks[1]![1]!)) return [span];
  const lead = span.text.slice(0, marks[0]!.index).trim();
  return marks.map((m, i) => ({ ...span, text: span.text.slice(m.index, marks[i + 1]?.index ?? span.text.length).replace(/[\s;,]*(?:and|or)?\s*$/i, '').trim(), ...(lead ? { context: lead } : {}) }));
}

/**
 * How long a period written as two days lasted ("from April 8 to 19, 2024": 12 days, counting
 * both), as a count of days: "How long were they on site?" — "Roughly three weeks." is held
 * against it as against "12 days" written out.
 */
export function periodLengths(dates: readonly Value[], text = ''): QuantityValue[] {
  const out: QuantityValue[] = [];
  const days = dates.filter((d): d is DateValue => d.kind === 'date' && d.granularity === 'day' && d.clock === undefined && d.weekday === undefined);
  for (const start of days) {
    if (start.range !== 'start') continue;
    const end = days.find((d) => d.range === 'end' && d.start >= start.start && d !== start);
    if (!end) continue;
    // ("The weeks ending June 4 through June 18": three weeks of pay, the first ending June 4.)
    const weekEnding = /\bweeks?\s+ending\s+(?:on\s+)?$/i.test(text.slice(Math.max(0, start.start - 24), start.start));
    const length = Math.round((Date.parse(`${end.date}T00:00:00Z`) - Date.parse(`${start.date}T00:00:00Z`)) / 86_400_000) + 1 + (weekEnding ? 6 : 0);
    if (length >= 2 && length <= 3660) out.push({ kind: 'quantity', value: length, unit: ['day'], quote: start.quote, start: start.start });
  }
  return out;
}

/** The sentence's values of one kind, worked out on first use. */
/**
 * Which of a sentence's values a value is compared with: a time of day with times of day, how often
 * with recurrences, a post with posts, else values of its own kind.
 */
export type ValueKind = 'date' | 'clock' | 'recurrence' | 'amount' | 'quantity' | 'name' | 'role' | 'place' | 'direction' | 'site';

export function sentenceValues(s: SourceSentence, kind: ValueKind): Value[] {
  const cached = s.values.get(kind);
  if (cached) return cached;
  let found: Value[];
  if (kind === 'date') found = findDates(s.text, s.reference);
  // Times of day apart from dates: compared only with a time of day said (values.ts clocksAgree).
  else if (kind === 'clock') found = findClockTimes(s.text);
  // How often, apart from dates too: compared only with a recurrence said (values.ts recurrencesAgree).
  else if (kind === 'recurrence') found = findRecurrences(s.text, s.reference);
  // Posts apart from names: compared only with a post said (values.ts rolesAgree).
  else if (kind === 'role') found = findRoles(s.text);
  // Which way, apart from places: compared only with a direction said.
  else if (kind === 'direction') found = findDirections(s.text);
  // A kind of place the witness said ("my office") is held against their own answers only: a
  // paper's common nouns state no place.
  else if (kind === 'site') found = [];
  else if (kind === 'amount') found = findAmounts(s.text);
  else if (kind === 'quantity') found = [...findQuantities(s.text, [...sentenceValues(s, 'date'), ...sentenceValues(s, 'amount')]), ...periodLengths(sentenceValues(s, 'date'), s.text)];
  else if (kind === 'name') found = [...findNames(s.text, false), ...findIdentifiers(s.text, false)];
  else found = findPlaces(s.text);
  s.values.set(kind, found);
  return found;
}

export interface SearchContext {
  deps: AppDeps;
  organizationId: string;
  caseId: string;
  memory: SessionMemory;
  /** The session's exhibits: read for every answer, whatever the search ranks first. */
  exhibitIds?: string[];
  /** The document the question is about (named a few questions before: referent-document.ts): read too, and it decides. */
  referentIds?: string[] | null;
  /** The witness: a question put to them as a person is answered only by a paper naming them. */
  deponent?: string;
}

/** What a document's title words weigh in each sentence of its body. */
const TITLE_IN_BODY = 0.5;

/** The verbs of an agreement's obligations, promises and submissions ("each party irrevocably submits to …"). */
const CLAUSE_VERB = /\b(?:shall|must|agrees?|will|submits?|consents?|waives?|acknowledges?|represents?|warrants?|covenants?|may)\b/i;
/** What an obligation in an agreement is, in a question's words: what the parties agreed. */
const AGREED_WORDS = [canonical('agree'), canonical('parties')];

/** What a transcript's cover is about: the taking of the testimony. */
const COVER_WORDS = tokensOf('taken held deposition testimony').map((t) => t.w);

/** How many lines a letter's heading may run to, letterhead to salutation. */
const LETTER_HEAD_LINES = 16;

/** Pages per search, and how many of a document's pages are read. */
const HITS = 8;
const PAGES_PER_DOCUMENT = 2;

/**
 * The sentences of the case's best pages for these words (any of them; the engine ranks pages
 * holding more of them, closer together, first).
 */
export async function sentencesFor(ctx: SearchContext, words: string[]): Promise<SourceSentence[]> {
  if (words.length === 0) return [];
  const exhibitKeys = await exhibitPages(ctx, [...new Set([...(ctx.exhibitIds ?? []), ...(ctx.referentIds ?? [])])]);
  const q = words.map((w) => w.toLowerCase()).join(' OR ');
  let keys = ctx.memory.searches.get(q);
  if (!keys) {
    const result = await ctx.deps.search.searchDocuments(
      { organizationId: ctx.organizationId, caseIds: [ctx.caseId] },
      { q, case_id: ctx.caseId, sort: 'relevance', page: 1, page_size: HITS },
    );
    keys = [];
    const wanted: { documentId: string; pageNumber: number; filename: string; reference: Date | null }[] = [];
    const want = (hit: (typeof result.hits)[number], pageNumber: number) => {
      const key = `${hit.document_id}:${pageNumber}`;
      if (keys!.includes(key)) return;
      keys!.push(key);
      if (!ctx.memory.pages.has(key)) wanted.push({ documentId: hit.document_id, pageNumber, filename: hit.filename, reference: hit.document_date ? new Date(hit.document_date) : null });
    };
    for (const hit of result.hits) {
      for (const pageNumber of [...new Set(hit.snippets.map((s) => s.page_number))].slice(0, PAGES_PER_DOCUMENT)) want(hit, pageNumber);
    }
    // "Who signed the Answer?": a filing or a letter is signed on its last page, whose signature
    // block seldom holds the question's words. Asked about signing, the last page of each document
    // the question names by its title is read too.
    const titled = words.some((w) => SIGNING.test(w.toLowerCase())) ? result.hits.filter((hit) => namedByTitle(hit.filename, words)) : [];
    if (titled.length > 0) {
      const last = await lastPages(ctx, titled.map((h) => h.document_id));
      for (const hit of titled) {
        const pageNumber = last.get(hit.document_id);
        if (pageNumber) want(hit, pageNumber);
      }
    }
    await readPages(ctx, wanted);
    ctx.memory.searches.set(q, keys);
  }
  const all = [...new Set([...exhibitKeys, ...keys])];
  return all.flatMap((k) => ctx.memory.pages.get(k)?.sentences ?? []);
}

/** Words asking who signed or executed something. */
export const SIGNING = /^(?:sign|signs|signed|signing|signature|signatory|execute|executed|executing|execution|countersigned)$/;

/** Whether a document's file name holds one of the question's words other than the signing ones ("answer" in "Answer and Counterclaim"). */
export function namedByTitle(filename: string, words: string[]): boolean {
  const title = new Set(bagOf(filename.replace(/\.[a-z0-9]{2,5}$/i, '')).keys());
  return words.some((w) => !SIGNING.test(w.toLowerCase()) && [...bagOf(w).keys()].some((k) => title.has(k)));
}

/** Each document's last page number. */
async function lastPages(ctx: SearchContext, documentIds: string[]): Promise<Map<string, number>> {
  const rows = await ctx.deps.db
    .select({ documentId: documentPages.documentId, last: max(documentPages.pageNumber) })
    .from(documentPages)
    .where(and(eq(documentPages.organizationId, ctx.organizationId), inArray(documentPages.documentId, documentIds)))
    .groupBy(documentPages.documentId);
  return new Map(rows.flatMap((r) => (r.last ? [[r.documentId, r.last] as const] : [])));
}

/** A document's own date (its metadata's), for dates written without a year. */
function createdOf(metadata: Record<string, unknown>): Date | null {
  const created = typeof metadata.created === 'string' ? new Date(metadata.created) : null;
  return created && !Number.isNaN(created.getTime()) ? created : null;
}

/** Pages of an exhibit read (exhibits are letters and notices: a few pages). */
const EXHIBIT_PAGES = 4;

/** The page keys of the session's exhibits, read once per session. */
async function exhibitPages(ctx: SearchContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const marker = `exhibits:${ids.join(',')}`;
  const known = ctx.memory.searches.get(marker);
  if (known) return known;
  // …and its last page, where a pleading's verification, a letter's signature and a certificate of
  // service are ("Did you read the complaint before it was filed?" against "I have read the
  // foregoing Verified Complaint").
  const last = [...(await lastPages(ctx, ids))].filter(([, n]) => n > EXHIBIT_PAGES);
  const rows = await ctx.deps.db
    .select({ documentId: documentPages.documentId, pageNumber: documentPages.pageNumber, filename: documents.filename, metadata: documents.metadata })
    .from(documentPages)
    .innerJoin(documents, eq(documents.id, documentPages.documentId))
    .where(
      and(
        eq(documentPages.organizationId, ctx.organizationId),
        eq(documents.caseId, ctx.caseId),
        isNull(documents.deletedAt),
        inArray(documentPages.documentId, ids),
        or(lte(documentPages.pageNumber, EXHIBIT_PAGES), ...last.map(([id, n]) => and(eq(documentPages.documentId, id), eq(documentPages.pageNumber, n)))),
      ),
    );
  const keys = rows.map((r) => `${r.documentId}:${r.pageNumber}`);
  await readPages(
    ctx,
    rows.filter((r) => !ctx.memory.pages.has(`${r.documentId}:${r.pageNumber}`)).map((r) => ({ documentId: r.documentId, pageNumber: r.pageNumber, filename: r.filename, reference: createdOf(r.metadata) })),
  );
  ctx.memory.searches.set(marker, keys);
  return keys;
}

/**
 * A page's sentences, read once per process for every session on the case: splitting a page and
 * the values its sentences are asked for (names through the recogniser above all) are most of an
 * answer's time, and sessions of one matter read the same pages — five at once took the p95 over
 * the 300 ms goal when each read them afresh. The sentences are a function of the page's text, its
 * file name and the paper's own date (years left out of its dates are read against it), so those
 * are the key, with the firm's id, checked against the text the firm-scoped query just returned: a
 * page changed since (OCR run again) is read anew, and an entry is only ever used for a page the
 * firm's own query returned. Bounded as one session's reads are: the least recently read go first.
 */
const SHARED_PAGES = new Map<string, { text: string; sentences: SourceSentence[] }>();
const MAX_SHARED_PAGES = MAX_PAGES;

export function splitPageShared(organizationId: string, documentId: string, filename: string, pageNumber: number, text: string, reference: Date | null): SourceSentence[] {
  // (An undated paper's years are read against today: one entry for it, not one per reading.)
  const key = `${organizationId}:${documentId}:${pageNumber}:${filename}:${reference?.getTime() ?? 'undated'}`;
  const hit = SHARED_PAGES.get(key);
  const entry = hit && hit.text === text ? hit : { text, sentences: splitPage(documentId, filename, pageNumber, text, reference ?? new Date()) };
  return keepRecent(SHARED_PAGES, key, entry, MAX_SHARED_PAGES).sentences;
}

async function readPages(ctx: SearchContext, wanted: { documentId: string; pageNumber: number; filename: string; reference: Date | null }[]): Promise<void> {
  if (wanted.length === 0) return;
  const rows = await ctx.deps.db
    .select({ documentId: documentPages.documentId, pageNumber: documentPages.pageNumber, text: documentPages.text })
    .from(documentPages)
    .innerJoin(documents, eq(documents.id, documentPages.documentId))
    .where(
      and(
        eq(documentPages.organizationId, ctx.organizationId),
        eq(documents.caseId, ctx.caseId),
        isNull(documents.deletedAt),
        or(...wanted.map((w) => and(eq(documentPages.documentId, w.documentId), eq(documentPages.pageNumber, w.pageNumber)))),
      ),
    );
  for (const w of wanted) {
    const row = rows.find((r) => r.documentId === w.documentId && r.pageNumber === w.pageNumber);
    if (!row) continue;
    ctx.memory.pages.set(`${w.documentId}:${w.pageNumber}`, { sentences: splitPageShared(ctx.organizationId, w.documentId, w.filename, w.pageNumber, row.text, w.reference) });
  }
  if (ctx.memory.pages.size > MAX_PAGES) {
    for (const key of [...ctx.memory.pages.keys()].slice(0, ctx.memory.pages.size - MAX_PAGES)) ctx.memory.pages.delete(key);
    ctx.memory.searches.clear();
  }
}
