import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, segmentLabel } from './breadcrumbs';

describe('breadcrumb (spec §2)', () => {
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
    expect(buildBreadcrumbs('/cases/abc-123').map((c) => c.label)).toEqual(['Dashboard', 'Case Management', 'Abc-123']);
  });

  it('links every item but the last to its own path', () => {
    expect(buildBreadcrumbs('/cases/7/notes')).toEqual([
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Case Management', path: '/cases' },
      { label: '7', path: '/cases/7' },
      { label: 'Notes', path: null },
    ]);
  });
});
