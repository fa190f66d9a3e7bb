import type { Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import { mayOnCase } from './case.js';

/** Marking passages: the firm role's `highlights:write` and edit access to the case. */
export const mayCreateHighlight = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'writeHighlights');

/**
 * Changing or removing a highlight: its author (still allowed to write on the case) or someone
 * who manages the case (partners do).
 */
export function mayChangeHighlight(actor: { role: Role; userId: string }, level: CaseAccessLevel, highlight: { authorId: string | null }): boolean {
  if (!mayCreateHighlight(actor.role, level)) return false;
  return highlight.authorId === actor.userId || level === 'manage';
}
