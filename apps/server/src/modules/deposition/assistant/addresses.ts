import { moneyShorthand, withDigits } from './spoken.js';
import { ordinalDay } from './values.js';

/**
 * Street addresses, as a witness says them ("Two-fourteen Lefferts Avenue", "eighteen hundred
 * Centennial Parkway", "Rogers Avenue") and as papers write them ("40 Bayview Avenue, Port
 * Jefferson, NY 11777"). A place reader sees a town in an address; asked "what address does the
 * notice give for you?", the street, its number and its town are what is asked.
 */
export interface StreetAddress {
  /** The house number, when said ("214"). */
  number: string | null;
  /** The street's name without its kind, lower case, an ordinal as its number ("lefferts", "6"). */
  street: string;
  /** The kind of street, spelled out ("avenue"). */
  suffix: string;
  /** The town after it, lower case, when written with it ("port jefferson"). */
  town: string | null;
  /** Where it starts and ends in the text read. */
  start: number;
  end: number;
  quote: string;
}

const SUFFIXES: Record<string, string> = {
  avenue: 'avenue', ave: 'avenue', street: 'street', st: 'street', road: 'road', rd: 'road', parkway: 'parkway', pkwy: 'parkway',
  boulevard: 'boulevard', blvd: 'boulevard', drive: 'drive', dr: 'drive', lane: 'lane', ln: 'lane', way: 'way', highway: 'highway',
  hwy: 'highway', plaza: 'plaza', place: 'place', pl: 'place', court: 'court', ct: 'court', terrace: 'terrace', square: 'square',
  sq: 'square', turnpike: 'turnpike', tpke: 'turnpike',
};

const STREET = new RegExp(
  String.raw`\b(?:(\d{1,6}(?:-\d{1,3})?[A-Z]?)\s+)?` +
    // The street's name: capitalised words or an ordinal ("Sixth", "6th"), up to four.
    String.raw`((?:[A-Z][\w'’-]*|[A-Z]\.|\d{1,3}(?:st|nd|rd|th))(?:\s+(?:[A-Z][\w'’-]*|[A-Z]\.|of|the)){0,3}?)\s+` +
    String.raw`(${Object.keys(SUFFIXES).map((s) => s[0]!.toUpperCase() + s.slice(1)).join('|')})\b\.?` +
    // An apartment or suite, then the town.
    String.raw`(?:,?\s+(?:Apt|Apartment|apartment|Suite|Ste|Unit|Floor|Fl|#)\.?\s*[\w-]+)?` +
    String.raw`(?:,\s+(?:in\s+)?([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}))?`,
  'g',
);

/**
 * Streets named without a kind after them, or with it first: "Broadway", "the Bowery", "Avenue of
 * the Americas", "Avenue J". Each is read with its number and town as any other street.
 */
const NAMED_STREET = /\b(?:(\d{1,6}(?:-\d{1,3})?[A-Z]?)\s+)?(Broadway|Bowery|(Avenue|Boulevard) (?:of the [A-Z][a-z]+(?: [A-Z][a-z]+)?|[A-Z]\b))(?:,\s+(?:in\s+)?([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}))?/g;

/** Words that open a sentence or a phrase before a street's name, never part of it ("On Sixth Street", "At Rogers Avenue"). */
const NOT_STREET_WORDS = new Set(['on', 'at', 'in', 'to', 'the', 'of', 'by', 'near', 'from', 'off', 'out', 'down', 'up', 'and', 'our', 'their', 'his', 'her', 'my', 'your', 'its', 'yes', 'no', 'it', 'that', 'this', 'was', 'is', 'i']);

/** A house number a paper spells out ("One Granite Place"). */
const SMALL_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A street's name compared: lower case, ordinals as their numbers ("Sixth" = "6th" = 6), no punctuation. */
const streetKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[’'.]/g, '')
    .split(/\s+/)
    .map((w) => ordinalDay(w)?.toString() ?? w)
    .join(' ');

/** The street addresses of a text, numbers said in words read as figures ("Two-fourteen" = 214). */
export function findStreetAddresses(text: string): StreetAddress[] {
  const norm = withDigits(text);
  const out: StreetAddress[] = [];
  for (const m of norm.text.matchAll(STREET)) {
    const words = m[2]!.split(/\s+/);
    // Characters before the first word kept (a quote starts there when no figure leads it).
    let skipped = 0;
    while (words.length > 1 && NOT_STREET_WORDS.has(words[0]!.toLowerCase())) {
      skipped += words[0]!.length + 1;
      words.shift();
    }
    if (words.length === 0 || NOT_STREET_WORDS.has(words[0]!.toLowerCase())) continue;
    // "One Granite Place": a house number a paper spells out (the quote keeps it).
    const spelled = !m[1] && words.length > 1 ? SMALL_NUMBERS.indexOf(words[0]!.toLowerCase()) : -1;
    if (spelled >= 0) words.shift();
    // "Two-fourteen" is said as two figures: 2-14 is 214.
    const number = m[1] ? m[1].replace(/^(\d{1,2})-(\d{2})$/, '$1$2') : spelled >= 0 ? String(spelled + 1) : null;
    const from = m[1] ? m.index : m.index + m[0].indexOf(m[2]!) + skipped;
    const start = norm.original(from);
    const end = norm.original(m.index + m[0].length);
    out.push({ number, street: streetKey(words.join(' ')), suffix: SUFFIXES[m[3]!.toLowerCase()]!, town: m[4] ? m[4].toLowerCase() : null, start, end, quote: text.slice(start, end).replace(/[.,]+$/, '') });
  }
  for (const m of norm.text.matchAll(NAMED_STREET)) {
    const spelled = m[1] ? -1 : SMALL_NUMBERS.indexOf(/(\w+)\s+$/.exec(norm.text.slice(Math.max(0, m.index - 8), m.index))?.[1]?.toLowerCase() ?? '');
    const start = norm.original(spelled >= 0 ? m.index - /(\w+)\s+$/.exec(norm.text.slice(0, m.index))![0].length : m.index);
    const end = norm.original(m.index + m[0].length);
    const number = m[1] ? m[1].replace(/^(\d{1,2})-(\d{2})$/, '$1$2') : spelled >= 0 ? String(spelled + 1) : null;
    const suffix = m[3] ? SUFFIXES[m[3].toLowerCase()]! : 'street';
    out.push({ number, street: streetKey(m[3] ? m[2]!.slice(m[3].length + 1) : m[2]!), suffix, town: m[4] ? m[4].toLowerCase() : null, start, end, quote: text.slice(start, end).replace(/[.,]+$/, '') });
  }
  // "Three forty-five Adams Street": a house number said by its figures, as a sum's are.
  for (const said of moneyShorthand(text)) {
    const a = out.find((x) => x.number === null && /^\s+$/.test(text.slice(said.end, x.start)));
    if (!a) continue;
    a.number = said.digits;
    a.start = said.start;
    a.quote = text.slice(a.start, a.end).replace(/[.,]+$/, '');
  }
  return out;
}

/**
 * Whether two addresses are the same place: the same street of the same kind, and the same number
 * and town where both give one. "40 Bayview Avenue, Port Washington" is not "40 Bayview Avenue,
 * Port Jefferson"; "Rogers Avenue" is not "214 Lefferts Avenue".
 */
export function addressesAgree(a: StreetAddress, b: StreetAddress): boolean {
  if (a.street !== b.street || a.suffix !== b.suffix) return false;
  if (a.number !== null && b.number !== null && a.number !== b.number) return false;
  return a.town === null || b.town === null || a.town === b.town;
}

/** A question asking for an address ("what address does it give for you?", "to what address did you send it?", "addressed to Dr. Prescott at …", "what's the street number on Centennial Parkway?"). */
export const ADDRESS_ASKED = /\baddress(?:ed|es)?\b|\bletterhead\b|\b(?:street|house|building) number\b|\bwhere (?:do|did|does) (?:you|he|she|they) (?:live|reside)\b/i;

/**
 * Whose address is asked: the letter's recipient ("to what address did you send it", "addressed
 * to"), its sender ("on your letterhead", "from what address"), or neither said.
 */
export function addressRole(question: string): 'sender' | 'recipient' | null {
  if (/\bletterhead\b|\bfrom (?:what|which) address\b|\breturn address\b/i.test(question)) return 'sender';
  if (/\bto (?:what|which) address\b|\baddressed to\b|\b(?:send|sent|mail|mailed|deliver|delivered)\b[^?.]{0,30}\bto\b/i.test(question)) return 'recipient';
  return null;
}
