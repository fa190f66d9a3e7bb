import type { TeamMember } from '@app/contract';
import type { UserRow } from '../../db/schema/index.js';
import { presentUser } from '../auth/present-user.js';

/** A colleague's directory card: the User shape without permissions, provider or organization. */
export function presentTeamMember(row: UserRow): TeamMember {
  const u = presentUser(row, null);
  return {
    id: u.id,
    email: u.email,
    full_name: u.full_name,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.role,
    org_role: u.org_role,
    avatar_url: u.avatar_url,
    phone: u.phone,
    title: u.title,
    bar_number: u.bar_number,
    is_active: u.is_active,
    last_login: u.last_login,
    created_at: u.created_at,
    two_factor_enabled: u.two_factor_enabled,
  };
}
