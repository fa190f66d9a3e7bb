import type { CollectionFilters } from '@app/contract';

/**
 * The review queue's collection filters in the URL, under the same names as on /search (custodian,
 * path, thread, group, inclusive), so a filtered queue is a link that survives a reload. Pure
 * functions over URLSearchParams; values a hand-edited link gets wrong are dropped.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYS = { custodian_id: 'custodian', source_path: 'path', thread_id: 'thread', near_duplicate_group: 'group' } as const;

export function readCollectionFilters(params: URLSearchParams): CollectionFilters {
  const filters: CollectionFilters = {};
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return UUID.test(value) ? value : undefined;
  };
  const custodian = id(KEYS.custodian_id);
  if (custodian) filters.custodian_id = custodian;
  const path = (params.get(KEYS.source_path) ?? '').trim().slice(0, 1000);
  if (path) filters.source_path = path;
  const thread = id(KEYS.thread_id);
  if (thread) filters.thread_id = thread;
  const group = id(KEYS.near_duplicate_group);
  if (group) filters.near_duplicate_group = group;
  if (params.get('inclusive') === '1') filters.inclusive_only = true;
  return filters;
}

/** The URL with one filter changed (undefined, empty or false removes it); other parameters kept. */
export function withCollectionFilter(current: URLSearchParams, patch: Partial<CollectionFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [field, value] of Object.entries(patch) as [keyof CollectionFilters, string | boolean | undefined][]) {
    const key = field === 'inclusive_only' ? 'inclusive' : KEYS[field];
    if (value === undefined || value === '' || value === false) next.delete(key);
    else next.set(key, value === true ? '1' : value);
  }
  return next;
}

export const collectionFilterCount = (f: CollectionFilters): number =>
  [f.custodian_id, f.source_path, f.thread_id, f.near_duplicate_group, f.inclusive_only].filter(Boolean).length;
