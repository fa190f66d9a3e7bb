import { hasMinimumRole, roleHasPermission, type CaseAccessLevel, type Role } from '@app/contract';

/**
 * What the signed-in person may do on one case: their firm role (the permission table) AND their
 * level on this matter (read, edit, manage). The server checks both; the page hides what either
 * forbids, so nobody is offered a button that can only answer 403.
 */
export interface CaseCapabilities {
  editCase: boolean;
  editEvents: boolean;
  uploadDocuments: boolean;
  deleteDocuments: boolean;
  reprocessDocuments: boolean;
}

const LEVEL_RANK: Record<CaseAccessLevel, number> = { read: 0, edit: 1, manage: 2 };

export function caseCapabilities(role: Role, level: CaseAccessLevel): CaseCapabilities {
  const canWrite = LEVEL_RANK[level] >= LEVEL_RANK.edit;
  return {
    editCase: canWrite && roleHasPermission(role, 'cases:update'),
    editEvents: canWrite && roleHasPermission(role, 'cases:update'),
    uploadDocuments: canWrite && roleHasPermission(role, 'documents:upload'),
    deleteDocuments: canWrite && roleHasPermission(role, 'documents:delete'),
    reprocessDocuments: canWrite && roleHasPermission(role, 'documents:upload'),
  };
}

export const ACCESS_LEVEL_LABELS: Record<CaseAccessLevel, string> = { read: 'Read', edit: 'Edit', manage: 'Manage' };
export const ACCESS_LEVEL_HINTS: Record<CaseAccessLevel, string> = {
  read: 'Sees the case and its documents',
  edit: 'Also changes the case, its events and documents',
  manage: 'Also decides who works on the case',
};

/** The most a role can be given on a case (the server refuses more): viewer reads, paralegal edits. */
export function maxLevelForRole(role: Role): CaseAccessLevel {
  if (hasMinimumRole(role, 'associate')) return 'manage';
  return hasMinimumRole(role, 'paralegal') ? 'edit' : 'read';
}

export function levelsForRole(role: Role): CaseAccessLevel[] {
  const max = LEVEL_RANK[maxLevelForRole(role)];
  return (['read', 'edit', 'manage'] as const).filter((level) => LEVEL_RANK[level] <= max);
}

/** Partners and administrators reach every case already; assigning them changes nothing. */
export function seesEveryCase(role: Role): boolean {
  return roleHasPermission(role, 'cases:access_all');
}
