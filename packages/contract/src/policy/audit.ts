import type { ResourceType } from '../enums.js';
import { roleHasPermission } from '../permissions.js';
import type { Role } from '../roles.js';
import { caseVisibility } from './case.js';

/** The audit trail: associates and above read it, partners and above export it. */
export const mayViewAuditTrail = (role: Role): boolean => roleHasPermission(role, 'audit:view');
export const mayExportAuditTrail = (role: Role): boolean => roleHasPermission(role, 'audit:export');

/*
 * Ethical walls in the trail. `audit:view` is not enough to read a row about a case: a row tied to
 * a case (its case id, recorded when the row is written) is shown only to someone who may see that
 * case, by the same rule as the case itself (`caseVisibility`). Rows that belong to no case (sign-ins,
 * the team, the firm's settings, billing, the system) stay readable by every holder of `audit:view`.
 *
 * Some rows are about case material but name no single case: a firm-wide search (its terms and hit
 * count cover every case its author could see), a reading of the trail itself (its filters and
 * counts), an analysis queued over several targets, or a case/document row whose case is unknown (a
 * document since removed, say). Those are shown to their author and to people who see every case,
 * never to someone walled off from part of the firm: unknown is treated as walled, not as public.
 */
export const CASE_MATERIAL_RESOURCE_TYPES = ['case', 'document', 'search', 'report', 'audit'] as const satisfies readonly ResourceType[];

export interface AuditRowScope {
  case_id: string | null;
  resource_type: ResourceType;
  user_id: string | null;
}

/** Which rows of the firm's trail a reader sees, described once; the server turns it into SQL. */
export type AuditRowVisibility =
  | { kind: 'firm' }
  | { kind: 'walled'; userId: string; caseMaterial: readonly ResourceType[] };

export function auditRowVisibility(reader: { role: Role; userId: string }): AuditRowVisibility {
  const cases = caseVisibility(reader);
  return cases.kind === 'firm' ? { kind: 'firm' } : { kind: 'walled', userId: reader.userId, caseMaterial: CASE_MATERIAL_RESOURCE_TYPES };
}

/** The same rule for one row, given whether the reader may see a case (for tests and the web). */
export function mayReadAuditRow(reader: { role: Role; userId: string }, row: AuditRowScope, seesCase: (caseId: string) => boolean): boolean {
  const visibility = auditRowVisibility(reader);
  if (visibility.kind === 'firm') return true;
  if (row.case_id) return seesCase(row.case_id);
  return !(visibility.caseMaterial as readonly string[]).includes(row.resource_type) || row.user_id === reader.userId;
}
