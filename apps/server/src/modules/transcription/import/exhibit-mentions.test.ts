import { describe, expect, it } from 'vitest';
import { findExhibitMentions, normalizeExhibitNumber } from './exhibit-mentions.js';
import { exhibitNumberOf } from './exhibits.js';

describe('exhibit mentions in testimony', () => {
  it('reads the ways reporters write an exhibit, grouped by number', () => {
    const mentions = findExhibitMentions([
      '(Exhibit 12 marked for identification.)',
      "I am handing you Plaintiff's Exhibit 12.",
      'Can I look at Exhibit No. 12-A as well?',
      'Deposition Exhibit 12-a is the contract.',
      'Compare Exhibits 14, 15 and 016 with Ex. 3.',
      'He sent Exhibit A, the lease.',
      'I have an exhibit a copy of which is here; EXHIBITS PAGE',
      'Defendant’s Exhibit 12A is not the same as Exhibit 12.',
    ]);
    expect(mentions).toEqual([
      { label: 'Exhibit 12', number: '12', segmentIndexes: [0, 1, 7] },
      { label: 'Exhibit 12-A', number: '12-A', segmentIndexes: [2, 3, 7] },
      { label: 'Exhibit 14', number: '14', segmentIndexes: [4] },
      { label: 'Exhibit 15', number: '15', segmentIndexes: [4] },
      { label: 'Exhibit 16', number: '16', segmentIndexes: [4] },
      { label: 'Exhibit 3', number: '3', segmentIndexes: [4] },
      { label: 'Exhibit A', number: 'A', segmentIndexes: [5] },
    ]);
  });

  it('labels a first mention with its party', () => {
    expect(findExhibitMentions(["Plaintiff's Exhibit 7 is the notice.", 'Exhibit 7 again.'])).toEqual([
      { label: "Plaintiff's Exhibit 7", number: '7', segmentIndexes: [0, 1] },
    ]);
  });

  it('normalises numbers: no leading zeros, suffixes in capitals after a hyphen', () => {
    expect(normalizeExhibitNumber('012')).toBe('12');
    expect(normalizeExhibitNumber('12a')).toBe('12-A');
    expect(normalizeExhibitNumber('0012-b')).toBe('12-B');
    expect(normalizeExhibitNumber('c')).toBe('C');
  });
});

describe('the exhibit number a file name says', () => {
  it.each([
    ['Exhibit 12 - Notice of Breach.pdf', '12'],
    ['Ex. 12.pdf', '12'],
    ['EX12.pdf', '12'],
    ['exhibit_012.pdf', '12'],
    ['PX-012.pdf', '12'],
    ['DX 7.pdf', '7'],
    ['Exh. 12-A - Contract.pdf', '12-A'],
    ['Exhibit 12A.pdf', '12-A'],
    ['Voss Dep. Exhibit 12 - Notice of Breach.pdf', '12'],
    ['Exhibit A - Lease.pdf', 'A'],
    ['Invoice 12.pdf', null],
    ['Next 12.pdf', null],
    ['Exhibition catalogue 2023.pdf', null],
    ['Complaint.pdf', null],
  ])('%s → %s', (name, number) => {
    expect(exhibitNumberOf(name)).toBe(number);
  });
});
