import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { mayExportAuditTrail, mayReadAuditRow, mayViewAuditTrail } from './audit.js';
import { documentVisibility, mayOnDocument } from './document.js';
import { PAGE_PERMISSIONS, mayOpenPage, pageMinimumRole, type GuardedPage } from './pages.js';

describe('audit trail', () => {
  it('is read by associates and above and exported by partners and above', () => {
    expect(ROLES.filter(mayViewAuditTrail)).toEqual(['associate', 'partner', 'admin']);
    expect(ROLES.filter(mayExportAuditTrail)).toEqual(['partner', 'admin']);
  });
});

describe('audit rows behind ethical walls', () => {
  const onMatter = (caseId: string) => caseId === 'seen';
  const row = (case_id: string | null, resource_type: 'case' | 'document' | 'search' | 'audit' | 'report' | 'user' | 'authentication', user_id = 'other') => ({ case_id, resource_type, user_id });

  it('someone who sees every case reads every row of the firm', () => {
    for (const role of ['partner', 'admin'] as const) {
      expect(mayReadAuditRow({ role, userId: 'me' }, row('walled', 'case'), () => false)).toBe(true);
      expect(mayReadAuditRow({ role, userId: 'me' }, row(null, 'search'), () => false)).toBe(true);
    }
  });

  it('anyone else reads rows of cases they see, firm-level rows, and their own case-less searches and readings', () => {
    for (const role of ['viewer', 'paralegal', 'associate'] as const) {
      const me = { role, userId: 'me' };
      expect(mayReadAuditRow(me, row('seen', 'document'), onMatter)).toBe(true);
      expect(mayReadAuditRow(me, row('walled', 'document'), onMatter)).toBe(false);
      expect(mayReadAuditRow(me, row('walled', 'user'), onMatter)).toBe(false);
      expect(mayReadAuditRow(me, row(null, 'user'), onMatter)).toBe(true);
      expect(mayReadAuditRow(me, row(null, 'authentication'), onMatter)).toBe(true);
      for (const type of ['case', 'document', 'search', 'audit', 'report'] as const) {
        expect(mayReadAuditRow(me, row(null, type), onMatter), type).toBe(false);
        expect(mayReadAuditRow(me, row(null, type, 'me'), onMatter), type).toBe(true);
      }
    }
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
    '/calendar': 'viewer',
    '/intake': 'associate',
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
