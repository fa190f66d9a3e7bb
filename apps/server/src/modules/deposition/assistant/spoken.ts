/**
 * Numbers as people say them — "two hundred grand", "seven and a half thousand", "a million and a
 * half", "three quarters of a million dollars", "a couple hundred", "four point two million",
 * "a hundred and twenty" — read by a small grammar over the words (not a pattern per phrasing),
 * and the text rewritten with digits so the money and quantity readers see "200000 dollars".
 * Positions map back to the original text, so a quote is what the witness said.
 *
 * Written here rather than taken from a package: the recognisers tried (compromise's numbers,
 * Microsoft Recognizers-Text) misread exactly these forms ("a million and a half" → 1,000,000.5,
 * "three quarters of a million" → 0.000012, "three hundred and eleven" → 300).
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
/** Fractions said before "of a" ("a quarter of a million", "three quarters of a million", "half a million"). */
const FRACTIONS: Record<string, number> = { half: 0.5, halves: 0.5, quarter: 0.25, quarters: 0.25, third: 1 / 3, thirds: 1 / 3 };
/** Money said without a currency word of its own: "grand" and "K" are thousands of dollars, "bucks" dollars. */
const MONEY_WORDS: Record<string, { factor: number; word: string }> = { grand: { factor: 1e3, word: 'dollars' }, k: { factor: 1e3, word: 'dollars' }, bucks: { factor: 1, word: 'dollars' } };

export interface SpokenNumber {
  start: number;
  end: number;
  value: number;
  /** "a couple hundred", "a few thousand": the speaker rounds. */
  vague: boolean;
  /** Followed by "grand" or "bucks": a sum of dollars. */
  money: boolean;
  /** "A year and a half": the unit said inside the number, written after its figure ("1.5 years"). */
  unit?: string;
}

/** Units of time said inside a number: "a year and a half", "an hour and a half". */
const HALVED_UNITS = /^(?:minute|hour|day|week|month|year)$/;

interface Token {
  w: string;
  start: number;
  end: number;
}

function tokenise(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/\d+(?:[.,]\d+)*|[A-Za-z]+/g)) out.push({ w: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  return out;
}

/** A word that opens a number of two digits ("seventy", "seventy-five", "fifteen"): cents, or the last two digits of a pair. */
const opensTwoDigits = (w: string): boolean => w in TENS || (w in UNITS && UNITS[w]! >= 10);
const isNumberWord = (w: string) => w in UNITS || w in TENS || w === 'hundred' || w in SCALES || w === 'dozen';
const digitValue = (w: string): number | null => (/^\d+(?:,\d{3})*(?:\.\d+)?$/.test(w) ? Number(w.replace(/,/g, '')) : null);

/** Tokens i..j are next to each other (only spaces or hyphens between them). */
const adjacent = (text: string, a: Token, b: Token) => /^[\s-]*$/.test(text.slice(a.end, b.start));

/**
 * Parses the longest number phrase starting at token i. Accumulates as one says numbers: small
 * words add, "hundred" multiplies the group, a scale closes the group into the total; "and a half"
 * adds half of the last unit said; fractions before "of a" multiply what follows.
 */
function parseAt(text: string, tokens: Token[], i: number, pairs = false): { value: number; next: number; vague: boolean; words: number } | null {
  let total = 0;
  let group = 0;
  let lastUnit = 1;
  let seen = 0;
  let vague = false;
  let j = i;
  let fraction: number | null = null;
  /** The last scale said, and whether "hundred" was said after it. */
  let lastScale = 0;
  let hundredAfter = false;
  const at = (k: number) => tokens[k]?.w ?? '';
  const joined = (k: number) => k > i && tokens[k] && tokens[k - 1] && adjacent(text, tokens[k - 1]!, tokens[k]!);
  // "A million twenty-one", "a million five thirty-four": what follows millions without a scale of
  // its own is thousands, as a figure is read off a page ($1,021,000; $1,534,000). ("A million
  // two hundred" says its hundreds.)
  const thousandsAfterMillions = () => {
    if (lastScale < 1e6 || hundredAfter || group === 0 || group >= 1000 || !Number.isInteger(group)) return;
    total += group * (lastScale / 1e3);
    group = 0;
    lastUnit = lastScale / 1e3;
  };

  // Leading article or vague count: "a hundred", "a couple (of) hundred", "a few thousand".
  if ((at(j) === 'a' || at(j) === 'an') && (at(j + 1) === 'hundred' || at(j + 1) in SCALES || at(j + 1) === 'dozen')) {
    group = 1;
    j += 1;
  } else if (at(j) === 'a' && (at(j + 1) === 'couple' || at(j + 1) === 'few') && (at(j + 2) === 'hundred' || at(j + 2) in SCALES || (at(j + 2) === 'of' && (at(j + 3) === 'hundred' || at(j + 3) in SCALES)))) {
    group = at(j + 1) === 'couple' ? 2 : 3;
    vague = true;
    j += at(j + 2) === 'of' ? 3 : 2;
    seen += 1;
  } else if (at(j) === 'half' && at(j + 1) === 'a' && at(j + 2) in SCALES) {
    fraction = 0.5;
    j += 2;
  } else if ((at(j) === 'a' || at(j) in UNITS) && at(j + 1) in FRACTIONS && at(j + 2) === 'of' && (at(j + 3) === 'a' || at(j + 3) === 'an') && at(j + 4) in SCALES) {
    // "a quarter of a million", "three quarters of a million"
    const count = at(j) === 'a' ? 1 : UNITS[at(j)]!;
    fraction = count * FRACTIONS[at(j + 1)]!;
    j += 4;
  } else if ((at(j) === 'a' || at(j) in UNITS) && /^(?:half|quarters?)$/.test(at(j + 1)) && at(j + 2) in SCALES) {
    // "a quarter million", "a half million", "three quarters million": the same, without "of a"
    // ("a third" before a number is an ordinal as often as a fraction).
    const count = at(j) === 'a' ? 1 : UNITS[at(j)]!;
    fraction = count * FRACTIONS[at(j + 1)]!;
    j += 2;
  }

  for (; j < tokens.length; j += 1) {
    const w = at(j);
    if (j > i && !joined(j)) {
      const comma = /^\s*,\s*$/.test(text.slice(tokens[j - 1]!.end, tokens[j]?.start ?? 0));
      if (comma) thousandsAfterMillions();
      // "Eighty-four thousand, two hundred fifty": after a scale, a comma and a smaller number in
      // hundreds go on ("sixty thousand, twenty of them damaged" does not: 20 is another count).
      // ("A million two eighty-six, two ten": hundreds said as a pair, after thousands.)
      const rest = group === 0 && lastUnit >= 1000 && comma && (w in UNITS || w in TENS) ? parseAt(text, tokens, j, true) : null;
      if (rest && rest.value >= 100 && rest.value < lastUnit && Number.isInteger(rest.value)) {
        total += rest.value;
        seen += rest.words;
        j = rest.next;
      }
      break;
    }
    const d = digitValue(w);
    if (d !== null) {
      // Digits start a phrase ("1.5 million", "200 grand") but never follow number words.
      if (seen > 0 || group !== 0) break;
      group = d;
      seen += 1;
      continue;
    }
    if (w in UNITS) {
      // "A million two", "two million five": a single digit after millions is their tenths.
      const scaleBefore = SCALES[at(j - 1)] ?? 0;
      if (scaleBefore >= 1e6 && group === 0 && UNITS[w]! < 10 && !isNumberWord(at(j + 1)) && joined(j)) {
        total += (UNITS[w]! * scaleBefore) / 10;
        seen += 1;
        j += 1;
        break;
      }
      // "Thirty-one thousand seven seventy-five", "a million two eighty-six": hundreds said as a
      // pair after a scale ("seven seventy-five" is 775), the way figures are read aloud.
      const next = at(j + 1);
      if ((lastUnit >= 1000 || pairs) && group === 0 && UNITS[w]! >= 1 && UNITS[w]! < 10 && joined(j + 1) && opensTwoDigits(next)) {
        group = UNITS[w]! * 100;
        lastUnit = 1;
        seen += 1;
        continue;
      }
      if (group % 10 !== 0 && group !== 0 && seen > 0 && !(at(j - 1) === 'and' || at(j - 1) === 'hundred')) break;
      group += UNITS[w]!;
      lastUnit = 1;
    } else if (w in TENS) {
      if (group % 100 !== 0 && seen > 0) break;
      group += TENS[w]!;
      lastUnit = 1;
    } else if (w === 'hundred') {
      group = (group || 1) * 100;
      lastUnit = 100;
      if (lastScale > 0) hundredAfter = true;
    } else if (w in SCALES) {
      const scale = SCALES[w]!;
      if (fraction !== null) {
        total += fraction * scale;
        fraction = null;
      } else total += (group || 1) * scale;
      group = 0;
      lastUnit = scale;
      lastScale = scale;
      hundredAfter = false;
    } else if (w === 'something' && group >= 20 && group % 10 === 0 && group < 100) {
      // "Eighty-something thousand": somewhere in the eighties, read as the middle, and rounded.
      group += 5;
      vague = true;
    } else if (w === 'dozen') {
      group = (group || 1) * 12;
      lastUnit = 12;
    } else if (w === 'point' && seen > 0 && /^(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine)$/.test(at(j + 1))) {
      // "four point two million"
      const digits: string[] = [];
      let k = j + 1;
      for (; k < tokens.length && ((at(k) in UNITS && UNITS[at(k)]! < 10) || /^\d+$/.test(at(k))); k += 1) digits.push(/^\d+$/.test(at(k)) ? at(k) : String(UNITS[at(k)]));
      group = Number(`${group}.${digits.join('')}`);
      j = k - 1;
    } else if (w === 'and' && seen > 0) {
      // "hundred and twenty", "a million and a half", "seven and a half thousand".
      // ("Four and a quarter" a mile: $4.25; "two and three quarters million", "six and three-quarter million".)
      // ("Six and a third million", "two and two-thirds million".)
      const part = at(j + 1) === 'a' && (at(j + 2) === 'half' || at(j + 2) === 'quarter' || at(j + 2) === 'third') ? FRACTIONS[at(j + 2)]! : at(j + 1) === 'three' && (at(j + 2) === 'quarters' || at(j + 2) === 'quarter') ? 0.75 : at(j + 1) === 'two' && (at(j + 2) === 'thirds' || at(j + 2) === 'third') ? 2 / 3 : null;
      if (part !== null) {
        if (group !== 0) group += part;
        else total += lastUnit * part;
        j += 2;
        seen += 1;
        continue;
      }
      if (isNumberWord(at(j + 1)) && lastUnit >= 100) continue;
      break;
    } else break;
    seen += 1;
  }
  if (seen === 0) return null;
  thousandsAfterMillions();
  const value = total + group;
  return { value, next: j, vague, words: seen };
}

/** A price's rate after it: "a loaded mile", "per hour", "an hour". */
const RATE_AFTER = /^\s*(?:a|an|per)\s+(?:loaded\s+)?(?:mile|hour|pound|lb|gallon)\b/i;

/** The number phrases of a text written in words (a bare run of digits is left to the other readers). */
export function spokenNumbers(text: string): SpokenNumber[] {
  const tokens = tokenise(text);
  const out: SpokenNumber[] = [];
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    // "A dollar forty-two", "two dollars fifteen": dollars and cents, as a rate is said.
    const dollar = tokens[i + 1];
    const dollars = t.w === 'a' || t.w === 'one' ? 1 : UNITS[t.w] !== undefined && UNITS[t.w]! < 10 ? UNITS[t.w]! : null;
    if (dollars !== null && dollar && /^(?:dollars?|bucks?)$/.test(dollar.w) && adjacent(text, t, dollar) && tokens[i + 2] && adjacent(text, dollar, tokens[i + 2]!) && opensTwoDigits(tokens[i + 2]!.w)) {
      const cents = parseAt(text, tokens, i + 2);
      if (cents && cents.value < 100 && Number.isInteger(cents.value)) {
        out.push({ start: t.start, end: tokens[cents.next - 1]!.end, value: dollars + cents.value / 100, vague: false, money: true });
        i = cents.next;
        continue;
      }
    }
    // "A year and a half", "an hour and a half": one and a half of the unit said between.
    const [unit, and, a, half] = [tokens[i + 1], tokens[i + 2], tokens[i + 3], tokens[i + 4]];
    if ((t.w === 'a' || t.w === 'an' || t.w === 'one') && unit && HALVED_UNITS.test(unit.w) && and?.w === 'and' && a?.w === 'a' && half?.w === 'half' && !/^-/.test(text.slice(half.end)) && [t, unit, and, a].every((x, k) => adjacent(text, x, [unit, and, a, half][k]!))) {
      out.push({ start: t.start, end: half.end, value: 1.5, vague: false, money: false, unit: `${unit.w}s` });
      i += 5;
      continue;
    }
    const starts = isNumberWord(t.w) || t.w === 'a' || t.w === 'an' || t.w === 'half' || digitValue(t.w) !== null;
    const parsed = starts ? parseAt(text, tokens, i) : null;
    if (!parsed) {
      i += 1;
      continue;
    }
    // "Several hundred", "many thousands": how many is not said.
    if (/^(?:several|many|multiple)$/.test(tokens[i - 1]?.w ?? '') && (t.w === 'hundred' || t.w in SCALES)) {
      i = parsed.next;
      continue;
    }
    const last = tokens[parsed.next - 1]!;
    // Two numbers run together ("forty-two five" for $42,500, "two fifty", "twenty twenty-one"):
    // which figure was meant is not certain, so neither is read (47 would contradict what the
    // witness meant). Two small ones ("six seven") stay two counts, one or the other.
    const runOn = tokens[parsed.next];
    // "Three fifteen a loaded mile": dollars and cents of a rate, as people say a price per mile.
    const cents = runOn && parsed.words === 1 && parsed.value >= 1 && parsed.value < 10 && adjacent(text, last, runOn) && (runOn.w in UNITS || runOn.w in TENS) ? parseAt(text, tokens, parsed.next) : null;
    if (cents && cents.value >= 10 && cents.value < 100 && RATE_AFTER.test(text.slice(tokens[cents.next - 1]!.end, tokens[cents.next - 1]!.end + 30))) {
      out.push({ start: t.start, end: tokens[cents.next - 1]!.end, value: parsed.value + cents.value / 100, vague: false, money: true });
      i = cents.next;
      continue;
    }
    if (runOn && adjacent(text, last, runOn) && isNumberWord(runOn.w) && runOn.w !== 'and' && (parsed.value >= 20 || runOn.w in TENS)) {
      let k = parsed.next;
      while (k < tokens.length && isNumberWord(tokens[k]!.w) && adjacent(text, tokens[k - 1]!, tokens[k]!)) k += 1;
      i = k;
      continue;
    }
    let end = last.end;
    let value = parsed.value;
    let money = false;
    const after = tokens[parsed.next];
    const moneyWord = after && adjacent(text, last, after) ? MONEY_WORDS[after.w] : undefined;
    if (moneyWord) {
      value *= moneyWord.factor;
      money = true;
      end = after!.end;
    }
    // Digits alone, or a lone "one": nothing to rewrite.
    const wordy = tokens.slice(i, parsed.next).some((x) => digitValue(x.w) === null) || money;
    const trivial = !money && parsed.words === 1 && value <= 1;
    if (wordy && !trivial) out.push({ start: t.start, end, value, vague: parsed.vague, money });
    i = Math.max(parsed.next + (moneyWord ? 1 : 0), i + 1);
  }
  return withSharedScale(text, out);
}

/**
 * A range said with its scale once, at the end: "sixty, sixty-five thousand", "two or three
 * million", "forty to fifty grand", "between eighty and ninety thousand" — the first number is in
 * thousands (millions) too, not sixty.
 */
function withSharedScale(text: string, spans: SpokenNumber[]): SpokenNumber[] {
  for (let k = spans.length - 2; k >= 0; k -= 1) {
    const a = spans[k]!;
    const b = spans[k + 1]!;
    // ("Between eighty and ninety thousand": "and" joins a range's ends only after "between".)
    const joined = /^\s*(?:,|or|to|-|–|through)\s*$/i.test(text.slice(a.end, b.start)) || (/^\s*and\s*$/i.test(text.slice(a.end, b.start)) && /\bbetween\s*$/i.test(text.slice(Math.max(0, a.start - 12), a.start)));
    if (a.value >= 1000 || b.value < 1000 || !joined) continue;
    const scale = [1e9, 1e6, 1e3].find((x) => b.value >= x && a.value * x >= b.value / 3 && a.value * x <= b.value * 3);
    if (!scale) continue;
    spans[k] = { ...a, value: a.value * scale, money: a.money || b.money };
  }
  return spans;
}

export interface Normalised {
  text: string;
  /** The offset in the original text of an offset in `text`. */
  original(at: number): number;
}

const digits = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100));

/**
 * The text with its spoken numbers as digits ("roughly two hundred grand" → "roughly 200000
 * dollars"). A number in words followed by the same in digits ("thirty (30) days") is left: the
 * digits stand for it.
 */
export function withDigits(text: string): Normalised {
  const spans = spokenNumbers(text).filter((s) => !/^\s*\(\s*\d/.test(text.slice(s.end)));
  if (spans.length === 0) return { text, original: (at) => at };
  const pieces: string[] = [];
  const map: { from: number; to: number; orig: number; origEnd: number }[] = [];
  let cursor = 0;
  let out = 0;
  for (const s of spans) {
    pieces.push(text.slice(cursor, s.start));
    out += s.start - cursor;
    const replacement = `${digits(s.value)}${s.money ? ' dollars' : ''}${s.unit ? ` ${s.unit}` : ''}`;
    map.push({ from: out, to: out + replacement.length, orig: s.start, origEnd: s.end });
    pieces.push(replacement);
    out += replacement.length;
    cursor = s.end;
  }
  pieces.push(text.slice(cursor));
  return {
    text: pieces.join(''),
    original(at: number): number {
      let shift = 0;
      for (const m of map) {
        if (at < m.from) break;
        if (at < m.to) return m.orig;
        if (at === m.to) return m.origEnd;
        shift = m.origEnd - m.to;
      }
      return at + shift;
    },
  };
}

/**
 * A sum said by its leading figures, the magnitude left to the listener: "six twelve, four eighty"
 * (612,480), "twenty-seven four" (27,4…), "six forty-eight" (648…), "nine-twelve" (912…). Each
 * group is a digit then two ("six forty-eight", "four eighty", "six oh five"), or two digits then
 * one ("twenty-seven four", "forty-two five"); groups run on after a comma. At least two words,
 * and never a year-like pair ("nineteen sixty-two"). Read only where a sum is asked or spoken of
 * (the caller decides): "six forty-five" is otherwise a time of day.
 */
export interface MoneyShorthand {
  /** The figures said, in order ("612480", "274"). */
  digits: string;
  /**
   * The sum as it is most often meant: the first group counts thousands, what follows is the rest
   * ("six twelve, four eighty" 612,480; "twenty-seven four" 27,400; "nine-twelve" 912,000). Only
   * where to look: agreement is by the figures said (values.ts, leadAgrees).
   */
  amount: number;
  start: number;
  end: number;
}

const twoDigitsAt = (tokens: Token[], text: string, i: number): { digits: string; next: number } | null => {
  const w = tokens[i]?.w;
  if (!w) return null;
  if (w === 'oh' && tokens[i + 1] && adjacent(text, tokens[i]!, tokens[i + 1]!) && UNITS[tokens[i + 1]!.w] !== undefined && UNITS[tokens[i + 1]!.w]! < 10) return { digits: `0${UNITS[tokens[i + 1]!.w]}`, next: i + 2 };
  if (w in UNITS && UNITS[w]! >= 10) return { digits: String(UNITS[w]), next: i + 1 };
  if (w in TENS) {
    const after = tokens[i + 1];
    const one = after && /^-$/.test(text.slice(tokens[i]!.end, after.start)) && after.w in UNITS && UNITS[after.w]! > 0 && UNITS[after.w]! < 10 ? UNITS[after.w]! : null;
    return one !== null ? { digits: String(TENS[w]! + one), next: i + 2 } : { digits: String(TENS[w]), next: i + 1 };
  }
  return null;
};
const oneDigitAt = (tokens: Token[], i: number): string | null => {
  const w = tokens[i]?.w;
  return w && w in UNITS && UNITS[w]! > 0 && UNITS[w]! < 10 ? String(UNITS[w]) : null;
};

/** One group of a shorthand sum at token i: a digit then two, or two then one. */
function shorthandGroup(text: string, tokens: Token[], i: number): { digits: string; next: number } | null {
  const lead = oneDigitAt(tokens, i);
  if (lead && tokens[i + 1] && adjacent(text, tokens[i]!, tokens[i + 1]!)) {
    const rest = twoDigitsAt(tokens, text, i + 1);
    if (rest) return { digits: lead + rest.digits, next: rest.next };
  }
  const pair = twoDigitsAt(tokens, text, i);
  if (pair && pair.next > i && tokens[pair.next] && adjacent(text, tokens[pair.next - 1]!, tokens[pair.next]!)) {
    const last = oneDigitAt(tokens, pair.next);
    // (Not a digit that opens a group of its own: "twenty-seven four eighty" is 27 then 480.)
    if (last && !(tokens[pair.next + 1] && adjacent(text, tokens[pair.next]!, tokens[pair.next + 1]!) && twoDigitsAt(tokens, text, pair.next + 1))) return { digits: pair.digits + last, next: pair.next + 1 };
  }
  return null;
}

/** The sums said by their leading figures in a text (see MoneyShorthand). */
export function moneyShorthand(text: string): MoneyShorthand[] {
  const tokens = tokenise(text);
  const out: MoneyShorthand[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    // (Not inside a number said in full: "three hundred forty-eight", "a million two".)
    // (Nor the hundreds read as a pair after a comma: "eight hundred twenty-six thousand, three eighty-five".)
    const before = tokens[i - 1];
    if (before && adjacent(text, before, tokens[i]!) && (isNumberWord(before.w) || before.w === 'a' || before.w === 'point' || before.w === 'and')) continue;
    if (before && (before.w in SCALES || digitValue(before.w) !== null) && /^\s*,\s*$/.test(text.slice(before.end, tokens[i]!.start))) continue;
    let group = shorthandGroup(text, tokens, i);
    if (!group) continue;
    let digits = group.digits;
    const thousands = group.digits.length === 3 && oneDigitAt(tokens, i) !== null ? 3 : 2;
    let next = group.next;
    // "six twelve, four eighty": a further group of three after a comma, after thousands said as three.
    while (thousands === 3 && tokens[next] && /^\s*,\s*$/.test(text.slice(tokens[next - 1]!.end, tokens[next]!.start)) && (group = shorthandGroup(text, tokens, next)) && group.digits.length === 3) {
      digits += group.digits;
      next = group.next;
    }
    const after = tokens[next];
    // (A number said on — "six forty-eight thousand", "two seventy-six dollars" is read in full
    // elsewhere — or a count of things: "six twelve-foot boards".)
    if (after && adjacent(text, tokens[next - 1]!, after) && (isNumberWord(after.w) || after.w === 'hundred' || /^(?:dollars?|bucks|grand|k|cents?|percent|am|pm|o|clock|feet|foot|inch|inches|miles?|hours?|minutes?)$/.test(after.w))) {
      i = next - 1;
      continue;
    }
    // (Nor a figure joined to a word after it: "six twelve-foot".)
    if (/^-[a-z]/i.test(text.slice(tokens[next - 1]!.end, tokens[next - 1]!.end + 2))) continue;
    const amount = digits.length >= 6 ? Number(digits) : Number(digits.slice(0, thousands)) * 1000 + Number(digits.slice(thousands).padEnd(3, '0').slice(0, 3));
    out.push({ digits, amount, start: tokens[i]!.start, end: tokens[next - 1]!.end });
    i = next - 1;
  }
  return out;
}
