import type { Role } from '../roles.js';
import { roleHasPermission } from '../permissions.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import type { RedactionSetStatus } from '../schemas/redactions.js';
import { mayOnCase } from './case.js';

/*
 * Redactions are part of a case's discovery: whoever follows discovery (viewer and above with
 * read access) sees them, whoever changes discovery (paralegal and above with edit access) draws
 * and removes them. Approving a set for production is a lawyer's sign-off: `redactions:approve`
 * (associate and above) with edit access. A set is changed only while it is a draft, so what was
 * approved is exactly what a production burns in.
 */

export const mayReadRedactions = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'readDiscovery');

export const mayEditRedactions = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'manageDiscovery');

export const mayApproveRedactions = (role: Role, level: CaseAccessLevel): boolean => mayEditRedactions(role, level) && roleHasPermission(role, 'redactions:approve');

/** Why a set cannot be changed, or null when it can. */
export const redactionSetLocked = (status: RedactionSetStatus): string | null =>
  status === 'approved' ? 'This redaction set is approved; reopen it before changing its redactions.' : null;
