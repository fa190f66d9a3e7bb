import { roleHasPermission, type Case, type Role } from '@app/contract';

/**
 * What a person may do with one case from the list, mirroring the server's rules so the menu never
 * offers an action that would answer 403: editing needs edit or manage access to the matter;
 * archiving is the DELETE route (`cases:delete`, partner and above, who hold manage on every case);
 * permanent deletion is for administrators only (`cases:hard_delete`).
 */
export interface CaseActions {
  edit: boolean;
  archive: boolean;
  /** An archived matter comes back by re-opening it (status active), which any editor may do. */
  restore: boolean;
  hardDelete: boolean;
}

export function caseActionsFor(role: Role, matter: Pick<Case, 'access_level' | 'archived_at'>): CaseActions {
  const canEdit = roleHasPermission(role, 'cases:update') && (matter.access_level === 'edit' || matter.access_level === 'manage');
  const archived = matter.archived_at !== null;
  return {
    edit: canEdit,
    archive: !archived && matter.access_level === 'manage' && roleHasPermission(role, 'cases:delete'),
    restore: archived && canEdit,
    hardDelete: roleHasPermission(role, 'cases:hard_delete'),
  };
}
