import { describe, expect, it } from 'vitest';
import { transcriptUnits, witnessOf } from './sources.js';
import { amountsAgree, countsAgree, datesAgree, findDates, findNames, findQuantities, namesAgree } from './values.js';
import { canonical } from './words.js';

const reference = new Date('2024-10-08T12:00:00Z');

describe('values on both sides', () => {
  it('dates agree at the coarser granularity, an approximate day within three days', () => {
    const [oct11] = findDates('On October 11, 2023, Northwind served a written notice of breach.', reference);
    const [oct12] = findDates('Around October 12, 2023.', reference);
    const [oct30] = findDates('October 30, 2023.', reference);
    const [october] = findDates('In October 2023.', reference);
    expect(datesAgree(oct12!, oct11!, true)).toBe(true);
    expect(datesAgree(oct12!, oct11!, false)).toBe(false);
    expect(datesAgree(oct30!, oct11!, true)).toBe(false);
    expect(datesAgree(october!, oct11!)).toBe(true);
    expect(findDates('Since January 2022.', reference)[0]).toMatchObject({ date: '2022-01-01', granularity: 'month' });
    expect(findDates('In the spring of 2024.', reference)[0]).toMatchObject({ date: '2024-01-01', granularity: 'year' });
  });

  it('amounts agree within 3% when approximate, 0.5% otherwise', () => {
    expect(amountsAgree(1_500_000, 1_486_210, true)).toBe(true);
    expect(amountsAgree(648_000, 612_480, true)).toBe(false);
    expect(amountsAgree(612_480, 612_480, false)).toBe(true);
  });

  it('counts carry their unit, and labels are not counts', () => {
    expect(findQuantities('Castellan shall make available no fewer than one hundred twenty (120) temperature-controlled trailers.').map((q) => [q.value, q.unit])).toEqual([[120, ['trailer', 'trailer']]]);
    expect(findQuantities('Pursuant to Section 14 and Exhibit 12, Northwind documented 311 loads.').map((q) => q.value)).toEqual([311]);
    const [days] = findQuantities("upon not less than one hundred eighty (180) days' prior written notice");
    expect(days?.value).toBe(180);
    expect(days?.unit).toContain('day');
  });

  it('a count that is what "were" says of it counts those things; an aside between them says which', () => {
    const text = 'Thirty-eight were system-suitability injections that met acceptance criteria; three (lot MF-23-0416) were reportable results that should have been investigated.';
    expect(findQuantities(text).map((q) => [q.value, q.unit.at(-1)])).toEqual([
      [38, canonical('injections')],
      [3, canonical('results')],
    ]);
    // Said of them, but no noun: nothing counted by name.
    expect(findQuantities('Of the six loads, three were late.').find((q) => q.value === 3)?.unit).toEqual([]);
  });

  it('a first name or a city meets the full name', () => {
    expect(namesAgree('Ray', 'Raymond Voss')).toBe(true);
    expect(namesAgree('Allentown', 'Allentown, Pennsylvania')).toBe(true);
    expect(namesAgree('Derek Sandoval', 'Raymond Voss')).toBe(false);
  });
});

describe("a court reporter's transcript page", () => {
  const page = [
    'VIDEOTAPED DEPOSITION OF KAREN LIU',
    '1   BY MS. NATARAJAN:',
    '2        Q.  Ms. Liu, what was your title in',
    '3   September of 2023?',
    '4        A.  Director of Capacity Planning.',
    '5        Q.  And who did you report to?',
    '6        A.  Raymond Voss, the COO.',
  ].join('\n');
  it('is read as one unit per question and answer, wrapped lines joined, line numbers dropped', () => {
    expect(transcriptUnits(page)?.slice(1)).toEqual([
      'BY MS. NATARAJAN:',
      'Q. Ms. Liu, what was your title in September of 2023?',
      'A. Director of Capacity Planning.',
      'Q. And who did you report to?',
      'A. Raymond Voss, the COO.',
    ]);
    expect(transcriptUnits('A letter.\nWith two lines.')).toBeNull();
  });
  it('knows who "you" is', () => {
    expect(witnessOf(page, 'x.txt')).toBe('KAREN LIU');
    expect(witnessOf('Q. Did you?\nA. No.', 'Liu Deposition 2024-08-20 (excerpt pp. 41-44).txt')).toBe('Liu');
  });
});

describe('ranges of counts', () => {
  it('reads "a few hundred" and "a couple hundred" as the ranges people mean', () => {
    const [few] = findQuantities('A few hundred employees.');
    expect([few?.value, few?.to]).toEqual([300, 600]);
    const [couple] = findQuantities('a couple hundred loads');
    expect([couple?.value, couple?.to]).toEqual([200, 250]);
    const [written] = findQuantities('412 employees');
    const [counted] = findQuantities('311 loads');
    expect(countsAgree(few!, written!, true)).toBe(true);
    expect(countsAgree(couple!, counted!, true)).toBe(false);
  });

  it('reads a quarter million hedged as rounded to quarters of a million', () => {
    expect(amountsAgree(250_000, 236_900, true)).toBe(true);
    expect(amountsAgree(250_000, 236_900, false)).toBe(false);
    expect(amountsAgree(250_000, 212_000, true)).toBe(false);
  });

  it('reads "eighty to eighty-five percent" as one range, in the unit after its top', () => {
    const [q] = findQuantities('About eighty to eighty-five percent of forecast.');
    expect([q?.value, q?.to, q?.unit]).toEqual([80, 85, ['percent']]);
    expect(findQuantities('somewhere from 290 to 300 loads').map((x) => [x.value, x.to])).toEqual([[290, 300]]);
  });

  it('agrees when the ranges meet', () => {
    const [range] = findQuantities('80 to 85 percent');
    const [sixty] = findQuantities('60 percent');
    const [eightyTwo] = findQuantities('82 percent');
    expect(countsAgree(range!, sixty!, false)).toBe(false);
    expect(countsAgree(range!, eightyTwo!, false)).toBe(true);
  });

  it('reads no date in figures run on from a code ("QC-HPLC-03/05/06" names three instruments)', () => {
    expect(findDates('Audit trails disabled on QC-HPLC-03/05/06; Regulation: 21 CFR 211.68(b)', reference)).toEqual([]);
    expect(findDates('Signed 03/05/2024 by the analyst', reference).map((d) => d.date)).toEqual(['2024-03-05']);
  });

  it('reads a range with its unit on both ends, and holds two ranges to both their limits', () => {
    const [spec] = findQuantities('specification 95.0% - 105.0%');
    expect([spec?.value, spec?.to, spec?.unit]).toEqual([95, 105, ['percent']]);
    const [said] = findQuantities('ninety to a hundred and ten percent');
    expect(countsAgree(said!, spec!, false)).toBe(false);
    expect(countsAgree(findQuantities('95 to 105 percent')[0]!, spec!, false)).toBe(true);
  });

  it('counts numbers said in words through the one spoken-number reader, a lone "one" included', () => {
    const counts = (text: string) => findQuantities(text).map((q) => [q.value, q.unit[0]]);
    expect(counts('one trailer came back')).toEqual([[1, 'trailer']]);
    expect(counts('twenty-one trailers and a dozen loads')).toEqual([[21, 'trailer'], [12, 'load']]);
    // Two numbers run together give no count rather than their sum.
    expect(counts('forty-two five trailers')).toEqual([]);
    expect(counts('no one saw it')).toEqual([]);
  });
});

describe('May as a month beside a word that makes it one', () => {
  it('reads "mid-May", "late May 2024" and "the end of May" as May, and "May." alone as nothing', () => {
    const reference = new Date('2024-10-22T12:00:00Z');
    expect(findDates('Mid-May.', reference).map((d) => [d.date, d.granularity])).toEqual([['2024-05-01', 'month']]);
    expect(findDates('late May 2023', reference).map((d) => d.date)).toEqual(['2023-05-01']);
    expect(findDates('The end of May.', reference)).toHaveLength(1);
    expect(findDates('It may be.', reference)).toEqual([]);
  });
});

describe('a part of a month said instead of its day', () => {
  it('reads "the end of June" and "the beginning of March" as the month, which any of its days agrees with', () => {
    const reference = new Date('2025-03-12T12:00:00Z');
    const [june] = findDates('A follow-up at the end of June.', reference, 2024);
    expect([june?.date, june?.granularity]).toEqual(['2024-06-01', 'month']);
    const [june28] = findDates('correspondence dated June 28, 2024', reference);
    expect(datesAgree(june!, june28!, true)).toBe(true);
    const [march] = findDates('End of March, I believe.', reference, 2024);
    expect(march?.granularity).toBe('month');
    const [april2] = findDates('April 2, 2024', reference);
    expect(datesAgree(march!, april2!, true)).toBe(false);
    expect(findDates('By the beginning of March 2024 it was done.', reference).map((d) => [d.date, d.granularity])).toEqual([['2024-03-01', 'month']]);
    expect(findDates('On June 30, 2024.', reference).map((d) => d.granularity)).toEqual(['day']);
  });
});

describe('a day said after its part of the month', () => {
  it('reads "the end of October. The thirtieth, I want to say." as October 30, not "The second shipment" as a day', () => {
    const reference = new Date('2024-12-01T12:00:00Z');
    expect(findDates('Not until the end of October. The thirtieth, I want to say.', reference, 2023).map((d) => [d.date, d.granularity])).toEqual([['2023-10-30', 'day']]);
    expect(findDates('A follow-up at the end of June. The twenty-eighth, I believe.', reference, 2024).map((d) => [d.date, d.granularity])).toEqual([['2024-06-28', 'day']]);
    expect(findDates('It came in October. The second shipment was late.', reference, 2024).map((d) => d.granularity)).toEqual(['month']);
  });
});

describe('a part counted out of a whole', () => {
  it('reads "three of the seven instruments" as three instruments out of seven, which a source counting seven does not contradict', () => {
    const [part] = findQuantities('Three of the seven instruments. Oh-three, oh-five and oh-six.');
    expect([part?.value, part?.of, part?.unit]).toEqual([3, 7, ['instru']]);
    const [seven] = findQuantities('audit trails are enabled on all seven HPLC instruments');
    const [five] = findQuantities('five instruments were affected');
    expect(countsAgree(part!, seven!, false)).toBe(true);
    expect(countsAgree(part!, five!, false)).toBe(false);
    // (Written without "the": "disabled on three of seven HPLC instruments"; not "page 3 of 7".)
    const [written] = findQuantities('were disabled on three of seven HPLC instruments (QC-HPLC-03, -05 and -06)');
    expect([written?.value, written?.of, written?.unit]).toEqual([3, 7, [canonical('hplc'), 'instru']]);
    expect(findQuantities('It was page 3 of 7.').some((q) => q.of !== undefined)).toBe(false);
  });
});

describe('dates said with a short year or the day after "the"', () => {
  it('reads "June the fourth" as the fourth of June', () => {
    expect(findDates('June the fourth.', reference).map((d) => [d.date, d.granularity])).toEqual([['2024-06-04', 'day']]);
  });

  it('reads a year said by its last two words after a month or a season', () => {
    expect(findDates('Early November of twenty-three.', reference).map((d) => [d.date, d.granularity])).toEqual([['2023-11-01', 'month']]);
    expect(findDates('The spring of twenty-two.', reference).map((d) => d.date)).toEqual(['2022-01-01']);
    expect(findDates('The fall of ninety-eight.', reference).map((d) => d.date)).toEqual(['1998-01-01']);
  });

  it('leaves a count after a month alone', () => {
    expect(findDates('In March, twenty-two trailers came back.', reference).map((d) => d.date)).toEqual(['2024-03-01']);
  });
});

describe('names by an initial', () => {
  it('reads a person signed by an initial and a surname, and no transcript line as one', () => {
    expect(findNames('Approved by: R. Mendelsohn Date: 3/2/24', false).map((n) => n.value)).toContain('R. Mendelsohn');
    expect(namesAgree('R. Mendelsohn', 'Rachel Mendelsohn')).toBe(true);
    expect(namesAgree('R. Mendelsohn', 'Paul Ostrowski')).toBe(false);
    // "Q. Did …", "A. Yes": the word after the initial is a word of the language.
    expect(findNames('Q. Did you sign it? A. Yes.', false)).toEqual([]);
    expect(findNames('the U.S. Postal Service', false).map((n) => n.value)).not.toContain('S. Postal');
  });
});

describe('given names beside the same surname', () => {
  it('reads two full given names as two people, a short form or an initial as the same one', () => {
    expect(namesAgree('Robert Hollis', 'Richard Hollis')).toBe(false);
    expect(namesAgree('Tom Reilly', 'Thomas Reilly')).toBe(true);
    expect(namesAgree('Bob Smith', 'Robert Smith')).toBe(true);
    expect(namesAgree('Rob Smith', 'Robert Smith')).toBe(true);
    expect(namesAgree('R. Hollis', 'Richard Hollis')).toBe(true);
    expect(namesAgree('Hollis', 'Richard Hollis')).toBe(true);
  });

  it('reads "even" and "flat" after a figure as how round it is, not what it counts', () => {
    expect(findQuantities('One million even.')[0]?.unit).toEqual([]);
    expect(findQuantities('Five hundred flat.')[0]?.unit).toEqual([]);
  });
});

describe('a range in another unit of the same measure', () => {
  it('reads "a year and a half" within "eighteen to twenty-four months", and a year outside it', () => {
    const [range] = findQuantities('could skip eighteen to twenty-four months of development');
    const [half] = findQuantities('A year and a half.');
    const [year] = findQuantities('One year.');
    expect(range?.to).toBe(24);
    expect(countsAgree(half!, range!, false)).toBe(true);
    expect(countsAgree({ ...year!, value: 1, unit: ['year'] }, range!, false)).toBe(false);
  });
});
