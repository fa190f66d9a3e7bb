import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { mayExportAuditTrail, mayViewAuditTrail } from './audit.js';
import { documentVisibility, mayOnDocument } from './document.js';
import { PAGE_PERMISSIONS, mayOpenPage, pageMinimumRole, type GuardedPage } from './pages.js';

describe('audit trail', () => {
  it('is read by associates and above and exported by partners and above', () => {
    expect(ROLES.filter(mayViewAuditTrail)).toEqual(['associate', 'partner', 'admin']);
    expect(ROLES.filter(mayExportAuditTrail)).toEqual(['partner', 'admin']);
  });
});

describe('documents follow their case', () => {
  it('are seen with the case and changed with the role and the level', () => {
    expect(documentVisibility({ role: 'associate', userId: 'u' })).toEqual({ kind: 'assigned', userId: 'u' });
    expect(documentVisibility({ role: 'partner', userId: 'u' })).toEqual({ kind: 'firm' });
    expect(mayOnDocument('paralegal', 'edit', 'uploadDocuments')).toBe(true);
    expect(mayOnDocument('paralegal', 'read', 'deleteDocuments')).toBe(false);
    expect(mayOnDocument('viewer', 'manage', 'reprocessDocuments')).toBe(false);
  });
});

describe('pages (route minimums)', () => {
  const minimums: Record<GuardedPage, string | null> = {
    '/dashboard': null,
    '/cases': 'associate',
    '/cases/:caseId': 'associate',
    '/upload': 'paralegal',
    '/search': null,
    '/transcription': 'paralegal',
    '/settings': null,
    '/organization': 'partner',
    '/team': 'associate',
    '/discovery': 'viewer',
    '/audit': 'associate',
    '/admin/system': 'admin',
    '/realtime-deposition': 'associate',
    '/costs': 'partner',
    '/admin/batch': 'admin',
  };
  it('names the spec minimum for every page', () => {
    for (const page of Object.keys(PAGE_PERMISSIONS) as GuardedPage[]) expect(pageMinimumRole(page), page).toBe(minimums[page]);
  });

  it('opens a page to its minimum role and above', () => {
    expect(ROLES.filter((r) => mayOpenPage(r, '/cases/:caseId'))).toEqual(['associate', 'partner', 'admin']);
    expect(ROLES.filter((r) => mayOpenPage(r, '/settings'))).toEqual([...ROLES]);
  });
});
