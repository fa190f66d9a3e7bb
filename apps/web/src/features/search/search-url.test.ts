import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  activeFilterCount,
  applyFacet,
  dateRangeProblem,
  effectiveCase,
  facetActive,
  filtersPayload,
  readSearchState,
  writeSearchState,
  withChange,
} from './search-url';

const CASE = '6f1c1d7e-1111-4a2b-9c3d-000000000001';
const OTHER = '6f1c1d7e-1111-4a2b-9c3d-000000000002';
const read = (qs: string) => readSearchState(new URLSearchParams(qs));

describe('search URL ↔ state', () => {
  it('reads every part of a shared link', () => {
    const state = read(
      `q=termination+NEAR%2F5+notice&mode=hybrid&case=${CASE}&type=pdf&type=EML&from=2023-01-01&to=2023-12-31&author=Beckett&status=processed&custodian=${OTHER}&path=Inbox%2FProjects&thread=${CASE}&group=${OTHER}&inclusive=1&sort=date_desc&page=3&view=timeline`,
    );
    expect(state).toEqual({
      q: 'termination NEAR/5 notice',
      mode: 'hybrid',
      caseChoice: CASE,
      fileTypes: ['pdf', 'eml'],
      dateFrom: '2023-01-01',
      dateTo: '2023-12-31',
      author: 'Beckett',
      statuses: ['processed'],
      custodianId: OTHER,
      sourcePath: 'Inbox/Projects',
      threadId: CASE,
      groupId: OTHER,
      inclusiveOnly: true,
      sort: 'date_desc',
      page: 3,
      view: 'timeline',
    });
  });

  it('writes the state back to the same link, leaving defaults out', () => {
    const qs = `q=notice&mode=semantic&case=${CASE}&type=pdf&type=docx&from=2023-01-01&author=Ames&status=failed&custodian=${OTHER}&path=Sent+Items&inclusive=1&sort=date_asc&page=2&view=gaps`;
    expect(writeSearchState(read(qs)).toString()).toBe(qs);
    expect(writeSearchState(DEFAULT_STATE).toString()).toBe('');
    expect(read('')).toEqual(DEFAULT_STATE);
  });

  it('ignores values a hand-edited link gets wrong, and accepts comma lists', () => {
    const state = read('mode=fuzzy&sort=best&page=-4&from=yesterday&case=not-a-uuid&status=processed,bogus&type=pdf,eml,pdf&view=nope');
    expect(state.mode).toBe('keyword');
    expect(state.sort).toBe('relevance');
    expect(state.page).toBe(1);
    expect(state.dateFrom).toBe('');
    expect(state.caseChoice).toBeNull();
    expect(state.statuses).toEqual(['processed']);
    expect(state.fileTypes).toEqual(['pdf', 'eml']);
    expect(state.view).toBe('documents');
    expect(read('page=99999').page).toBe(1000);
    expect(read('custodian=jeff&thread=1&group=x&inclusive=yes')).toMatchObject({ custodianId: '', threadId: '', groupId: '', inclusiveOnly: false });
  });

  it('follows the case chosen in the app unless the link names one or says all cases', () => {
    expect(effectiveCase(read(''), CASE)).toBe(CASE);
    expect(effectiveCase(read(`case=${OTHER}`), CASE)).toBe(OTHER);
    expect(effectiveCase(read('case=all'), CASE)).toBeNull();
    expect(effectiveCase(read(''), null)).toBeNull();
  });

  it('starts again at page 1 when what is searched changes', () => {
    expect(withChange(read('q=a&page=4'), { q: 'b' }).page).toBe(1);
  });
});

describe('facets', () => {
  it('a clicked value becomes the matching filter', () => {
    const base = read('q=notice&page=3');
    expect(applyFacet(base, 'file_type', 'PDF')).toMatchObject({ fileTypes: ['pdf'], page: 1 });
    expect(applyFacet(applyFacet(base, 'file_type', 'pdf'), 'file_type', 'eml').fileTypes).toEqual(['pdf', 'eml']);
    expect(applyFacet(base, 'status', 'processed').statuses).toEqual(['processed']);
    expect(applyFacet(base, 'status', 'nonsense')).toBe(base);
    expect(applyFacet(base, 'case', CASE).caseChoice).toBe(CASE);
    expect(applyFacet(base, 'year', '2023')).toMatchObject({ dateFrom: '2023-01-01', dateTo: '2023-12-31' });
    expect(applyFacet(base, 'year', 'unknown')).toBe(base);
  });

  it('knows which values are already applied', () => {
    const state = read('type=pdf&from=2023-01-01&to=2023-12-31&status=processed');
    expect(facetActive(state, 'file_type', 'PDF', null)).toBe(true);
    expect(facetActive(state, 'file_type', 'eml', null)).toBe(false);
    expect(facetActive(state, 'year', '2023', null)).toBe(true);
    expect(facetActive(state, 'status', 'processed', null)).toBe(true);
    expect(facetActive(state, 'case', CASE, CASE)).toBe(true);
    expect(activeFilterCount(state)).toBe(4);
  });
});

describe('filters sent to the API', () => {
  it('sends only what is set, with the case searched', () => {
    expect(filtersPayload(read('type=pdf&author=Beckett'), CASE)).toEqual({ case_id: CASE, file_type: ['pdf'], author: 'Beckett' });
    expect(filtersPayload(read(''), null)).toEqual({});
  });

  it('leaves out a period that ends before it starts, and says why', () => {
    const state = read('from=2024-01-01&to=2023-01-01&status=processed');
    expect(dateRangeProblem(state)).toBe('"To" is before "From"');
    expect(filtersPayload(state, null)).toEqual({ status: ['processed'] });
  });
});

describe('collection filters', () => {
  it('sends a custodian, thread and group only while a case is searched; a path and inclusive-only always', () => {
    const state = read(`custodian=${OTHER}&thread=${CASE}&group=${OTHER}&path=Inbox&inclusive=1`);
    expect(filtersPayload(state, CASE)).toEqual({ case_id: CASE, custodian_id: OTHER, thread_id: CASE, near_duplicate_group: OTHER, source_path: 'Inbox', inclusive_only: true });
    expect(filtersPayload(state, null)).toEqual({ source_path: 'Inbox', inclusive_only: true });
    expect(activeFilterCount(state)).toBe(5);
  });

  it('a custodian facet value becomes the custodian filter', () => {
    const next = applyFacet(read('q=a&page=3'), 'custodian', OTHER);
    expect(next).toMatchObject({ custodianId: OTHER, page: 1 });
    expect(facetActive(next, 'custodian', OTHER, CASE)).toBe(true);
    expect(applyFacet(read(''), 'custodian', 'nobody').custodianId).toBe('');
  });
});
