import { describe, expect, it } from 'vitest';
import { mayOpenPage, ROLES } from '@app/contract';
import { readSearchState } from '../search/search-url';
import { collectionSearchLink } from './search-link';

const CASE = '11111111-1111-4111-8111-111111111111';
const THREAD = '22222222-2222-4222-8222-222222222222';

describe('a thread or near-duplicate group opened in search', () => {
  it('is drawn for exactly the roles the search page admits', () => {
    expect(ROLES.filter((role) => collectionSearchLink(role, CASE, { thread: THREAD }) !== null)).toEqual(ROLES.filter((role) => mayOpenPage(role, '/search')));
  });

  it('reads back on /search as that case with that one filter', () => {
    const thread = new URL(collectionSearchLink('paralegal', CASE, { thread: THREAD })!, 'http://x');
    expect(thread.pathname).toBe('/search');
    expect(readSearchState(thread.searchParams)).toMatchObject({ caseChoice: CASE, threadId: THREAD, groupId: '', q: '' });
    const group = new URL(collectionSearchLink('viewer', CASE, { group: THREAD })!, 'http://x');
    expect(readSearchState(group.searchParams)).toMatchObject({ caseChoice: CASE, groupId: THREAD, threadId: '' });
  });
});
