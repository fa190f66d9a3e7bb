import type { RedactionPattern } from '@app/contract';

/** A match in a page's text: [start, end) character offsets. */
export interface Span {
  start: number;
  end: number;
}

/*
 * The built-in patterns. Each is a candidate regular expression (linear: no nested quantifiers,
 * so it cannot run away) and, where a number carries one, a checksum that turns a candidate into
 * a match, so an order number is not taken for a card number.
 */

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The Luhn checksum every payment card number satisfies. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The ISO 13616 mod-97 checksum of an IBAN. */
export function ibanValid(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of n) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** US social-security numbers as written (123-45-6789 or 123 45 6789), without the numbers the SSA never issues. */
function ssnValid(value: string): boolean {
  const d = digitsOf(value);
  const area = d.slice(0, 3);
  return area !== '000' && area !== '666' && area[0] !== '9' && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}

/**
 * A date of birth: a date that follows words saying so ("DOB", "date of birth", "born"), the
 * label kept visible and only the date redacted. A bare date is a contract's or a letter's, not
 * personal data.
 */
const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|(?:${MONTHS})\\.? \\d{1,2},? \\d{4}|\\d{1,2} (?:${MONTHS})\\.? \\d{4})`;

interface Rule {
  regex: RegExp;
  /** Which capture group is the redacted part (0: the whole match). */
  group: number;
  valid?: (match: string) => boolean;
}

const RULES: Record<RedactionPattern, Rule> = {
  ssn: { regex: /(?<![\d-])\d{3}([- ])\d{2}\1\d{4}(?![\d-])/g, group: 0, valid: ssnValid },
  card_number: { regex: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g, group: 0, valid: luhnValid },
  bank_account: { regex: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/gi, group: 0, valid: ibanValid },
  date_of_birth: { regex: new RegExp(`\\b(?:d\\.?o\\.?b\\.?|date of birth|birth ?date|born(?: on)?)[:\\s]{0,3}(${DATE})`, 'gi'), group: 1 },
  email: { regex: /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/g, group: 0 },
  phone: { regex: /(?<![\w-])(?:\+1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\w-])/g, group: 0 },
};

/** Every match of a built-in pattern in one page's text. */
export function findPattern(pattern: RedactionPattern, text: string): Span[] {
  const rule = RULES[pattern];
  const found: Span[] = [];
  for (const m of text.matchAll(rule.regex)) {
    const part = m[rule.group];
    if (part === undefined || part.length === 0) continue;
    if (rule.valid && !rule.valid(part)) continue;
    const start = rule.group === 0 ? m.index : m.index + m[0].lastIndexOf(part);
    found.push({ start, end: start + part.length });
  }
  return found;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every occurrence of a term (whitespace in the term matches any run of whitespace, as a line break in the text). */
export function findTerm(term: string, text: string, caseSensitive: boolean): Span[] {
  const source = term.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  const regex = new RegExp(source, caseSensitive ? 'gu' : 'giu');
  return [...text.matchAll(regex)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
