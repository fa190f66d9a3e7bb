import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isRole } from '@app/contract';
import { PageSpinner } from '../../components/PageSpinner';
import { evaluateAccess, type AccessOptions } from '../../lib/access';
import { useAuth } from '../../lib/auth/auth-context';
import { AccessDenied } from './AccessDenied';

/**
 * Route guard. While the session loads: 'Verifying access...'. Signed out: to /login,
 * carrying where the person was going. Signed in without the role: the Access Denied screen.
 */
export function RouteGuard({ children, ...options }: AccessOptions & { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Verifying access..." />;
  const decision = evaluateAccess(user, options);
  if (decision.allowed) return <>{children}</>;
  if (decision.reason === 'unauthenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return <AccessDenied requirement={decision.requirement} role={user && isRole(user.role) ? user.role : null} />;
}
