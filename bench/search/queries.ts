/**
 * The six query shapes, each written the way every engine expresses it, so a row of the results
 * table compares engines answering the same question.
 */
import { FOCUS_CASE_ID, PLANTED } from './corpus.js';

export type QueryKey = 'rare' | 'common' | 'two_words' | 'phrase' | 'prefix' | 'one_case';

export interface BenchQuery {
  key: QueryKey;
  label: string;
  /** Document search syntax (web style, see SEARCH_SYNTAX_HELP). */
  search: string;
  /** What omnisearch's type-ahead sends: as typed, the last word being a prefix in progress. */
  typeahead: string;
  caseId?: string;
  /** Substrings a naive ILIKE scan requires, all of them. */
  ilike: string[];
  /** A Postgres tsquery for the naive ranked baseline: websearch syntax, or raw to_tsquery syntax. */
  tsquery: { parser: 'websearch_to_tsquery' | 'to_tsquery'; text: string };
  /** SQLite FTS5 MATCH expression. */
  fts5: string;
}

const rare = PLANTED.rare.word.toLowerCase();
const common = PLANTED.common.word;
const [first, second] = PLANTED.twoWords.map((w) => w.word);
const phrase = PLANTED.phrase.text;
const PREFIX = 'indem';

export const QUERIES: readonly BenchQuery[] = [
  { key: 'rare', label: `rare word (${rare}, ${PLANTED.rare.docs} docs)`, search: rare, typeahead: rare, ilike: [rare], tsquery: { parser: 'websearch_to_tsquery', text: rare }, fts5: rare },
  { key: 'common', label: `common word (${common}, ~${PLANTED.common.share * 100}% of docs)`, search: common, typeahead: common, ilike: [common], tsquery: { parser: 'websearch_to_tsquery', text: common }, fts5: common },
  {
    key: 'two_words',
    label: `two words (${first} ${second})`,
    search: `${first} ${second}`,
    typeahead: `${first} ${second}`,
    ilike: [first ?? '', second ?? ''],
    tsquery: { parser: 'websearch_to_tsquery', text: `${first} ${second}` },
    fts5: `${first} ${second}`,
  },
  {
    key: 'phrase',
    label: `phrase ("${phrase}")`,
    search: `"${phrase}"`,
    // Nobody types quotes into a type-ahead box; the words as typed.
    typeahead: phrase,
    ilike: [phrase],
    tsquery: { parser: 'websearch_to_tsquery', text: `"${phrase}"` },
    fts5: `"${phrase}"`,
  },
  { key: 'prefix', label: `prefix (${PREFIX}…, type-ahead)`, search: `${PREFIX}*`, typeahead: PREFIX, ilike: [PREFIX], tsquery: { parser: 'to_tsquery', text: `${PREFIX}:*` }, fts5: `${PREFIX}*` },
  {
    key: 'one_case',
    label: `one case only (${common})`,
    search: common,
    typeahead: common,
    caseId: FOCUS_CASE_ID,
    ilike: [common],
    tsquery: { parser: 'websearch_to_tsquery', text: common },
    fts5: common,
  },
];
