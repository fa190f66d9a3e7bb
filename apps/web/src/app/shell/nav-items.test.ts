import { describe, expect, it } from 'vitest';
import type { Role } from '@app/contract';
import { mayOpenPage, ROLES } from '@app/contract';
import { ADMIN_NAV_ITEMS, NAV_ITEMS, adminNavItemsFor, isNavItemActive, navItemsFor } from './nav-items';

const EXPECTED: Record<Role, string[]> = {
  viewer: ['Dashboard', 'Search & Analysis', 'Discovery Documents', 'Settings'],
  paralegal: ['Dashboard', 'Document Upload', 'Search & Analysis', 'Transcription', 'Discovery Documents', 'Settings'],
  associate: [
    'Dashboard',
    'Case Management',
    'Document Upload',
    'Search & Analysis',
    'Transcription',
    'Deposition Assistant',
    'Discovery Documents',
    'Team',
    'Settings',
  ],
  partner: NAV_ITEMS.map((i) => i.label),
  admin: NAV_ITEMS.map((i) => i.label),
};

describe('navigation items', () => {
  it('lists the nine items with their paths and minimum roles', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.path, i.minimumRole])).toEqual([
      ['Dashboard', '/dashboard', 'viewer'],
      ['Case Management', '/cases', 'associate'],
      ['Document Upload', '/upload', 'paralegal'],
      ['Search & Analysis', '/search', 'viewer'],
      ['Transcription', '/transcription', 'paralegal'],
      ['Deposition Assistant', '/realtime-deposition', 'associate'],
      ['Discovery Documents', '/discovery', 'viewer'],
      ['Team', '/team', 'associate'],
      ['Settings', '/settings', 'viewer'],
    ]);
  });

  for (const [role, labels] of Object.entries(EXPECTED) as [Role, string[]][]) {
    it(`shows a ${role} exactly: ${labels.join(', ')}`, () => {
      expect(navItemsFor(role).map((i) => i.label)).toEqual(labels);
    });
  }
});

describe('Administration group', () => {
  it('lists the administrative pages with their paths and minimum roles', () => {
    expect(ADMIN_NAV_ITEMS.map((i) => [i.label, i.path, i.minimumRole])).toEqual([
      ['Audit trail', '/audit', 'associate'],
      ['Organization', '/organization', 'partner'],
      ['AI costs', '/costs', 'partner'],
      ['System status', '/admin/system', 'admin'],
      ['Batch jobs', '/admin/batch', 'admin'],
    ]);
  });

  const ADMIN_EXPECTED: Record<Role, string[]> = {
    viewer: [],
    paralegal: [],
    associate: ['Audit trail'],
    partner: ['Audit trail', 'Organization', 'AI costs'],
    admin: ['Audit trail', 'Organization', 'AI costs', 'System status', 'Batch jobs'],
  };
  for (const [role, labels] of Object.entries(ADMIN_EXPECTED) as [Role, string[]][]) {
    it(`shows a ${role} exactly: ${labels.join(', ') || 'no group'}`, () => {
      expect(adminNavItemsFor(role).map((i) => i.label)).toEqual(labels);
    });
  }

  it('shows an item exactly to the roles its page guard admits', () => {
    for (const role of ROLES) for (const item of ADMIN_NAV_ITEMS) expect(adminNavItemsFor(role).includes(item)).toBe(mayOpenPage(role, item.path));
  });

  it('marks one item on each administrative page, and none of the main items', () => {
    for (const item of ADMIN_NAV_ITEMS) {
      expect([...NAV_ITEMS, ...ADMIN_NAV_ITEMS].filter((i) => isNavItemActive(i.path, item.path)).map((i) => i.path)).toEqual([item.path]);
    }
  });
});

describe('active item rule', () => {
  it('matches the exact path and any sub-path', () => {
    expect(isNavItemActive('/cases', '/cases')).toBe(true);
    expect(isNavItemActive('/cases', '/cases/42')).toBe(true);
    expect(isNavItemActive('/cases', '/cases/42/documents')).toBe(true);
    expect(isNavItemActive('/cases', '/cases/')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isNavItemActive('/cases', '/casesx')).toBe(false);
    expect(isNavItemActive('/search', '/searches')).toBe(false);
  });

  it('matches the dashboard exactly only', () => {
    expect(isNavItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavItemActive('/dashboard', '/dashboard/widgets')).toBe(false);
  });

  it('marks exactly one item on each page, for every role', () => {
    for (const role of Object.keys(EXPECTED) as Role[]) {
      for (const item of navItemsFor(role)) {
        const active = navItemsFor(role).filter((i) => isNavItemActive(i.path, `${item.path}/child`));
        expect(active.map((i) => i.path)).toEqual(item.path === '/dashboard' ? [] : [item.path]);
        expect(navItemsFor(role).filter((i) => isNavItemActive(i.path, item.path)).map((i) => i.path)).toEqual([item.path]);
      }
    }
  });
});
