import { hasMinimumRole, isRole, pageMinimumRole, type AccessRequirement, type GuardedPage, type Role, type User } from '@app/contract';

/**
 * Route-guard options: authentication required (the default), an exact role, a minimum
 * role, or an allowed list. Only one role rule applies; exact wins over allowed over minimum.
 */
export interface AccessOptions {
  requireAuth?: boolean;
  exactRole?: Role;
  minimumRole?: Role;
  allowedRoles?: readonly Role[];
}

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'unauthenticated' }
  | { allowed: false; reason: 'forbidden'; requirement: AccessRequirement };

/** The access-denied message form that describes what these options demand. */
export function requirementOf(options: AccessOptions): AccessRequirement {
  if (options.exactRole) return { kind: 'exact', role: options.exactRole };
  if (options.allowedRoles) return { kind: 'allowed', roles: options.allowedRoles };
  if (options.minimumRole) return { kind: 'minimum', role: options.minimumRole };
  return { kind: 'none' };
}

export function evaluateAccess(user: Pick<User, 'role' | 'is_active'> | null, options: AccessOptions = {}): AccessDecision {
  const requireAuth = options.requireAuth ?? true;
  const hasRoleRule = !!(options.exactRole || options.minimumRole || options.allowedRoles);
  if (!user) return requireAuth || hasRoleRule ? { allowed: false, reason: 'unauthenticated' } : { allowed: true };
  const requirement = requirementOf(options);
  // A deactivated account or an unknown role holds no permission at all.
  if (!isRole(user.role) || user.is_active === false) return { allowed: false, reason: 'forbidden', requirement: { kind: 'none' } };
  const ok =
    requirement.kind === 'exact'
      ? user.role === requirement.role
      : requirement.kind === 'allowed'
        ? requirement.roles.includes(user.role)
        : requirement.kind === 'minimum'
          ? hasMinimumRole(user.role, requirement.role)
          : true;
  return ok ? { allowed: true } : { allowed: false, reason: 'forbidden', requirement };
}

/** Route-guard options for a page, from the contract's page permissions (policy/pages). */
export function pageAccess(page: GuardedPage): AccessOptions {
  const minimumRole = pageMinimumRole(page);
  return minimumRole ? { minimumRole } : {};
}
