import { type Role, ROLES, hasMinimumRole } from './roles.js';

/**
 * Every API route names one of these. `public` routes need no sign-in; every other permission
 * maps to the minimum role that holds it (the role table's derived permissions and each page's
 * minimum role).
 * The server refuses to register a route without a permission; the web hides what a role lacks.
 */
export const PERMISSION_MINIMUM_ROLE = {
  authenticated: 'viewer',
  'profile:manage': 'viewer',
  'organization:read': 'viewer',
  'organization:manage': 'admin',
  'team:read': 'associate',
  'users:manage': 'partner',
  'cases:read': 'viewer',
  'cases:create': 'associate',
  'cases:update': 'associate',
  'cases:access_all': 'partner',
  'cases:delete': 'partner',
  'cases:hard_delete': 'admin',
  /** Run a firm-wide conflict check and read its hits (they name other matters of the firm). */
  'conflicts:check': 'associate',
  /** Record a matter's clearance; a waiver also needs a partner or administrator as approver. */
  'conflicts:clear': 'associate',
  'documents:read': 'viewer',
  'documents:upload': 'paralegal',
  'documents:delete': 'paralegal',
  'search:use': 'viewer',
  /** Read stored analyses (summaries, timelines, entities, gaps). */
  'analysis:read': 'viewer',
  /** Start analyses and advanced-analysis tasks (they may call a paid model). */
  'analysis:run': 'paralegal',
  /** Mark, edit and remove passages; viewers are read-only. */
  'highlights:write': 'paralegal',
  'transcription:use': 'paralegal',
  'deposition:use': 'associate',
  'discovery:read': 'viewer',
  'discovery:manage': 'paralegal',
  /** Approve (or reopen) a redaction set for production: a lawyer signs off what is hidden. */
  'redactions:approve': 'associate',
  'audit:write': 'viewer',
  'audit:view': 'associate',
  'audit:export': 'partner',
  'system:view': 'admin',
  'costs:view': 'partner',
  /** Budgets and the firm's price table: the managing partner (admin). */
  'costs:manage': 'admin',
  /** Queue, cancel and tune batches of background work. */
  'batch:manage': 'admin',
} as const satisfies Record<string, Role>;

export type RolePermission = keyof typeof PERMISSION_MINIMUM_ROLE;
export type Permission = RolePermission | 'public';

export const ROLE_PERMISSIONS: readonly RolePermission[] = Object.keys(
  PERMISSION_MINIMUM_ROLE,
) as RolePermission[];

export function roleHasPermission(role: Role, permission: Permission): boolean {
  if (permission === 'public') return true;
  return hasMinimumRole(role, PERMISSION_MINIMUM_ROLE[permission]);
}

/** The permission names a role holds; sent to the client as `user.permissions`. */
export function permissionsForRole(role: Role): RolePermission[] {
  return ROLE_PERMISSIONS.filter((p) => roleHasPermission(role, p));
}

/**
 * Derived permissions by their product names: manage users, manage organization, access all cases,
 * create cases, view audit logs.
 */
export const derived = {
  canManageUsers: (role: Role) => roleHasPermission(role, 'users:manage'),
  canManageOrganization: (role: Role) => roleHasPermission(role, 'organization:manage'),
  canAccessAllCases: (role: Role) => roleHasPermission(role, 'cases:access_all'),
  canCreateCases: (role: Role) => roleHasPermission(role, 'cases:create'),
  canViewAuditLogs: (role: Role) => roleHasPermission(role, 'audit:view'),
};

export const ALL_ROLES = ROLES;
