import type { Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import type { DepositionState } from '../schemas/deposition.js';
import { mayOnCase } from './case.js';

/*
 * The deposition assistant: the firm role's `deposition:use` (associate and above)
 * and the level on the case. Following a session (reading it live, its insights and
 * questions) needs read access; running it needs edit access.
 */

export const mayFollowDeposition = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'followDepositions');

export const mayRunDeposition = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'runDepositions');

/** Testimony is taken only while the session is live; the set-up changes until it ends. */
export const acceptsTestimony = (state: DepositionState): boolean => state === 'live';
export const setupEditable = (state: DepositionState): boolean => state !== 'ended';
