import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.js';
import { containsPattern } from '../../../db/like-patterns.js';
import { caseNameOfDocument } from './sql-fragments.js';

/**
 * Documents whose file name matches what is being typed (type-ahead).
 *
 * The words typed are looked up as prefixes of the name's words (documents.name_words, a GIN
 * index): "hernan mem" finds "Hernandez – trust_memo.pdf". That reads one short posting list per
 * word. The trigram ILIKE it replaces had to intersect a dozen long lists (every trigram of the
 * text; "ion" is in most names), 3–7 ms per keystroke at 100k documents.
 *
 * A substring inside a word ("0417" in "2:25-cv-00417.pdf") is not a word prefix: that trigram
 * search still runs, but only when nothing else matched (`substringNames`), so it costs time only
 * when the user would otherwise see no documents at all.
 */

/** Name rows read before scoring: enough to find the best `limit` among names sharing a common word. */
const CANDIDATES = 200;

export interface NameMatch {
  id: string;
  case_id: string;
  case_name: string;
  filename: string;
  /** 0–1: pg_trgm similarity of the name and the typed text. */
  score: number;
}

/** Every typed word as a prefix of some word of the name; null when nothing searchable was typed. */
export function namePrefixQuery(typed: string): string | null {
  const words = typed
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // Only letters and digits remain, so no word needs quoting beyond the lexeme quotes.
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

/**
 * The best `limit` of at most CANDIDATES matching names, by pg_trgm similarity to the typed text;
 * the case name is read for those rows only.
 */
function best(db: DbOrTx, matching: SQL, typed: string, limit: number): Promise<NameMatch[]> {
  return rows<NameMatch>(
    db,
    sql`select d.id, d.case_id, d.filename, ${caseNameOfDocument} as case_name, similarity(d.filename, ${typed})::float8 as score
      from (select d.id, d.case_id, d.filename from documents d where ${matching} limit ${CANDIDATES}) d
      order by score desc, d.id limit ${limit}`,
  );
}

/** Names whose words start with the typed words. */
export function prefixNames(db: DbOrTx, docWhere: SQL, typed: string, limit: number): Promise<NameMatch[]> {
  const query = namePrefixQuery(typed);
  return query ? best(db, sql`d.name_words @@ ${query}::tsquery and ${docWhere}`, typed, limit) : Promise.resolve([]);
}

/** Names containing the typed text anywhere (trigram index): the last resort when nothing else matched. */
export function substringNames(db: DbOrTx, docWhere: SQL, typed: string, limit: number): Promise<NameMatch[]> {
  return best(db, sql`${docWhere} and d.filename ilike ${containsPattern(typed)}`, typed, limit);
}
