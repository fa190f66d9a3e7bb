import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, caseIdInPath, segmentLabel } from './breadcrumbs';

describe('breadcrumb', () => {
  it('is hidden on /dashboard', () => {
    expect(buildBreadcrumbs('/dashboard')).toEqual([]);
    expect(buildBreadcrumbs('/dashboard/')).toEqual([]);
  });

  it('starts at Dashboard and the last item is not a link', () => {
    expect(buildBreadcrumbs('/admin/system')).toEqual([
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Administration', path: '/admin' },
      { label: 'System', path: null },
    ]);
    expect(buildBreadcrumbs('/admin/batch').map((c) => c.label)).toEqual(['Dashboard', 'Administration', 'Batch jobs']);
    expect(buildBreadcrumbs('/costs').map((c) => c.label)).toEqual(['Dashboard', 'AI costs']);
  });

  it.each([
    ['cases', 'Case Management'],
    ['upload', 'Document Upload'],
    ['search', 'Search & Analysis'],
    ['transcription', 'Transcription'],
    ['settings', 'Settings'],
    ['organization', 'Organization'],
    ['audit', 'Audit'],
    ['admin', 'Administration'],
    ['system', 'System'],
    ['realtime-deposition', 'Deposition Assistant'],
  ])('labels %s as %s', (segment, label) => {
    expect(segmentLabel(segment)).toBe(label);
  });

  it('capitalises unknown segments', () => {
    expect(segmentLabel('team')).toBe('Team');
    expect(segmentLabel('discovery')).toBe('Discovery');
  });

  it('names a case by its name, never by its capitalised id', () => {
    const id = 'e10322dc-8a4b-4c3e-9f1a-2b3c4d5e6f70';
    expect(buildBreadcrumbs(`/cases/${id}`, 'Northwind v. Castellan').map((c) => c.label)).toEqual([
      'Dashboard',
      'Case Management',
      'Northwind v. Castellan',
    ]);
    // Until the case has loaded (or when it cannot be shown) the crumb says 'Case'.
    expect(buildBreadcrumbs(`/cases/${id}`).map((c) => c.label)).toEqual(['Dashboard', 'Case Management', 'Case']);
    expect(caseIdInPath(`/cases/${id}`)).toBe(id);
    expect(caseIdInPath('/cases')).toBeNull();
    expect(caseIdInPath('/search')).toBeNull();
  });

  it('links every item but the last to its own path', () => {
    expect(buildBreadcrumbs('/cases/7/notes', 'Matter 7')).toEqual([
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Case Management', path: '/cases' },
      { label: 'Matter 7', path: '/cases/7' },
      { label: 'Notes', path: null },
    ]);
  });
});
