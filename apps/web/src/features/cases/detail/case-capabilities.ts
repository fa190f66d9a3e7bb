import { caseCapabilities as capabilitiesFor, type CaseAccessLevel, type Role } from '@app/contract';

// The rules are the contract's case policy (packages/contract/src/policy/case.ts), which the
// server applies too; this file names what the case page asks about and how levels read.
export { caseLevelsFor as levelsForRole, maxCaseLevel as maxLevelForRole, seesEveryCase } from '@app/contract';

/** The actions the case page offers or hides: the firm role AND the level on this matter. */
const CASE_PAGE_ACTIONS = ['editCase', 'editEvents', 'uploadDocuments', 'deleteDocuments', 'reprocessDocuments'] as const;

export type CaseCapabilities = Record<(typeof CASE_PAGE_ACTIONS)[number], boolean>;

export const caseCapabilities = (role: Role, level: CaseAccessLevel): CaseCapabilities => capabilitiesFor(role, level, CASE_PAGE_ACTIONS);

export const ACCESS_LEVEL_LABELS: Record<CaseAccessLevel, string> = { read: 'Read', edit: 'Edit', manage: 'Manage' };
export const ACCESS_LEVEL_HINTS: Record<CaseAccessLevel, string> = {
  read: 'Sees the case and its documents',
  edit: 'Also changes the case, its events and documents',
  manage: 'Also decides who works on the case',
};
