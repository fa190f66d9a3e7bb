import { describe, expect, it } from 'vitest';
import type { DocumentAnalysis, DocumentDetail, ExtractedEntity } from '@app/contract';
import { ApiError } from '../../lib/api-client';
import { citationJump, citationsInPageOrder, documentKindLabel, entityGroups, notAnalysable } from './document-analysis';

const entity = (type: ExtractedEntity['type'], value: string, count: number): ExtractedEntity => ({ type, value, normalized: null, count, sources: [] });
type Citation = DocumentAnalysis['citations'][number];
const citation = (value: string, page_number: number, quote: string): Citation => ({ value, kind: 'case', page_number, quote });
const pages = [
  { page_number: 1, text: 'Opening.', ocr: false },
  { page_number: 2, text: 'As held in Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007), a claim must be plausible.', ocr: false },
] as unknown as DocumentDetail['pages'];

describe('entityGroups', () => {
  it('groups by type in the contract order, most mentioned first, and leaves citations to their own list', () => {
    const groups = entityGroups([entity('date', '2024-03-05', 1), entity('person', 'Rachel Voss', 1), entity('person', 'Raymond Voss', 4), entity('citation', '550 U.S. 544', 2), entity('person', 'Anita Marsh', 1)]);
    expect(groups.map((g) => g.label)).toEqual(['People', 'Dates']);
    expect(groups[0]!.entities.map((e) => e.value)).toEqual(['Raymond Voss', 'Anita Marsh', 'Rachel Voss']);
    expect(entityGroups([])).toEqual([]);
  });
});

describe('citations', () => {
  it('lists them by page, keeping the order of appearance on a page', () => {
    const list = [citation('B', 3, ''), citation('A', 1, ''), citation('C', 3, ''), citation('D', 2, '')];
    expect(citationsInPageOrder(list).map((c) => c.value)).toEqual(['A', 'D', 'B', 'C']);
  });

  it('jumps to the citation from its sentence on, else to its sentence, else to the page alone', () => {
    const text = 'See 550 U.S. 544 for the standard. As held in Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007), a claim must be plausible.';
    const twice = [{ page_number: 2, text, ocr: false }] as unknown as DocumentDetail['pages'];
    const sentence = 'As held in Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007), a claim must be plausible.';
    // The second mention: the one in the quoted sentence (also when the quote was clipped).
    expect(citationJump(twice, citation('550 U.S. 544', 2, sentence))).toEqual({ page: 2, start: text.lastIndexOf('550'), end: text.lastIndexOf('550') + 12 });
    expect(citationJump(twice, citation('550 U.S. 544', 2, 'As held in Bell Atl…'))).toEqual({ page: 2, start: text.lastIndexOf('550'), end: text.lastIndexOf('550') + 12 });
    // A quote not found: the first mention.
    expect(citationJump(twice, citation('550 U.S. 544', 2, 'other spacing'))).toEqual({ page: 2, start: 4, end: 16 });
    // Spaces around the canonical text do not matter; a canonical form not written so on the page: the sentence.
    const canonical = citationJump(pages, citation('550 U.S. 544 ', 2, 'As held in Bell Atlantic…'));
    expect(pages[1]!.text.slice(canonical.start, canonical.end)).toBe('550 U.S. 544');
    const restyled = citationJump(pages, citation('42 U.S.C. § 1983', 2, 'As held in Bell Atlantic…'));
    expect(pages[1]!.text.slice(restyled.start, restyled.end)).toBe('As held in Bell Atlantic');
    expect(citationJump(pages, citation('42 U.S.C. § 1983', 2, ''))).toEqual({ page: 2, start: 0, end: 0 });
    expect(citationJump(pages, citation('42 U.S.C. § 1983', 9, 'nowhere'))).toEqual({ page: 9, start: 0, end: 0 });
  });
});

describe('labels', () => {
  it('names the kind with its confidence and the engine as the server does', () => {
    expect(documentKindLabel({ document_type: 'email', type_confidence: 0.874 })).toBe('E-mail (87% confidence)');
    expect(documentKindLabel({ document_type: 'motion', type_confidence: 1.2 })).toBe('Motion (100% confidence)');
  });
});

describe('notAnalysable', () => {
  it('is true until the document is processed, and for the server’s 409', () => {
    expect(notAnalysable('processing', null)).toBe(true);
    expect(notAnalysable('failed', null)).toBe(true);
    expect(notAnalysable('processed', null)).toBe(false);
    expect(notAnalysable('processed', new ApiError(409, 'not processed', { detail: 'x', code: 'not_processed' }))).toBe(true);
    expect(notAnalysable('processed', new ApiError(500, 'boom'))).toBe(false);
  });
});
