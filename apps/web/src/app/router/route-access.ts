import { PAGE_PERMISSIONS, type GuardedPage } from '@app/contract';
import { pageAccess, type AccessOptions } from '../../lib/access';

/**
 * Route table for signed-in pages: who may open each, derived from the contract's page
 * permissions (packages/contract/src/policy/pages.ts), which the navigation and links read too.
 */
export const GUARDED_ROUTE_ACCESS = Object.fromEntries(
  (Object.keys(PAGE_PERMISSIONS) as GuardedPage[]).map((page) => [page, pageAccess(page)]),
) as Record<GuardedPage, AccessOptions>;

export type GuardedPath = GuardedPage;

/** Open routes (plus the sign-in landing pages the auth flows need). */
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
  '/unlock-sign-in',
  '/accept-invitation',
] as const;
