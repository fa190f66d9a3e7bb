import { ROLE_INFO, permissionsForRole, type User } from '@app/contract';
import type { UserMetadata } from './token-storage';
import { accessTokenClaims, type StoredTokens } from './tokens';

/** What we keep about the user next to the tokens, to rebuild them offline. */
export function metadataOf(user: User): UserMetadata {
  return {
    email: user.email,
    full_name: user.full_name,
    organization: user.organization,
    organization_id: user.organization_id,
  };
}

/**
 * When /auth/me cannot be reached at start-up, a user is rebuilt from what was stored:
 * id and role from the tokens, name and firm from the metadata. Permissions come from the same
 * contract table the server uses, so the UI hides exactly what the server would refuse.
 */
export function rebuildUser(tokens: StoredTokens, metadata: UserMetadata | null): User {
  const claims = accessTokenClaims(tokens.accessToken);
  const fullName = metadata?.full_name ?? '';
  const [first = '', ...rest] = fullName.split(' ');
  const now = new Date().toISOString();
  return {
    id: tokens.userId,
    email: metadata?.email ?? '',
    full_name: fullName,
    first_name: first,
    last_name: rest.join(' '),
    role: tokens.userRole,
    org_role: ROLE_INFO[tokens.userRole].organizationRole,
    organization: metadata?.organization ?? null,
    organization_id: metadata?.organization_id ?? claims?.org ?? '',
    permissions: permissionsForRole(tokens.userRole),
    two_factor_enabled: false,
    auth_provider: 'email',
    is_verified: false,
    is_active: true,
    last_login: null,
    created_at: now,
    updated_at: now,
    avatar_url: null,
    phone: null,
    title: null,
    bar_number: null,
  };
}
