import { describe, expect, it } from 'vitest';
import { documentHref, paramsForTab, paramsWithDocument, paramsWithPassage, passageFromParams, resolveTab } from '../cases/detail/case-url';

const p = (query: string) => new URLSearchParams(query);

describe('a passage in the case URL', () => {
  it('reads page, start and end, and ignores a malformed or empty range', () => {
    expect(passageFromParams(p('document=d&page=2&start=10&end=25'))).toEqual({ page: 2, start: 10, end: 25 });
    expect(passageFromParams(p('document=d&page=0&start=1&end=2'))).toBeUndefined();
    expect(passageFromParams(p('document=d&page=2&start=5&end=5'))).toBeUndefined();
    expect(passageFromParams(p('document=d&page=2&start=-1&end=5'))).toBeUndefined();
    expect(passageFromParams(p('document=d&page=2&start=1'))).toBeUndefined();
  });

  it('opens the viewer at a passage and drops it with the document or the tab', () => {
    const opened = paramsWithPassage(p('tab=highlights'), 'doc-1', { page: 3, start: 4, end: 9 });
    expect(opened.toString()).toBe('tab=documents&document=doc-1&page=3&start=4&end=9');
    expect(resolveTab(opened)).toBe('documents');
    expect(paramsWithDocument(opened, null).toString()).toBe('tab=documents');
    expect(paramsWithDocument(opened, 'doc-2').get('page')).toBeNull();
    expect(paramsForTab(opened, 'highlights').toString()).toBe('tab=highlights');
  });

  it('builds the shareable address of a passage', () => {
    expect(documentHref('c1', 'd1', { page: 2, start: 10, end: 20 })).toBe('/cases/c1?document=d1&page=2&start=10&end=20');
    expect(documentHref('c1', 'd1')).toBe('/cases/c1?document=d1');
  });
});
