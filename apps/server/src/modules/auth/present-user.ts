import { ROLE_INFO, permissionsForRole, type User } from '@app/contract';
import type { UserRow } from '../../db/schema/index.js';

/** The one mapping from a user row to the API's User shape. */
export function presentUser(row: UserRow, organizationName: string | null): User {
  const role = row.role;
  const [first = '', ...rest] = row.fullName.trim().split(/\s+/);
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    first_name: first,
    last_name: rest.join(' '),
    role,
    org_role: row.orgRole ?? ROLE_INFO[role].organizationRole,
    organization: organizationName,
    organization_id: row.organizationId,
    permissions: permissionsForRole(role),
    two_factor_enabled: row.twoFactorEnabled,
    auth_provider: row.authProvider === 'google' ? 'google' : 'email',
    is_verified: row.isVerified,
    is_active: row.isActive,
    last_login: row.lastLogin?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    avatar_url: row.avatarUrl,
    phone: row.phone,
    title: row.title,
    bar_number: row.barNumber,
  };
}
