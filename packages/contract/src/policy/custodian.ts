import { roleHasPermission } from '../permissions.js';
import type { Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import { atLeastLevel, mayOnCase } from './case.js';

/*
 * Custodians, de-duplication and the culling report belong to a case's documents: whoever reads
 * the case's documents (viewer and above, read access) sees the custodians and the culling report;
 * whoever may upload to the case (paralegal and above, edit access) adds, changes and removes
 * custodians, names the custodian and source path of documents, and sets the de-duplication scope.
 */

export const mayReadCustodians = (role: Role, level: CaseAccessLevel): boolean => roleHasPermission(role, 'documents:read') && atLeastLevel(level, 'read');

export const mayManageCustodians = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'uploadDocuments');
