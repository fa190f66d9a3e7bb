import { PERMISSION_MINIMUM_ROLE, roleHasPermission, type RolePermission } from '../permissions.js';
import type { Role } from '../roles.js';

/**
 * Signed-in pages and what opening each needs, stated as permissions so a page and the API
 * behind it cannot disagree. `authenticated` is "signed in only". The web's route guards, its
 * navigation and its links to these pages are all derived from this table.
 */
export const PAGE_PERMISSIONS = {
  '/dashboard': 'authenticated',
  // The case pages are where matters are worked on (associate and above); paralegals and viewers
  // reach a case's documents through search and the document viewer.
  '/cases': 'cases:update',
  '/cases/:caseId': 'cases:update',
  '/upload': 'documents:upload',
  '/search': 'authenticated',
  // The firm's calendar shows the events of the cases the reader sees, so it opens with case reading.
  '/calendar': 'cases:read',
  // Opening a matter with its conflict check: the check reads every matter of the firm.
  '/intake': 'conflicts:check',
  '/transcription': 'transcription:use',
  '/settings': 'authenticated',
  '/organization': 'users:manage',
  '/team': 'team:read',
  '/discovery': 'discovery:read',
  '/audit': 'audit:view',
  '/admin/system': 'system:view',
  '/realtime-deposition': 'deposition:use',
  // Administrative pages of their own (the navigation's Administration group): the firm's AI costs
  // with budgets and prices, and the batch jobs queue.
  '/costs': 'costs:view',
  '/admin/batch': 'batch:manage',
} as const satisfies Record<string, RolePermission>;

export type GuardedPage = keyof typeof PAGE_PERMISSIONS;

/** The least role that opens the page, or null for "signed in only". */
export function pageMinimumRole(page: GuardedPage): Role | null {
  const permission = PAGE_PERMISSIONS[page];
  return permission === 'authenticated' ? null : PERMISSION_MINIMUM_ROLE[permission];
}

export const mayOpenPage = (role: Role, page: GuardedPage): boolean => roleHasPermission(role, PAGE_PERMISSIONS[page]);
