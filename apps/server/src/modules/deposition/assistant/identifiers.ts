import type { NameValue } from './values.js';

/**
 * Identifiers: a bus route, a lot, an instrument, a badge. Written with letters before digits
 * ("B41", "QC-HPLC-05", "MF-23-0417"); said aloud digit by digit with "oh" for nought
 * ("oh-four-sixteen", "four-oh-seven-one-five"). One is held against another only when both are
 * of one series: the same letters before the digits, or, for digits said alone, a written one
 * whose last group has as many digits ("oh-three" against "QC-HPLC-05", not against "QC-114").
 */

/** Letters, then digits, in groups joined by hyphens: "B41", "QC-HPLC-05", "INV-24-0193". */
const WRITTEN = /\b[A-Z]{1,6}(?:-[A-Z]{1,6})*-?\d+(?:-\d+)*\b(?![.,]\d)/g;

const DIGIT_WORDS: Record<string, string> = {
  oh: '0', zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19',
};
const TENS: Record<string, string> = { twenty: '2', thirty: '3', forty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9' };
const WORD = `(?:${[...Object.keys(DIGIT_WORDS), ...Object.keys(TENS)].join('|')})`;
/** Number words joined by hyphens, one of them "oh": how a code is read out, not a count. */
const SPOKEN = new RegExp(String.raw`\b${WORD}(?:-${WORD})+\b`, 'gi');

/** The digits of a code read out ("oh-four-sixteen" → "0416"), or null when it is a number said ("twenty-one"). */
export function spokenDigits(said: string): string | null {
  const words = said.toLowerCase().split('-');
  if (!words.includes('oh')) return null;
  let out = '';
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    const tens = TENS[w];
    if (tens !== undefined) {
      const next = DIGIT_WORDS[words[i + 1] ?? ''];
      if (next !== undefined && next.length === 1 && next !== '0') {
        out += tens + next;
        i += 1;
      } else out += `${tens}0`;
    } else out += DIGIT_WORDS[w] ?? '';
  }
  return out;
}

/** Identifiers in a text; `spoken`: also codes read out in words (an answer, not a document). */
export function findIdentifiers(text: string, spoken: boolean): NameValue[] {
  const out: NameValue[] = [];
  for (const m of text.matchAll(WRITTEN)) out.push({ kind: 'name', nameType: 'identifier', value: m[0], quote: m[0], start: m.index });
  if (spoken) {
    for (const m of text.matchAll(SPOKEN)) {
      const digits = spokenDigits(m[0]);
      if (digits) out.push({ kind: 'name', nameType: 'identifier', value: digits, quote: m[0], start: m.index });
    }
  }
  return out;
}

/** The letters before an identifier's digits ("QC-HPLC-05" → "QCHPLC"), and its digit groups. */
function partsOf(id: string): { prefix: string; groups: string[] } {
  const at = id.search(/\d/);
  return { prefix: id.slice(0, Math.max(0, at)).replace(/[^A-Z]/gi, '').toUpperCase(), groups: id.slice(Math.max(0, at)).match(/\d+/g) ?? [] };
}

/** Whether two identifiers are the same, or null when they are not of one series. */
export function identifiersAgree(said: string, written: string): boolean | null {
  const a = partsOf(said);
  const b = partsOf(written);
  if (a.groups.length === 0 || b.groups.length === 0) return null;
  if (a.prefix !== '') return a.prefix === b.prefix ? a.groups.join('-') === b.groups.join('-') : null;
  const digits = a.groups.join('');
  const last = b.groups[b.groups.length - 1]!;
  return last.length === digits.length ? last === digits : null;
}
