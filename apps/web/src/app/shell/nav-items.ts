import { mayOpenPage, pageMinimumRole, type GuardedPage, type Role } from '@app/contract';

/** Navigation items: label, path, minimum role (the page's, policy/pages), in this order. */
export interface NavItem {
  label: string;
  path: GuardedPage;
  minimumRole: Role;
  icon: NavIconName;
}

export type NavIconName =
  | 'dashboard'
  | 'cases'
  | 'calendar'
  | 'upload'
  | 'search'
  | 'transcription'
  | 'deposition'
  | 'discovery'
  | 'team'
  | 'settings'
  | 'audit'
  | 'organization'
  | 'costs'
  | 'system'
  | 'batch';

const item = (label: string, path: GuardedPage, icon: NavIconName): NavItem => ({ label, path, minimumRole: pageMinimumRole(path) ?? 'viewer', icon });

// The main navigation is the product's fixed list of nine pages; the firm calendar (/calendar) is
// reached from the dashboard's "Upcoming deadlines" card and each case's Calendar tab rather than added to it.
export const NAV_ITEMS: readonly NavItem[] = [
  item('Dashboard', '/dashboard', 'dashboard'),
  item('Case Management', '/cases', 'cases'),
  item('Document Upload', '/upload', 'upload'),
  item('Search & Analysis', '/search', 'search'),
  item('Transcription', '/transcription', 'transcription'),
  item('Deposition Assistant', '/realtime-deposition', 'deposition'),
  item('Discovery Documents', '/discovery', 'discovery'),
  item('Team', '/team', 'team'),
  item('Settings', '/settings', 'settings'),
];

/**
 * The second group, "Administration": the firm's records and settings and the installation's
 * status, each shown to the roles its page's guard admits (the same contract rule).
 */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  item('Audit trail', '/audit', 'audit'),
  item('Organization', '/organization', 'organization'),
  item('AI costs', '/costs', 'costs'),
  item('System status', '/admin/system', 'system'),
  item('Batch jobs', '/admin/batch', 'batch'),
];

/** Items below the user's role are hidden. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((navItem) => mayOpenPage(role, navItem.path));
}

/** The Administration items this role may open (none: the group is not shown). */
export function adminNavItemsFor(role: Role): NavItem[] {
  return ADMIN_NAV_ITEMS.filter((navItem) => mayOpenPage(role, navItem.path));
}

/** Active when the path is the item's or any sub-path of it; the dashboard matches exactly. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (itemPath === '/dashboard') return path === itemPath;
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
