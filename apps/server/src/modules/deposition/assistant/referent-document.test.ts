import { describe, expect, it } from 'vitest';
import { namedDocument, readNames } from './referent-document.js';

/** Which paper a question names (invented file names). */
const common = new Set(['harbor', 'alder', 'rivera']);
const docs = readNames(
  [
    { id: 'breach', filename: 'Harbor Notice of Default 2023-10-11.pdf', title: null },
    { id: 'breach-copy', filename: 'Harbor Notice of Default 2023-10-11 (scan).pdf', title: null },
    { id: 'termination', filename: 'Alder Notice of Termination 2023-11-03.pdf', title: null },
    { id: 'lease', filename: 'Commercial Storage Lease (executed 2021-03-15).docx', title: 'Commercial Storage Lease' },
    { id: 'ex4', filename: 'Rivera Dep. Ex. 4.pdf', title: null },
    { id: 'ex12', filename: 'Exhibit 12 - Damages Summary.csv', title: null },
  ],
  common,
);

describe('the document a question names', () => {
  it('by its words, its initials or its exhibit number; copies of one paper are one referent', () => {
    expect(namedDocument("Let's turn to Harbor's notice of default. What date does it bear?", docs)).toEqual(['breach', 'breach-copy']);
    expect(namedDocument('Turning to the notice of termination, who signed it?', docs)).toEqual(['termination']);
    expect(namedDocument('Section 4 of the CSL says what?', docs)).toEqual(['lease']);
    expect(namedDocument('I hand you what was marked as Rivera Exhibit 4.', docs)).toEqual(['ex4']);
    expect(namedDocument('Exhibit 12 puts the storage line at what?', docs)).toEqual(['ex12']);
  });

  it('names nothing when the words fit no paper, fit two alike, or name another party\u2019s paper', () => {
    expect(namedDocument('Who signed it?', docs)).toEqual([]);
    expect(namedDocument('Was a notice sent?', docs)).toEqual([]);
    expect(namedDocument('When did Greenleaf Organics send its notice of termination?', docs)).toEqual([]);
  });
});
