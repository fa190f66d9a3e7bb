import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documentPages, documents } from '../../../db/schema/index.js';
import { plainText } from './question-form.js';
import { canonical, isStopWord, rawWords } from './words.js';

/**
 * The matter's defined terms, read from its own documents: an agreement's or a pleading's
 * `(the "Dedicated Reefer Capacity")`, `("Term")`, `"Peak Season" means …`. A defined term names
 * what a clause is about — a contract's concept, a document, a role ("the Company") — not one of
 * several alike, so a question naming it ("the lost profits in Peak Season") is not singling out
 * one customer's figure. A short name given to a firm or a person named just before it
 * (`Tidewater Freight Co. ("Tidewater")`) is a name, not a term. An acronym's long form
 * (`the Master Logistics Services Agreement … (the "MLSA")`) is the term's too.
 */

const PAREN_TERM = /\(\s*(?:hereinafter(?: referred to as)?\s+|collectively,?\s+|each,?\s+(?:a|an)\s+|individually,?\s+(?:a|an)\s+)?(?:this\s+|the\s+|a\s+|an\s+)?"([^"]{2,60})"\s*\)/g;
const MEANS_TERM = /"([A-Z][^"]{1,60})"\s+(?:shall\s+)?(?:means?|has the meaning|shall have the meaning|refers to|is defined)/g;
/** How far back a short name's firm or person may be named ("Northwind Freight Inc., a Delaware corporation with offices at …"). */
const NAME_REACH = 240;

const wordsOf = (phrase: string): string[] => rawWords(phrase).filter((w) => !isStopWord(w)).map(canonical);

/** The capitalised words just before `at` whose initials spell an acronym ("MLSA"). */
function longForm(text: string, at: number, acronym: string): string[] {
  const before = text.slice(Math.max(0, at - 200), at);
  const words = [...before.matchAll(/\b[A-Z][\w&'-]*/g)].map((m) => m[0]);
  for (let start = words.length - acronym.length; start >= Math.max(0, words.length - acronym.length - 8); start -= 1) {
    const run = words.slice(start, start + acronym.length);
    if (run.length === acronym.length && run.map((w) => w[0]).join('') === acronym) return run;
  }
  return [];
}

/**
 * Whether a short name shortens a longer name written just before it: "Castellan Logistics LLC
 * (…"Castellan")", "Gregory Thorne ("Thorne")". A heading that spells the term out whole ("4.3
 * Dedicated Reefer Capacity.") does not make it a name.
 */
function shortName(text: string, at: number, term: string): boolean {
  const wanted = term.split(/\s+/);
  const before = text.slice(Math.max(0, at - NAME_REACH), at);
  for (const run of before.split(/[,;:()\n"]|\.\s/)) {
    const caps = [...run.matchAll(/\b[A-Z][\w&'-]*\.?/g)].map((m) => m[0].replace(/\.$/, ''));
    // "This Master Logistics Services Agreement (this "Agreement")": a document's title, shortened to its kind.
    if (caps.length <= wanted.length || /^(?:This|The|That|Such|Each)$/.test(caps[0]!)) continue;
    for (let i = 0; i + wanted.length <= caps.length; i += 1) if (wanted.every((w, k) => caps[i + k] === w)) return true;
  }
  return false;
}

/** The canonical words of the defined terms one text declares (and of an acronym's long form). */
export function definedTermsIn(raw: string, into: Set<string> = new Set()): Set<string> {
  const text = plainText(raw);
  for (const m of text.matchAll(PAREN_TERM)) {
    const term = m[1]!.trim();
    if (!/^[A-Za-z]/.test(term)) continue;
    if (/^[A-Z][a-z]/.test(term) && shortName(text, m.index, term)) continue;
    for (const w of wordsOf(term)) into.add(w);
    if (/^[A-Z]{2,6}$/.test(term)) for (const w of wordsOf(longForm(text, m.index, term).join(' '))) into.add(w);
  }
  for (const m of text.matchAll(MEANS_TERM)) for (const w of wordsOf(m[1]!)) into.add(w);
  return into;
}

/** Pages read for terms, at most (a matter's agreements and pleadings declare them early). */
const MAX_PAGES = 400;

/**
 * The defined terms of a matter's documents: read once per session (the pages that declare one,
 * found by the database's own pattern match, not read whole).
 */
export async function matterTerms(deps: AppDeps, organizationId: string, caseId: string): Promise<Set<string>> {
  const rows = await deps.db
    .select({ text: documentPages.text })
    .from(documentPages)
    .innerJoin(documents, eq(documents.id, documentPages.documentId))
    .where(and(eq(documentPages.organizationId, organizationId), eq(documents.caseId, caseId), isNull(documents.deletedAt), sql`${documentPages.text} ~ ${String.raw`\(\s*(the\s+|this\s+)?["“]|["“][A-Z][^"”]{1,60}["”]\s+(shall\s+)?mean`}`))
    .limit(MAX_PAGES);
  const terms = new Set<string>();
  for (const r of rows) definedTermsIn(r.text, terms);
  return terms;
}
