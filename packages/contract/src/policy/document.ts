import type { Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import { caseVisibility, mayOnCase, type CaseVisibility } from './case.js';

/*
 * Documents belong to a case: someone sees a document exactly when they see its case, and changes
 * it with the firm role AND the level on that case (the rules are in case.ts's CASE_ACTIONS).
 */

export type DocumentAction = 'uploadDocuments' | 'reprocessDocuments' | 'deleteDocuments';

/** Which documents someone may see: those of the cases they may see. */
export const documentVisibility = (actor: { role: Role; userId: string }): CaseVisibility => caseVisibility(actor);

export const mayOnDocument = (role: Role, level: CaseAccessLevel, action: DocumentAction): boolean => mayOnCase(role, level, action);
