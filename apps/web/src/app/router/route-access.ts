import type { AccessOptions } from '../../lib/access';

/**
 * Spec §2 route table for signed-in pages: who may open each. The router builds its guards from
 * this list, and the tests read it, so the two cannot drift apart.
 */
export const GUARDED_ROUTE_ACCESS = {
  '/dashboard': {},
  '/cases': { minimumRole: 'associate' },
  '/cases/:caseId': { minimumRole: 'associate' },
  '/upload': { minimumRole: 'paralegal' },
  '/search': {},
  '/transcription': { minimumRole: 'paralegal' },
  '/settings': {},
  '/organization': { minimumRole: 'partner' },
  '/team': { minimumRole: 'associate' },
  '/discovery': { minimumRole: 'viewer' },
  '/audit': { minimumRole: 'associate' },
  '/admin/system': { minimumRole: 'admin' },
  '/realtime-deposition': { minimumRole: 'associate' },
} as const satisfies Record<string, AccessOptions>;

export type GuardedPath = keyof typeof GUARDED_ROUTE_ACCESS;

/** Open routes (spec §2 plus the sign-in landing pages the auth flows need). */
export const PUBLIC_PATHS = [
  '/',
  '/marketing',
  '/home',
  '/login',
  '/login/callback',
  '/signup',
  '/demo-login',
  '/demo',
  '/reset-password',
  '/verify-email',
  '/accept-invitation',
] as const;
