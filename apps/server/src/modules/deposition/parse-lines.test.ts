import { describe, expect, it } from 'vitest';
import { parseTestimony, stripLineNumber } from './parse-lines.js';

describe('parseTestimony', () => {
  it('reads Q./A. lines, colloquy with its speaker, parentheticals, and joins continuation lines', () => {
    const text = [
      'Q. When did you receive the notice of breach?',
      'A. I believe it was October 30,',
      '   2023, at the warehouse.',
      '',
      'MR. SMITH: Objection, form.',
      'THE WITNESS: Should I answer?',
      'MS. O’BRIEN-HALE: You may answer.',
      '(Exhibit 3 marked for identification.)',
      'Q: And the amount?',
      'A.   $648,000.',
      'Q Who signed it?',
      'A\tMr. Delgado.',
      'THE REPORTER: Off the record.',
    ].join('\n');
    expect(parseTestimony(text)).toEqual([
      { kind: 'question', text: 'When did you receive the notice of breach?' },
      { kind: 'answer', text: 'I believe it was October 30, 2023, at the warehouse.' },
      { kind: 'colloquy', speaker: 'MR. SMITH', text: 'Objection, form.' },
      { kind: 'colloquy', speaker: 'THE WITNESS', text: 'Should I answer?' },
      { kind: 'colloquy', speaker: 'MS. O’BRIEN-HALE', text: 'You may answer.' },
      { kind: 'colloquy', speaker: '', text: '(Exhibit 3 marked for identification.)' },
      { kind: 'question', text: 'And the amount?' },
      { kind: 'answer', text: '$648,000.' },
      { kind: 'question', text: 'Who signed it?' },
      { kind: 'answer', text: 'Mr. Delgado.' },
      { kind: 'colloquy', speaker: 'THE REPORTER', text: 'Off the record.' },
    ]);
  });

  it("strips a realtime feed's line numbers and keeps numbers that are words", () => {
    const feed = ['12  Q. Did you sign it?', '13  A. Yes.', '14      I signed it in', '15  March.', '3 Q. How many trucks?', '4 A. 12 trucks.', '5 MR. SMITH: Objection.'].join('\n');
    expect(parseTestimony(feed)).toEqual([
      { kind: 'question', text: 'Did you sign it?' },
      { kind: 'answer', text: 'Yes. I signed it in March.' },
      { kind: 'question', text: 'How many trucks?' },
      { kind: 'answer', text: '12 trucks.' },
      { kind: 'colloquy', speaker: 'MR. SMITH', text: 'Objection.' },
    ]);
    expect(stripLineNumber('1999 was the year')).toBe('1999 was the year');
    expect(stripLineNumber('25\tA. Yes')).toBe('A. Yes');
  });

  it('names the examiner from "BY MS. JONES:" and "Q. (BY MS. JONES)"', () => {
    const text = ['BY MS. JONES:', 'Q. Good morning.', 'A. Good morning.', 'Q. (BY MR. LEE) Who are you?', 'A. The driver.'].join('\n');
    expect(parseTestimony(text)).toEqual([
      { kind: 'question', speaker: 'MS. JONES', text: 'Good morning.' },
      { kind: 'answer', text: 'Good morning.' },
      { kind: 'question', speaker: 'MR. LEE', text: 'Who are you?' },
      { kind: 'answer', text: 'The driver.' },
    ]);
  });

  it('continues the last stored segment when a batch starts without a marker; otherwise it is colloquy', () => {
    expect(parseTestimony('and then I left.', { kind: 'answer', speaker: 'Maria Sandoval' })).toEqual([{ kind: 'answer', speaker: 'Maria Sandoval', text: 'and then I left.' }]);
    expect(parseTestimony('Going off the record.')).toEqual([{ kind: 'colloquy', speaker: '', text: 'Going off the record.' }]);
    // "A lot" is a continuation, not an answer; a bare "Q." waits for its words on the next line.
    expect(parseTestimony('Q.\nHow many?\nA. Many.\nA lot, in fact.')).toEqual([
      { kind: 'question', text: 'How many?' },
      { kind: 'answer', text: 'Many. A lot, in fact.' },
    ]);
    expect(parseTestimony('\n\n  \n')).toEqual([]);
    expect(parseTestimony('Q.')).toEqual([]);
  });
});
