/**
 * A Bates number as typed: a prefix (letters first; digits, dashes, dots, underscores and a space
 * may follow) and the number after it, of three digits or more so that "case 12" is no Bates
 * number. The digits keep their width: a text range compares "NW000123" with "NW000120" only
 * when both are written alike.
 */
export interface BatesQuery {
  /** As it would be stamped: the prefix and the digits, no space between. */
  text: string;
  prefix: string;
  digits: string;
  number: number;
}

const BATES = /^([A-Za-z][A-Za-z0-9_.-]{0,29}?)[ _.-]?(\d{3,15})$/;

export function parseBates(input: string): BatesQuery | null {
  const match = BATES.exec(input.trim());
  if (!match) return null;
  const prefix = match[1]!;
  const digits = match[2]!;
  // The separator the regex let go of belongs to the prefix when the stamp has one ("ACME-0001").
  const raw = input.trim();
  const stamped = raw.slice(0, raw.length - digits.length);
  const withSeparator = stamped.endsWith(' ') ? prefix : stamped;
  return { text: `${withSeparator}${digits}`, prefix: withSeparator, digits, number: Number(digits) };
}

/** A stored Bates number split the same way (its prefix is everything before the trailing digits). */
export function splitBates(value: string): { prefix: string; digits: string; number: number } | null {
  const match = /^(.*?)(\d+)$/.exec(value.trim());
  if (!match || match[2]!.length > 15) return null;
  return { prefix: match[1]!, digits: match[2]!, number: Number(match[2]!) };
}

/**
 * Where `query` falls in a produced range, as the page of the document (Bates numbers go one per
 * page), or null when it is outside the range or numbered under another prefix.
 */
export function pageInRange(query: BatesQuery, begin: string, end: string): number | null {
  const from = splitBates(begin);
  const to = splitBates(end);
  if (!from || !to) return null;
  const same = (p: string) => p.toLowerCase() === query.prefix.toLowerCase();
  if (!same(from.prefix) || !same(to.prefix)) return null;
  if (query.number < from.number || query.number > to.number) return null;
  return query.number - from.number + 1;
}
