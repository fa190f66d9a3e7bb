import { ROLES_BY_SENIORITY, derived, type Role } from '@app/contract';

/*
 * The server's user-management rules (modules/organization/policy.ts), mirrored so the UI never
 * offers what would be refused: only an administrator grants the admin role, and only an
 * administrator changes, deactivates or restores another administrator. The server still decides.
 */

/** Roles the caller may give in an invitation or a role change, most senior first. */
export function grantableRoles(caller: Role): Role[] {
  if (!derived.canManageUsers(caller)) return [];
  return ROLES_BY_SENIORITY.filter((role) => role !== 'admin' || caller === 'admin');
}

/** Whether the caller may change the role of, deactivate or restore this person. */
export function mayManageUser(caller: { id: string; role: Role }, target: { id: string; role: Role }): boolean {
  if (!derived.canManageUsers(caller.role)) return false;
  if (target.id === caller.id) return false;
  return target.role !== 'admin' || caller.role === 'admin';
}
