import type { Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import type { ProductionStatus } from '../schemas/discovery.js';
import { mayOnCase } from './case.js';

/*
 * Discovery: the firm role's `discovery:read` (viewer and above) with read
 * access to the case follows everything — requests, coding, productions, the privilege log —
 * read-only; `discovery:manage` (paralegal and above) with edit access changes it.
 */

export const mayReadDiscovery = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'readDiscovery');

export const mayManageDiscovery = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'manageDiscovery');

/** A production is immutable once made; only a finished one can be downloaded. */
export const productionDownloadable = (status: ProductionStatus): boolean => status === 'completed';
