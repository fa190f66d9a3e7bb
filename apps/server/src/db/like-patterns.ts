/**
 * LIKE / ILIKE patterns (and one regular expression) from user text: the wildcards `%` and `_`
 * (and the escape character, a backslash, Postgres' default) are escaped so the text only ever
 * matches literally. One place for every search box, filter and type-ahead that matches text by
 * pattern.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Matches values that start with `text`. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/**
 * Characters after which a word starts in the text omnisearch matches (names, docket numbers and
 * the JSON of case parties, where a name follows a quote). An explicit list rather than a class
 * such as [[:punct:]]: pg_trgm can read trigrams out of a regular expression with a short list
 * (so a trigram index answers it) and gives up on the large classes.
 */
const WORD_SEPARATORS = ` "'(/.,:;&_-`;

/** A POSIX regular expression (Postgres `~`) matching `text` at the start of a word, literally. */
export const wordStartRegex = (text: string): string => `(^|[${WORD_SEPARATORS}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
