import type { ReactNode } from 'react';
import { roleHasPermission, type Permission } from '@app/contract';
import { evaluateAccess, type AccessOptions } from '../lib/access';
import { useAuth } from '../lib/auth/auth-context';

/**
 * Inline guard: renders its children only when the signed-in user passes the options
 * (and holds `permission`, from the contract's table, when given); otherwise the fallback or nothing.
 * Use it to hide buttons the server would refuse anyway.
 */
export function InlineGuard({
  children,
  fallback = null,
  permission,
  ...options
}: AccessOptions & { children: ReactNode; fallback?: ReactNode; permission?: Permission }) {
  const { user } = useAuth();
  const allowed = evaluateAccess(user, options).allowed && (!permission || (!!user && roleHasPermission(user.role, permission)));
  return <>{allowed ? children : fallback}</>;
}

/** Hook form for conditions in code: `const canInvite = usePermission('users:manage')`. */
export function usePermission(permission: Permission): boolean {
  const { user } = useAuth();
  return !!user && user.is_active !== false && roleHasPermission(user.role, permission);
}
