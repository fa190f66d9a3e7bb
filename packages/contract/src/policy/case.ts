import { roleHasPermission, type RolePermission } from '../permissions.js';
import { hasMinimumRole, type Role } from '../roles.js';
import { CASE_ACCESS_LEVELS, type CaseAccessLevel } from '../schemas/cases.js';

/*
 * Who may see and do what on a case, as data in, decision out. The server applies these
 * through platform/policy (its checks and the one SQL form of visibility); the web derives its
 * capabilities from the same functions. A case someone cannot see answers 404 on the server, like
 * another firm's.
 */

const LEVEL_RANK: Record<CaseAccessLevel, number> = { read: 0, edit: 1, manage: 2 };

export const atLeastLevel = (level: CaseAccessLevel, minimum: CaseAccessLevel): boolean => LEVEL_RANK[level] >= LEVEL_RANK[minimum];

/** Partners and administrators reach every case of the firm with manage rights. */
export const seesEveryCase = (role: Role): boolean => roleHasPermission(role, 'cases:access_all');

/** A role caps what an assignment can grant: a viewer only reads, a paralegal at most edits. */
export function maxCaseLevel(role: Role): CaseAccessLevel {
  if (hasMinimumRole(role, 'associate')) return 'manage';
  return hasMinimumRole(role, 'paralegal') ? 'edit' : 'read';
}

/** The levels a person of this role can be given on a case, lowest first. */
export function caseLevelsFor(role: Role): CaseAccessLevel[] {
  return CASE_ACCESS_LEVELS.filter((level) => atLeastLevel(maxCaseLevel(role), level));
}

/** The caller's level on a case given their assignment (null: not assigned); null means no access. */
export function effectiveCaseLevel(role: Role, assigned: CaseAccessLevel | null): CaseAccessLevel | null {
  if (seesEveryCase(role)) return 'manage';
  if (!assigned) return null;
  const cap = maxCaseLevel(role);
  return atLeastLevel(cap, assigned) ? assigned : cap;
}

/** Which of the firm's cases someone may see, described once; the server turns it into SQL. */
export type CaseVisibility = { kind: 'firm' } | { kind: 'assigned'; userId: string };

export function caseVisibility(actor: { role: Role; userId: string }): CaseVisibility {
  return seesEveryCase(actor.role) ? { kind: 'firm' } : { kind: 'assigned', userId: actor.userId };
}

interface CaseActionRule {
  /** What the firm role must hold (the permission table). */
  permission: RolePermission;
  /** The least level on this case that allows it. */
  level: CaseAccessLevel;
  /** The 403's text when the level (not the role) is what is missing. */
  denied: string;
}

const READ_ONLY = 'You have read-only access to this case.';

/** Every action on one case: the firm role AND the level on the matter. */
export const CASE_ACTIONS = {
  editCase: { permission: 'cases:update', level: 'edit', denied: READ_ONLY },
  editEvents: { permission: 'cases:update', level: 'edit', denied: READ_ONLY },
  /** Archiving is the DELETE route: partners and above, who hold manage on every case. */
  archiveCase: { permission: 'cases:delete', level: 'manage', denied: READ_ONLY },
  deleteCasePermanently: { permission: 'cases:hard_delete', level: 'read', denied: 'Only an Administrator can permanently delete a case.' },
  manageTeam: {
    permission: 'cases:update',
    level: 'manage',
    denied: 'Only a partner or a team member with manage access can change who works on this case.',
  },
  uploadDocuments: { permission: 'documents:upload', level: 'edit', denied: READ_ONLY },
  reprocessDocuments: { permission: 'documents:upload', level: 'edit', denied: READ_ONLY },
  deleteDocuments: { permission: 'documents:delete', level: 'edit', denied: READ_ONLY },
  writeHighlights: { permission: 'highlights:write', level: 'edit', denied: READ_ONLY },
  /** The /transcription screen's reading of a case's transcripts (viewers read them as documents). */
  readTranscripts: { permission: 'transcription:use', level: 'read', denied: 'You do not have access to this case.' },
  transcribe: { permission: 'transcription:use', level: 'edit', denied: READ_ONLY },
  editTranscripts: { permission: 'transcription:use', level: 'edit', denied: READ_ONLY },
  /** Following a deposition session of the case (associate and above). */
  followDepositions: { permission: 'deposition:use', level: 'read', denied: 'You do not have access to this case.' },
  /** Setting one up, starting and stopping it, adding testimony, working the question queue. */
  runDepositions: { permission: 'deposition:use', level: 'edit', denied: READ_ONLY },
  /** Discovery of the case: requests, coding, productions, the privilege log (viewers follow it). */
  readDiscovery: { permission: 'discovery:read', level: 'read', denied: 'You do not have access to this case.' },
  /** Logging requests and responses, coding documents, making productions, editing the privilege log. */
  manageDiscovery: { permission: 'discovery:manage', level: 'edit', denied: READ_ONLY },
} as const satisfies Record<string, CaseActionRule>;

export type CaseAction = keyof typeof CASE_ACTIONS;

export function mayOnCase(role: Role, level: CaseAccessLevel, action: CaseAction): boolean {
  const rule: CaseActionRule = CASE_ACTIONS[action];
  return roleHasPermission(role, rule.permission) && atLeastLevel(level, rule.level);
}

export const ALL_CASE_ACTIONS = Object.keys(CASE_ACTIONS) as CaseAction[];

/** What someone may do on one case, for screens that hide what would answer 403. */
export function caseCapabilities<A extends CaseAction>(role: Role, level: CaseAccessLevel, actions: readonly A[]): Record<A, boolean> {
  return Object.fromEntries(actions.map((action) => [action, mayOnCase(role, level, action)])) as Record<A, boolean>;
}
