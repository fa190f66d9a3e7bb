import { PERMISSION_MINIMUM_ROLE, ROLE_INFO, roleHasPermission, type Role, type RolePermission } from '@app/contract';

/**
 * The permission table (packages/contract) in words a member of staff understands. Only the
 * permissions that differ between roles are listed; the order is what people care about first.
 */
const CAPABILITY_TEXT: ReadonlyArray<[RolePermission, string]> = [
  ['cases:read', 'View cases and their documents'],
  ['search:use', 'Search across documents and cases'],
  ['discovery:read', 'Read discovery requests and productions'],
  ['documents:upload', 'Upload and process documents'],
  ['transcription:use', 'Transcribe audio and video'],
  ['discovery:manage', 'Manage discovery requests and productions'],
  ['cases:create', 'Create and update cases'],
  ['deposition:use', 'Use the real-time deposition assistant'],
  ['team:read', 'See the team directory'],
  ['audit:view', 'Read the audit trail'],
  ['cases:access_all', 'Access every case in the firm'],
  ['users:manage', 'Invite people and change their roles'],
  ['audit:export', 'Export the audit trail'],
  ['costs:view', 'See cost analytics'],
  ['organization:manage', 'Edit the firm’s details'],
  ['system:view', 'See system status'],
];

export interface Capability {
  permission: RolePermission;
  text: string;
  allowed: boolean;
  /** The role label that first holds it, for "needs Partner" hints. */
  minimumRoleLabel: string;
}

export function capabilitiesFor(role: Role): Capability[] {
  return CAPABILITY_TEXT.map(([permission, text]) => ({
    permission,
    text,
    allowed: roleHasPermission(role, permission),
    minimumRoleLabel: ROLE_INFO[PERMISSION_MINIMUM_ROLE[permission]].label,
  }));
}
