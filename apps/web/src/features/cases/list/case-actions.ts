import { mayOnCase, type Case, type Role } from '@app/contract';

/**
 * What a person may do with one case from the list, from the contract's case policy (which the
 * server applies), so the menu never offers an action that would answer 403.
 */
export interface CaseActions {
  edit: boolean;
  archive: boolean;
  /** An archived matter comes back by re-opening it (status active), which any editor may do. */
  restore: boolean;
  hardDelete: boolean;
}

export function caseActionsFor(role: Role, matter: Pick<Case, 'access_level' | 'archived_at'>): CaseActions {
  const canEdit = mayOnCase(role, matter.access_level, 'editCase');
  const archived = matter.archived_at !== null;
  return {
    edit: canEdit,
    archive: !archived && mayOnCase(role, matter.access_level, 'archiveCase'),
    restore: archived && canEdit,
    hardDelete: mayOnCase(role, matter.access_level, 'deleteCasePermanently'),
  };
}
