import { describe, expect, it } from 'vitest';
import { documentDateOf, facetsOf, type DocumentFacts } from './facets.js';

describe('documentDateOf (the TypeScript twin of search_document_date)', () => {
  const uploaded = new Date('2026-01-05T10:00:00Z');
  it('reads PDF dates, ISO dates, and falls back to the upload time', () => {
    expect(documentDateOf('D:20210315120000Z', uploaded).toISOString()).toBe('2021-03-15T00:00:00.000Z');
    expect(documentDateOf('2023-10-11', uploaded).toISOString()).toBe('2023-10-11T00:00:00.000Z');
    expect(documentDateOf('2023-10-11T08:30:00Z', uploaded).toISOString()).toBe('2023-10-11T08:30:00.000Z');
    expect(documentDateOf('last Tuesday', uploaded)).toBe(uploaded);
    expect(documentDateOf('2023-13-45', uploaded)).toBe(uploaded);
    expect(documentDateOf(null, uploaded)).toBe(uploaded);
  });
});

describe('facetsOf', () => {
  const doc = (id: string, caseId: string, type: string, year: number, custodian: string | null = null): DocumentFacts => ({
    id,
    case_id: caseId,
    case_name: `Case ${caseId}`,
    filename: `${id}.${type}`,
    detected_type: null,
    file_type: type,
    author: null,
    created_at: new Date(Date.UTC(year, 0, 1)).toISOString(),
    document_date: null,
    status: 'processed',
    year,
    date: Date.UTC(year, 0, 1),
    name_score: 0,
    custodian_id: custodian,
    custodian_name: custodian ? `Custodian ${custodian}` : null,
  });
  it('counts each facet, most frequent first and years newest first', () => {
    const facets = facetsOf([doc('1', 'a', 'pdf', 2021), doc('2', 'b', 'pdf', 2023), doc('3', 'b', 'eml', 2021)]);
    expect(facets.case).toEqual([
      { value: 'b', label: 'Case b', count: 2 },
      { value: 'a', label: 'Case a', count: 1 },
    ]);
    expect(facets.file_type.map((f) => [f.value, f.count])).toEqual([
      ['pdf', 2],
      ['eml', 1],
    ]);
    expect(facets.year.map((f) => f.value)).toEqual(['2023', '2021']);
    expect(facets.status).toEqual([{ value: 'processed', label: 'processed', count: 3 }]);
    expect(facets.custodian).toEqual([]);
  });
  it('counts custodians by their own custodian, leaving out documents that have none', () => {
    const facets = facetsOf([doc('1', 'a', 'eml', 2001, 'j'), doc('2', 'a', 'eml', 2001, 's'), doc('3', 'a', 'txt', 2001, 'j'), doc('4', 'a', 'txt', 2001)]);
    expect(facets.custodian).toEqual([
      { value: 'j', label: 'Custodian j', count: 2 },
      { value: 's', label: 'Custodian s', count: 1 },
    ]);
  });
});
