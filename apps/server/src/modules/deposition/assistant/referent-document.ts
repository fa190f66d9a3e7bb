import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documents } from '../../../db/schema/index.js';
import { findDates } from './values.js';
import { bagOf, canonical } from './words.js';

/**
 * Which document the examination is on. A lawyer names a paper ("Let's turn to Northwind's notice
 * of breach", "what was marked as Sandoval Exhibit 3", "the MLSA") and then asks about it without
 * naming it again: "Who signed it for Northwind?", "When did Castellan receive it?". The answer is
 * about that paper — whoever signed another document of the case for Northwind answers another
 * question. So the last document a question named stays the referent of the questions that point
 * back at it, for a few questions.
 */
export interface CaseDocument {
  id: string;
  filename: string;
  title: string | null;
  /** The paper's own date (a letter's, an e-mail's sending), YYYY-MM-DD, when read. */
  date?: string | null;
}

/** How many questions a named document stays the referent without being named again. */
export const REFERENT_QUESTIONS = 6;

/** An exhibit's number as a file name or a question gives it: "Exhibit 12", "Dep. Ex. 3", "Ex. No. 4". */
const EXHIBIT_NUMBER = /\b(?:exhibit|ex)\.?\s*(?:no\.?\s*)?([a-z]?\d+[a-z]?)\b/gi;

/**
 * Words of a file name that tell nothing of which paper it is: the exhibit frame, a mail's
 * prefixes, a scan's or a draft's marks, and the months of a date.
 */
const NAME_FRAME = new Set(
  ['exhibit', 'ex', 'dep', 'no', 'fw', 'fwd', 're', 'dated', 'scan', 'scanned', 'executed', 'copy', 'final', 'draft', 'signed', 'version', 'v', 'vs', 'excerpt', 'pp', 'page', 'pages',
    'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].map(canonical),
);

/** A file's name without its extension and its parenthesised remarks ("(scan)", "(executed 2021-03-15)"). */
export const stripName = (filename: string): string => filename.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/\([^)]*\)/g, ' ');

/** The initials of a title's capitalised words ("Master Logistics Services Agreement" → MLSA). */
function initialsOf(name: string): string | null {
  const caps = name.match(/\b[A-Z][a-z]+/g) ?? [];
  return caps.length >= 3 ? caps.map((w) => w[0]).join('') : null;
}

export interface NamedReading {
  id: string;
  /** The case's common words (parties, deponent): naming them names no other paper. */
  common: ReadonlySet<string>;
  words: string[];
  /** The words of its title before the first " - " ("Preservation demand to MTA" of "… - bus 6138 video and door sensor records"). */
  head: string[];
  /**
   * The words naming the paper it answers ("Warning Letter" of "Response to Warning Letter
   * 320-24-118"): "the warning letter" is not the response, unless the line says so too.
   */
  answers: string[];
  numbers: string[];
  initials: string[];
  /** Its date, and whether it is an e-mail or a letter: "Mr. Rivera's June 21, 2023 e-mail" names it by them. */
  date: string | null;
  kind: PaperKind | null;
}

type PaperKind = 'email' | 'letter';
/** What kind of paper a file is: an e-mail by its extension or name, a letter, notice or memo by its name. */
function paperKind(doc: CaseDocument): PaperKind | null {
  const name = `${doc.filename} ${doc.title ?? ''}`;
  if (/\.(?:eml|msg)$/i.test(doc.filename) || /\be-?mail\b/i.test(name)) return 'email';
  if (/\b(?:letter|notice|memo(?:randum)?)\b/i.test(name)) return 'letter';
  // (A demand — "Preservation demand to MTA", "Demand for Preservation of Evidence" — is a lawyer's
  // letter; a pleading's "Jury Demand" is not.)
  if (/\bdemand\b/i.test(name) && !/\b(?:complaint|jury|answer|motion|petition|pleading)\b/i.test(name)) return 'letter';
  return null;
}
/** A paper's kind said in a question: "your e-mail", "the March 8 letter". */
const KIND_SAID: ReadonlyArray<readonly [RegExp, PaperKind]> = [
  [/\be-?mails?\b/i, 'email'],
  [/\b(?:letters?|notices?|memos?|memorand(?:um|a))\b/i, 'letter'],
];

/** Each document's name read once per session: its distinctive words, exhibit numbers and initials. */
export function readNames(docs: readonly CaseDocument[], common: ReadonlySet<string>, caseWords: ReadonlySet<string> = common): NamedReading[] {
  return docs.map((d) => readName(d, common, caseWords));
}

function readName(doc: CaseDocument, common: ReadonlySet<string>, caseWords: ReadonlySet<string>): NamedReading {
  const names = [stripName(doc.filename), ...(doc.title ? [doc.title] : [])];
  const words = new Set<string>();
  const numbers = new Set<string>();
  const initials = new Set<string>();
  const named = (w: string): boolean => !NAME_FRAME.has(w) && !/\d/.test(w);
  for (const name of names) {
    for (const m of name.matchAll(EXHIBIT_NUMBER)) numbers.add(m[1]!.toLowerCase());
    for (const w of bagOf(name.replace(EXHIBIT_NUMBER, ' ')).keys()) if (!common.has(w) && named(w)) words.add(w);
    const i = initialsOf(name);
    if (i) initials.add(i);
  }
  // A matter named after a paper ("In re Meridian Pharmaceuticals FDA Warning Letter"): the case's
  // words are that paper's name, not words every paper shares. Where fewer than two words of its
  // own are left, a paper keeps them. (Not for one party's name or the witness's: "Pryor Deposition".)
  const shared = names.flatMap((name) => [...bagOf(name).keys()]).filter((w) => caseWords.has(w) && named(w));
  if (words.size < 2 && new Set(shared).size >= 2) for (const name of names) for (const w of bagOf(name.replace(EXHIBIT_NUMBER, ' ')).keys()) if (named(w)) words.add(w);
  const title = stripName(doc.filename).split(/\s+-\s+/)[0] ?? '';
  const head = [...bagOf(title.replace(EXHIBIT_NUMBER, ' ')).keys()].filter((w) => words.has(w));
  const answered = names.flatMap((name) => [...name.matchAll(ANSWERS_TO)].flatMap((m) => [...bagOf(m[1]!).keys()]));
  const own = new Set(names.flatMap((name) => [...bagOf(name.replace(ANSWERS_TO, ' ')).keys()]));
  const answers = [...new Set(answered)].filter((w) => words.has(w) && !own.has(w));
  return { id: doc.id, common, words: [...words], head, answers, numbers: [...numbers], initials: [...initials], date: doc.date ?? null, kind: paperKind(doc) };
}

/** A paper answering another, in its name: "Response to Warning Letter 320-24-118", "Opposition to Motion to Dismiss". */
const ANSWERS_TO = /\b(?:response|reply|answer|objections?|opposition|rebuttal|comments?)\s+to\s+(.+?)(?=\s+-\s+|$)/gi;

/** How much of a name's head a line says (0 for a name with no head of two words or more). */
const headShare = (r: NamedReading, said: ReadonlySet<string>): number => (r.head.length >= 2 && r.head.length < r.words.length ? r.head.filter((w) => said.has(w)).length / r.head.length : 0);

/** A paper another cites: "refers to an engineering report", "attached the October log". */
const CITED = /\b(?:refers?|referred|referring|mentions?|mentioned|cites?|cited|references?|referenced|attach(?:es|ed)?|enclos(?:es|ed))\s+(?:to\s+)?(?:an?|the|its|their|his|her)\s+[^.?!,;]*/gi;

/**
 * The document a line names, if exactly one fits best: by its exhibit number (the name's other
 * words telling apart two papers of the same number), by its initials ("the MLSA"), or by at least
 * two of its name's distinctive words, half of them or more ("Northwind's notice of breach").
 */
export function namedDocument(text: string, docs: readonly NamedReading[], current: readonly string[] = []): string[] {
  // ("The letter refers to an engineering report": the report is what the paper in hand cites,
  // not the paper now asked about.)
  const line = text.replace(CITED, ' ');
  const said = new Set(bagOf(line).keys());
  const numbers = new Set([...line.matchAll(EXHIBIT_NUMBER)].map((m) => m[1]!.toLowerCase()));
  // A name that is no part of the paper's ("when did Hudson Valley send its termination letter")
  // says it is another party's paper of the same kind.
  // ("Exhibit" frames a paper; it names none.)
  const otherNames = [...line.matchAll(/(?<=\S\s+)[A-Z][a-z]+/g)].map((m) => canonical(m[0].toLowerCase())).filter((w) => !NAME_FRAME.has(w));
  // ("According to the e-mail, how many time punches had been edited?" names no spreadsheet by its head.)
  const kindSaid = KIND_SAID.find(([re]) => re.test(line))?.[1];
  // Copies of one paper (the same name twice in a case) are one referent.
  const best = new Map<string, string[]>();
  let bestScore = 0;
  for (const r of docs) {
    // (The words of the paper it answers count only with its own: "the warning letter" is not the response to it.)
    const ownHits = r.words.filter((w) => said.has(w) && !r.answers.includes(w)).length;
    const hits = ownHits > 0 ? r.words.filter((w) => said.has(w)).length : 0;
    const share = r.words.length > 0 ? hits / r.words.length : 0;
    let score = 0;
    if (r.numbers.some((n) => numbers.has(n))) score = 2 + share;
    else if (r.initials.some((i) => new RegExp(`\\b${i}\\b`).test(line))) score = 1.5;
    // (Or half of its title's head, when the name runs on to describe it: "the preservation demand"
    // names "Preservation demand to MTA - bus 6138 video and door sensor records". It ranks by the
    // whole name's share all the same.)
    else if (hits >= 2 && (share >= 0.5 || (headShare(r, said) >= 0.5 && (!kindSaid || r.kind === kindSaid))) && otherNames.every((w) => r.words.includes(w) || !said.has(w) || r.common.has(w))) score = share;
    if (score === 0 || score < bestScore - 1e-9) continue;
    if (score > bestScore + 1e-9) {
      best.clear();
      bestScore = score;
    }
    const key = `${r.words.join(' ')}|${r.numbers.join(' ')}|${r.initials.join(' ')}`;
    best.set(key, [...(best.get(key) ?? []), r.id]);
  }
  if (best.size === 1) return [...best.values()][0]!;
  if (best.size > 0) return [];
  const dated = byDateAndKind(line, docs, kindSaid);
  if (dated.length > 0) return dated;
  const worded = byWordAndKind(line, docs);
  if (worded.length > 0) return worded;
  const headed = byHeadWord(line, docs);
  if (headed.length > 0) return headed;
  const kindAlone = byKindAlone(line, docs, kindSaid, current);
  return kindAlone.length > 0 ? kindAlone : byPaperNoun(line, docs);
}

/**
 * "The letter", "the e-mail", "Mr. Rivera's follow-up e-mail", "his termination letter": a paper of a
 * kind named as one already known — with the definite article or a possessive, a word of description
 * between at most.
 */
const THE_KIND = /\b(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir|[A-Z][\w'’-]*['’]s)\s+(?:[\w-]+\s+)?(?:[Ll]etter|[Ee]-?mail|[Nn]otice|[Mm]emo(?:randum)?)\b/;

/**
 * "This is Exhibit 4, the letter Mr. Rivera received": where the case holds one paper of the kind
 * named with "the", and nothing else names a paper, that one is meant — unless a paper of that kind
 * is already in hand ("Which office was the letter addressed to?" a few questions after the
 * preservation demand was shown): "the letter" is the one on the table.
 */
function byKindAlone(line: string, docs: readonly NamedReading[], kindSaid: PaperKind | undefined, current: readonly string[]): string[] {
  if (!kindSaid || !THE_KIND.test(line)) return [];
  if (current.length > 0 && docs.some((d) => current.includes(d.id) && d.kind === kindSaid)) return [...current];
  const ofKind = docs.filter((d) => d.kind === kindSaid);
  return ofKind.length === 1 ? [ofKind[0]!.id] : [];
}

/**
 * "The complaint", "the declaration", "the agreement", "the response": a paper named by the word
 * for it that its name holds. (Not "the policy", "the report", "the deposition": as often the thing
 * or the event as a paper of the case.) Or by whose it is: "her declaration", "Ms. Whitlock's
 * affidavit" (not "his response", which is as often what he said).
 */
const THE_PAPER = /\bthe\s+(complaint|declaration|affidavit|agreement|contract|brief|petition|memorandum|handbook|spreadsheet|certification|transcript|response|reply)\b/gi;
const WHOSE_PAPER = /\b(?:[Hh]is|[Hh]er|[Tt]heir|[A-Z][\w-]*['’]s)\s+((?:[Cc]omplaint|[Dd]eclaration|[Aa]ffidavit|[Aa]greement|[Cc]ontract|[Pp]etition|[Cc]ertification))\b/g;

/**
 * "And the complaint you read, in its facts section, puts the investment at what figure?": where
 * one paper of the case (or copies of one) holds that word in its name, and nothing else names a
 * paper, that one is meant.
 */
function byPaperNoun(line: string, docs: readonly NamedReading[]): string[] {
  const words = [...line.matchAll(THE_PAPER), ...line.matchAll(WHOSE_PAPER)].map((m) => canonical(m[1]!.toLowerCase()));
  if (words.some((w) => !docs.some((r) => r.words.includes(w)))) return [];
  // (Two papers named so, "the agreement and the complaint", name no one of them.)
  return copiesOfOne(docs.filter((r) => words.some((w) => r.words.includes(w))));
}

/** The papers found, where they are copies of one paper (the same name twice in a case); else none. */
const copiesOfOne = (fits: readonly NamedReading[]): string[] => (fits.length > 0 && new Set(fits.map((r) => r.words.join(' '))).size === 1 ? fits.map((r) => r.id) : []);

/** "The declination letter", "the preservation demand": one word of a paper's name before a kind of paper. */
const WORD_AND_KIND = /\b([a-z][a-z-]{3,})\s+(?:letter|notice|memo|demand|report|e-?mail|estimate|statement|declaration|summary|schedule|tracker|log)\b/gi;

/**
 * A paper named by one word of its name and its kind ("Exhibit 5, the declination letter" for
 * "Declination of Coverage - Claim …"), where no other paper's name holds that word.
 */
function byWordAndKind(line: string, docs: readonly NamedReading[]): string[] {
  for (const m of line.matchAll(WORD_AND_KIND)) {
    const w = canonical(m[1]!.toLowerCase());
    const one = copiesOfOne(docs.filter((r) => r.words.includes(w) && !r.common.has(w)));
    if (one.length > 0) return one;
  }
  return [];
}

/**
 * "To whom was that follow-up addressed?": a paper pointed at by the one word its title opens with
 * ("Follow-up - timekeeping issues at New Brunswick and Edison.eml"), where no other paper's title
 * holds that word.
 */
const POINTED_WORD = /\b(?:that|this|the)\s+([A-Za-z][\w-]*)(?=\s+(?:addressed|sent|signed|dated|written|say|said|says|go|went|come|came|mention|mentioned|was|is)\b|\s*[?,])/gi;
/** Words every case's papers may open with: a kind of paper, not one paper's name. */
const GENERIC_PAPER = new Set(['letter', 'email', 'e-mail', 'mail', 'notice', 'memo', 'report', 'document', 'paper', 'form', 'agreement', 'contract', 'policy', 'complaint', 'answer', 'log', 'schedule', 'estimate', 'statement', 'declaration', 'summary', 'tracker', 'invoice', 'law', 'firm', 'file', 'record', 'records', 'exhibit', 'transcript', 'deposition', 'draft', 'copy', 'one', 'same', 'first', 'last', 'other', 'next', 'whole'].map(canonical));
function byHeadWord(line: string, docs: readonly NamedReading[]): string[] {
  for (const m of line.matchAll(POINTED_WORD)) {
    const [w] = [...bagOf(m[1]!).keys()];
    if (!w || GENERIC_PAPER.has(w) || docs.some((r) => r.common.has(w))) continue;
    const holding = docs.filter((r) => r.words.includes(w));
    const one = copiesOfOne(holding.filter((r) => r.head[0] === w));
    if (one.length > 0 && holding.every((r) => one.includes(r.id))) return one;
  }
  return [];
}

/**
 * "Let's mark Mr. Rivera's June 21, 2023 e-mail as Pryor 15": a paper named by its kind and its
 * full date, when its file name says neither ("Follow-up - timekeeping issues.eml"). Only where
 * one paper of that kind bears that date.
 */
function byDateAndKind(line: string, docs: readonly NamedReading[], kind: PaperKind | undefined): string[] {
  // (A full date holds a year: without one, no date is read — the calendar reader costs.)
  if (!kind || !/\b(?:19|20)\d\d\b|\b(?:twenty|two thousand)\b/i.test(line)) return [];
  const days = new Set(findDates(line, new Date()).filter((d) => d.granularity === 'day' && d.yearKnown && d.clock === undefined && d.weekday === undefined).map((d) => d.date));
  if (days.size !== 1) return [];
  const fits = docs.filter((r) => r.kind === kind && r.date !== null && days.has(r.date));
  return fits.length === 1 ? [fits[0]!.id] : [];
}

/**
 * A question about "the letter itself", "this document", "the signature block", a place on the page
 * ("the total at the bottom", "the top line"): the paper in front of the witness.
 */
export const ABOUT_THE_PAPER = /\b(?:the|this|that|its) (?:letter|document|exhibit|page|paragraph|signature block|signature line|letterhead|re line|subject line|cc line|copy line|date line|(?:top|bottom|last|first) (?:line|row|entry))\b|\bitself\b|\b(?:at|on) the (?:bottom|top)(?: of (?:it|the page))?\b/i;

/** How many of a case's documents are read for their names (the newest first). */
const NAMED_DOCUMENTS = 2000;

/** The case's documents' names and titles, for telling which one a question names. */
export async function caseDocuments(deps: AppDeps, organizationId: string, caseId: string): Promise<CaseDocument[]> {
  const rows = await deps.db
    .select({ id: documents.id, filename: documents.filename, metadata: documents.metadata })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.caseId, caseId), isNull(documents.deletedAt)))
    .orderBy(desc(documents.createdAt))
    .limit(NAMED_DOCUMENTS);
  return rows.map((r) => ({ id: r.id, filename: r.filename, title: typeof r.metadata.title === 'string' ? r.metadata.title : null, date: typeof r.metadata.created === 'string' && /^\d{4}-\d{2}-\d{2}/.test(r.metadata.created) ? r.metadata.created.slice(0, 10) : null }));
}
