import { describe, expect, it } from 'vitest';
import { PAGE_PERMISSIONS, ROLES, type GuardedPage } from '@app/contract';
import { evaluateAccess, pageAccess } from './access';

// The router's guards are pageAccess() of every page (app/router/route-access.ts).
const GUARDED_ROUTE_ACCESS = Object.fromEntries((Object.keys(PAGE_PERMISSIONS) as GuardedPage[]).map((page) => [page, pageAccess(page)]));

const spec: Record<string, string[]> = {
  // The route table: which roles may open each guarded route.
  '/dashboard': [...ROLES],
  '/cases': ['associate', 'partner', 'admin'],
  '/cases/:caseId': ['associate', 'partner', 'admin'],
  '/upload': ['paralegal', 'associate', 'partner', 'admin'],
  '/search': [...ROLES],
  '/calendar': [...ROLES],
  '/intake': ['associate', 'partner', 'admin'],
  '/transcription': ['paralegal', 'associate', 'partner', 'admin'],
  '/settings': [...ROLES],
  '/organization': ['partner', 'admin'],
  '/team': ['associate', 'partner', 'admin'],
  '/discovery': [...ROLES],
  '/audit': ['associate', 'partner', 'admin'],
  '/admin/system': ['admin'],
  '/realtime-deposition': ['associate', 'partner', 'admin'],
  '/costs': ['partner', 'admin'],
  '/admin/batch': ['admin'],
};

describe('route access follows the page table', () => {
  for (const [path, options] of Object.entries(GUARDED_ROUTE_ACCESS)) {
    it(`${path}`, () => {
      const allowed = ROLES.filter((role) => evaluateAccess({ role, is_active: true }, options).allowed);
      expect([...allowed].sort()).toEqual([...(spec[path] ?? [])].sort());
      expect(evaluateAccess(null, options)).toEqual({ allowed: false, reason: 'unauthenticated' });
    });
  }

  it('covers every guarded route of the table', () => {
    expect(Object.keys(GUARDED_ROUTE_ACCESS).sort()).toEqual(Object.keys(spec).sort());
  });
});
