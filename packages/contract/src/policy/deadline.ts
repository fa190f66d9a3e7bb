import { roleHasPermission } from '../permissions.js';
import type { Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import { atLeastLevel, mayOnCase } from './case.js';

/*
 * Court-rule deadlines. A computed deadline is an event on the case's timeline, so it follows the
 * timeline's rules: whoever reads the case (viewer and above, read access) reads its triggers,
 * deadlines and their working; whoever may change the timeline (associate and above with edit
 * access: `editEvents`) adds, moves and removes triggers and sets the case's court.
 * Court closure days are the firm's calendar: every member reads them (they move deadlines
 * everyone sees), only an administrator (`organization:manage`) adds or removes them.
 */

export const mayReadDeadlines = (role: Role, level: CaseAccessLevel): boolean => roleHasPermission(role, 'cases:read') && atLeastLevel(level, 'read');

export const mayManageDeadlines = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'editEvents');

export const mayReadCourtClosures = (role: Role): boolean => roleHasPermission(role, 'organization:read');

export const mayManageCourtClosures = (role: Role): boolean => roleHasPermission(role, 'organization:manage');
