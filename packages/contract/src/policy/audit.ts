import { roleHasPermission } from '../permissions.js';
import type { Role } from '../roles.js';

/** The audit trail: associates and above read it, partners and above export it. */
export const mayViewAuditTrail = (role: Role): boolean => roleHasPermission(role, 'audit:view');
export const mayExportAuditTrail = (role: Role): boolean => roleHasPermission(role, 'audit:export');
