import type { Role } from '@app/contract';
import { searchLinkFor } from '../../lib/links';
import { DEFAULT_STATE, writeSearchState } from '../search/search-url';

/** One thread (its first message's id) or one near-duplicate group (its pivot's id) of a case. */
export type CollectionScope = { thread: string } | { group: string };

/**
 * /search on one case with one thread or near-duplicate group filtered, for the roles the search
 * page's guard admits (null: no link). The query string is the search page's own (writeSearchState),
 * so the link and the page cannot disagree on a parameter's name.
 */
export function collectionSearchLink(role: Role, caseId: string, scope: CollectionScope): string | null {
  const link = searchLinkFor(role);
  if (!link) return null;
  const state = { ...DEFAULT_STATE, caseChoice: caseId, ...('thread' in scope ? { threadId: scope.thread } : { groupId: scope.group }) };
  return link(Object.fromEntries(writeSearchState(state)));
}
