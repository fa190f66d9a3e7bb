/**
 * LIKE / ILIKE patterns from user text: the wildcards `%` and `_` (and the escape character, a
 * backslash, Postgres' default) are escaped so the text only ever matches literally. One place for
 * every search box, filter and type-ahead that matches text by pattern.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Matches values that start with `text`. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
