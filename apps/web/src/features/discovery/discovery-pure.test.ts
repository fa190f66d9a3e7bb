import { describe, expect, it } from 'vitest';
import { describeDelimiter, dueState, formatCalendarDate, nextConfidentiality, parseDelimiter, todayIso } from './format';
import { duplicateNumbers, parseNumberedItems } from './parse-items';
import { batesPreview, stepOfField, suggestPrefix } from './productions/production-form';
import { reviewKeyAction, type KeyLike } from './review-keys';
import { paramsForTab, tabFromParams } from './discovery-url';

describe('pasting numbered requests', () => {
  it('splits "1. … 2. …" lines into items and joins continuation lines', () => {
    const text = [
      'DEFINITIONS: "Document" has the broadest meaning.',
      '',
      '1. All contracts between Northwind and Castellan',
      '   from 2021 to the present.',
      '2) All e-mails about the notice of breach.',
      'REQUEST FOR PRODUCTION NO. 3: Invoices for October 2023.',
      '(4) Board minutes.',
    ].join('\n');
    expect(parseNumberedItems(text)).toEqual([
      { number: 1, text: 'All contracts between Northwind and Castellan from 2021 to the present.' },
      { number: 2, text: 'All e-mails about the notice of breach.' },
      { number: 3, text: 'Invoices for October 2023.' },
      { number: 4, text: 'Board minutes.' },
    ]);
  });

  it('keeps numbers as served, handles Windows line ends and "Request No. 12."', () => {
    expect(parseNumberedItems('Request No. 12. Shipping logs\r\nRequest No. 13. Fuel receipts')).toEqual([
      { number: 12, text: 'Shipping logs' },
      { number: 13, text: 'Fuel receipts' },
    ]);
  });

  it('text without numbers becomes one item per paragraph', () => {
    expect(parseNumberedItems('All invoices.\n\nAll delivery receipts.')).toEqual([
      { number: 1, text: 'All invoices.' },
      { number: 2, text: 'All delivery receipts.' },
    ]);
    expect(parseNumberedItems('   ')).toEqual([]);
  });

  it('a year inside a sentence does not start an item; an empty numbered line is dropped', () => {
    expect(parseNumberedItems('1. Documents dated\n2023 onwards\n2.')).toEqual([{ number: 1, text: 'Documents dated 2023 onwards' }]);
  });

  it('finds duplicate numbers', () => {
    expect(duplicateNumbers([1, 2, 2, 3, 3, 3])).toEqual([2, 3]);
    expect(duplicateNumbers([1, 2])).toEqual([]);
  });
});

describe('review keyboard map', () => {
  const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: null, ...extra });
  it('maps the shortcuts', () => {
    expect(reviewKeyAction(key('r'))).toBe('responsive');
    expect(reviewKeyAction(key('N'))).toBe('not_responsive');
    expect(reviewKeyAction(key('p'))).toBe('privileged');
    expect(reviewKeyAction(key('c'))).toBe('cycle_confidentiality');
    expect(reviewKeyAction(key('j'))).toBe('next');
    expect(reviewKeyAction(key('ArrowDown'))).toBe('next');
    expect(reviewKeyAction(key('k'))).toBe('previous');
    expect(reviewKeyAction(key('ArrowUp'))).toBe('previous');
    expect(reviewKeyAction(key('x'))).toBeNull();
  });
  it('ignores keys with modifiers and keys typed into fields', () => {
    expect(reviewKeyAction(key('r', { ctrlKey: true }))).toBeNull();
    expect(reviewKeyAction(key('c', { metaKey: true }))).toBeNull();
    expect(reviewKeyAction(key('r', { target: { tagName: 'INPUT' } as unknown as EventTarget }))).toBeNull();
    expect(reviewKeyAction(key('r', { target: { tagName: 'textarea' } as unknown as EventTarget }))).toBeNull();
    expect(reviewKeyAction(key('r', { target: { tagName: 'DIV', getAttribute: () => 'combobox' } as unknown as EventTarget }))).toBeNull();
    expect(reviewKeyAction(key('r', { target: { tagName: 'BUTTON', getAttribute: () => null } as unknown as EventTarget }))).toBe('responsive');
  });
  it('C cycles the confidentiality designations', () => {
    expect(nextConfidentiality('none')).toBe('confidential');
    expect(nextConfidentiality('confidential')).toBe('highly_confidential_aeo');
    expect(nextConfidentiality('highly_confidential_aeo')).toBe('none');
  });
});

describe('deadlines', () => {
  it('warns when due within 7 days, today, or overdue; says nothing when answered or far off', () => {
    expect(dueState('2026-11-30', '2026-11-25', 'open')).toMatchObject({ kind: 'soon', label: 'Due in 5 days' });
    expect(dueState('2026-11-26', '2026-11-25', 'open').label).toBe('Due tomorrow');
    expect(dueState('2026-11-25', '2026-11-25', 'open').label).toBe('Due today');
    expect(dueState('2026-11-23', '2026-11-25', 'open')).toMatchObject({ kind: 'overdue', label: '2 days overdue' });
    expect(dueState('2026-12-25', '2026-11-25', 'open')).toMatchObject({ kind: 'later', label: null });
    expect(dueState('2026-11-23', '2026-11-25', 'responded')).toMatchObject({ kind: 'closed', label: null });
  });
  it('formats calendar dates without a time-zone shift and reads today locally', () => {
    expect(formatCalendarDate('2026-01-01')).toMatch(/2026/);
    expect(formatCalendarDate('2026-01-01')).toMatch(/1/);
    expect(formatCalendarDate(null)).toBe('—');
    expect(todayIso(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
  });
});

describe('production settings', () => {
  it('shows delimiters readably and reads them back', () => {
    expect(describeDelimiter('\u0014')).toBe('0x14');
    expect(describeDelimiter('þ')).toBe('þ');
    expect(parseDelimiter('0x14')).toBe('\u0014');
    expect(parseDelimiter('|')).toBe('|');
    expect(parseDelimiter('ab')).toBeNull();
    expect(parseDelimiter('')).toBeNull();
  });
  it('suggests a prefix from the case name and previews the first number', () => {
    expect(suggestPrefix('Northwind Freight v. Castellan Logistics')).toBe('NFCL');
    expect(suggestPrefix('In re Acme')).toBe('PROD');
    expect(batesPreview('nwc', 1, 6)).toBe('NWC000001');
    expect(batesPreview('ABC', 1234, 3)).toBe('ABC1234');
  });
  it('sends a server field error to its step', () => {
    expect(stepOfField('bates_start')).toBe(1);
    expect(stepOfField('selection.request_ids')).toBe(0);
    expect(stepOfField('delimiters.newline')).toBe(2);
    expect(stepOfField('something')).toBe(3);
  });
});

describe('the URL', () => {
  it('keeps the tab and the request to review', () => {
    expect(tabFromParams(new URLSearchParams('tab=review'))).toBe('review');
    expect(tabFromParams(new URLSearchParams('tab=nope'))).toBe('requests');
    const review = paramsForTab(new URLSearchParams('request=abc'), 'review', 'r1');
    expect(review.toString()).toBe('tab=review&for=r1');
    expect(paramsForTab(review, 'requests').toString()).toBe('');
  });
});
