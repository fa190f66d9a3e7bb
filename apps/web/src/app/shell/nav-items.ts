import { hasMinimumRole, type Role } from '@app/contract';

/** Spec §2 navigation items: label, path, minimum role, in this order. */
export interface NavItem {
  label: string;
  path: string;
  minimumRole: Role;
  icon: NavIconName;
}

export type NavIconName =
  | 'dashboard'
  | 'cases'
  | 'upload'
  | 'search'
  | 'transcription'
  | 'deposition'
  | 'discovery'
  | 'team'
  | 'settings';

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', minimumRole: 'viewer', icon: 'dashboard' },
  { label: 'Case Management', path: '/cases', minimumRole: 'associate', icon: 'cases' },
  { label: 'Document Upload', path: '/upload', minimumRole: 'paralegal', icon: 'upload' },
  { label: 'Search & Analysis', path: '/search', minimumRole: 'viewer', icon: 'search' },
  { label: 'Transcription', path: '/transcription', minimumRole: 'paralegal', icon: 'transcription' },
  { label: 'Deposition Assistant', path: '/realtime-deposition', minimumRole: 'associate', icon: 'deposition' },
  { label: 'Discovery Documents', path: '/discovery', minimumRole: 'viewer', icon: 'discovery' },
  { label: 'Team', path: '/team', minimumRole: 'associate', icon: 'team' },
  { label: 'Settings', path: '/settings', minimumRole: 'viewer', icon: 'settings' },
];

/** Items below the user's role are hidden. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => hasMinimumRole(role, item.minimumRole));
}

/** Active when the path is the item's or any sub-path of it; the dashboard matches exactly. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (itemPath === '/dashboard') return path === itemPath;
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
