import { roleHasPermission } from '../permissions.js';
import { hasMinimumRole, type Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import type { ClearanceStatus } from '../schemas/clearance-status.js';
import type { MatterPartyRole } from '../schemas/parties.js';
import { atLeastLevel, mayOnCase } from './case.js';

/*
 * Parties and conflict clearance. A matter's parties are part of the case: whoever reads the case
 * reads them, whoever edits the case edits them. A conflict check reads every matter of the firm
 * (its hits name other matters, some the caller is not assigned to), so running one and reading
 * its hits is for associates and above with access to the matter; recording a clearance needs
 * edit access too. A waiver's approver must be a partner or an administrator.
 */

export const mayReadParties = (role: Role, level: CaseAccessLevel): boolean => roleHasPermission(role, 'cases:read') && atLeastLevel(level, 'read');

export const mayEditParties = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'editCase');

export const mayRunConflictCheck = (role: Role): boolean => roleHasPermission(role, 'conflicts:check');

export const mayReadConflicts = (role: Role, level: CaseAccessLevel): boolean => mayRunConflictCheck(role) && atLeastLevel(level, 'read');

export const mayRecordClearance = (role: Role, level: CaseAccessLevel): boolean => roleHasPermission(role, 'conflicts:clear') && atLeastLevel(level, 'edit');

export const mayApproveWaiver = (role: Role): boolean => hasMinimumRole(role, 'partner');

/** A matter may be worked (made active) only once cleared or waived. */
export const clearanceAllowsActive = (status: ClearanceStatus): boolean => status === 'cleared' || status === 'waived';

/** Roles on our side and on the other side, for deciding what a name in two matters means. */
export const ADVERSE_ROLES: readonly MatterPartyRole[] = ['adverse_party', 'opposing_counsel', 'related_entity'];

/**
 * Our client in one matter and an adverse role in the other is a conflict (it blocks); the same role
 * in both is a related matter; anything else (a witness, an expert, a co-party) is a mention.
 */
export function hitKind(checked: MatterPartyRole, found: MatterPartyRole): 'conflict' | 'related_matter' | 'mention' {
  const adverse = (r: MatterPartyRole) => ADVERSE_ROLES.includes(r);
  if ((checked === 'client' && adverse(found)) || (found === 'client' && adverse(checked))) return 'conflict';
  if (checked === found) return 'related_matter';
  return 'mention';
}
