import { describe, expect, it } from 'vitest';
import { collectionFilterCount, readCollectionFilters, withCollectionFilter } from './collection-url';

const ID = '6f1c1d7e-1111-4a2b-9c3d-000000000001';

describe('review queue collection filters in the URL', () => {
  it('reads what a link says and drops what it gets wrong', () => {
    expect(readCollectionFilters(new URLSearchParams(`tab=review&custodian=${ID}&path=Inbox%2FProjects&thread=${ID}&group=${ID}&inclusive=1`))).toEqual({
      custodian_id: ID,
      source_path: 'Inbox/Projects',
      thread_id: ID,
      near_duplicate_group: ID,
      inclusive_only: true,
    });
    expect(readCollectionFilters(new URLSearchParams('custodian=jeff&thread=1&inclusive=yes&path=%20'))).toEqual({});
  });

  it('sets and removes one filter, keeping the rest of the URL', () => {
    const start = new URLSearchParams('tab=review&for=abc');
    const set = withCollectionFilter(start, { custodian_id: ID, inclusive_only: true, source_path: 'Sent Items' });
    expect(set.toString()).toBe(`tab=review&for=abc&custodian=${ID}&inclusive=1&path=Sent+Items`);
    const cleared = withCollectionFilter(set, { custodian_id: undefined, inclusive_only: false, source_path: '' });
    expect(cleared.toString()).toBe('tab=review&for=abc');
    expect(collectionFilterCount(readCollectionFilters(set))).toBe(3);
  });
});
