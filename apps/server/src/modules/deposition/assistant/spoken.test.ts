import { describe, expect, it } from 'vitest';
import { moneyShorthand, spokenNumbers, withDigits } from './spoken.js';
import { leadAgrees } from './values.js';

const values = (text: string) => spokenNumbers(text).map((s) => s.value);

describe('spoken numbers', () => {
  it.each([
    ['about two hundred grand', 200_000],
    ['seven and a half thousand', 7_500],
    ['Roughly three quarters of a million dollars.', 750_000],
    ['About a million and a half.', 1_500_000],
    ['A quarter of a million dollars.', 250_000],
    ['half a million', 500_000],
    ['About six hundred twelve thousand dollars.', 612_000],
    ['a hundred and twenty', 120],
    ['Three hundred and eleven.', 311],
    ['Just over four point two million.', 4_200_000],
    ['Maybe a couple hundred.', 200],
    ['Forty-six a day.', 46],
    ['two and a half weeks', 2.5],
    ['1.5 million', 1_500_000],
    ['200 grand', 200_000],
    // Figures read off a page: hundreds said as a pair after a scale, thousands after millions.
    ['Forty-one thousand two sixteen.', 41_216],
    ['Six hundred twelve thousand four eighty.', 612_480],
    ['A million twenty-one.', 1_021_000],
    ['A million five thirty-four.', 1_534_000],
    ['A million two eighty-six, two ten.', 1_286_210],
    ['A million two.', 1_200_000],
    ['Two million three hundred.', 2_000_300],
    ['A dollar forty-two over the average.', 1.42],
  ])('%s → %d', (text, value) => {
    expect(values(text)).toEqual([value]);
  });

  it('leaves digits, a lone "one" and words followed by their digits alone', () => {
    expect(values('$612,480.00 on 10/2')).toEqual([]);
    expect(values('no one saw it')).toEqual([]);
    expect(withDigits('within thirty (30) days').text).toBe('within thirty (30) days');
    expect(values('six seven')).toEqual([6, 7]);
  });

  it('gives a range said with its scale once that scale on both ends', () => {
    expect(values('sixty, sixty-five thousand')).toEqual([60_000, 65_000]);
    expect(values('two or three million')).toEqual([2_000_000, 3_000_000]);
    expect(values('somewhere between eighty and ninety thousand')).toEqual([80_000, 90_000]);
    // ("And" joins two figures of their own unless "between" opens the range.)
    expect(values('eight and ninety thousand')).toEqual([8, 90_000]);
    expect(spokenNumbers('forty to fifty grand').map((s) => [s.value, s.money])).toEqual([[40_000, true], [50_000, true]]);
    // Not two figures of their own: "six trucks and forty thousand dollars".
    expect(values('six trucks and forty thousand dollars')).toEqual([6, 40_000]);
  });

  it('rewrites with digits and maps offsets back to what was said', () => {
    const n = withDigits('Roughly two hundred grand, I think.');
    expect(n.text).toBe('Roughly 200000 dollars, I think.');
    const at = n.text.indexOf('200000');
    expect(n.original(at)).toBe(8);
    expect(n.original(at + '200000 dollars'.length)).toBe('Roughly two hundred grand'.length);
    expect(n.original(n.text.indexOf('I think'))).toBe('Roughly two hundred grand, '.length);
    expect(spokenNumbers('a couple hundred')[0]!.vague).toBe(true);
  });
});

describe('numbers said with a comma, a "something" or no count at all', () => {
  it('reads "eighty-four thousand, two hundred fifty" as one number, not two hundred fifty', () => {
    expect(values('Eighty-four thousand, two hundred fifty dollars.')).toEqual([84_250]);
    // Two numbers each with their own scale stay two ("sixty thousand, sixty-five thousand").
    expect(values('sixty thousand, sixty-five thousand')).toEqual([60_000, 65_000]);
    // A small number after the comma is another count.
    expect(values('About sixty thousand, twenty of them damaged.')).toEqual([60_000, 20]);
  });

  it('reads "eighty-something thousand" as the eighties, rounded, and "several hundred" as no number', () => {
    const [s] = spokenNumbers('Eighty-something thousand.');
    expect(s).toMatchObject({ value: 85_000, vague: true });
    expect(values('Several hundred.')).toEqual([]);
    expect(values('many thousands of pallets')).toEqual([]);
  });

  it('reads a sum said by its leading figures, and not a year, a number said in full or a count of things', () => {
    const read = (t: string) => moneyShorthand(t).map((m) => [m.digits, m.amount, t.slice(m.start, m.end)]);
    expect(read("Six twelve, four eighty, if I'm reading it right.")).toEqual([['612480', 612480, 'Six twelve, four eighty']]);
    expect(read('Twenty-seven four, roughly.')).toEqual([['274', 27400, 'Twenty-seven four']]);
    expect(read('Not a dollar of the nine-twelve.')).toEqual([['912', 912000, 'nine-twelve']]);
    expect(read('Six oh five.')).toEqual([['605', 605000, 'Six oh five']]);
    expect(read('Nineteen sixty-two.')).toEqual([]);
    expect(read('Three hundred forty-eight.')).toEqual([]);
    expect(read('Eight hundred twenty-six thousand, three eighty-five.')).toEqual([]);
    expect(read('Six twelve-foot boards.')).toEqual([]);
    expect(read('Six forty-eight thousand.')).toEqual([]);
  });
  it('compares a sum said by its lead with a written one cut off or rounded to as many figures', () => {
    expect(leadAgrees('912', 912_600, false)).toBe(true);
    expect(leadAgrees('274', 27_380, false)).toBe(true);
    expect(leadAgrees('274', 22_960, false)).toBe(false);
    expect(leadAgrees('648', 612_480, true)).toBe(false);
    expect(leadAgrees('612', 6.12, false)).toBeNull();
  });
});

describe('a unit of time said inside its number', () => {
  it('reads "a year and a half" and "an hour and a half" as one and a half of the unit', () => {
    expect(withDigits('A year and a half to two years.').text).toBe('1.5 years to 2 years.');
    expect(withDigits('An hour and a half, maybe.').text).toBe('1.5 hours, maybe.');
    // (Half of something else after it is no half of the unit.)
    expect(withDigits('A year and a half-dozen trips later.').text).not.toContain('1.5');
  });
});
