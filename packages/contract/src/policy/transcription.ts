import { roleHasPermission } from '../permissions.js';
import type { Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import type { TranscriptionState } from '../schemas/transcription.js';
import { mayOnCase } from './case.js';

/*
 * Transcription: the firm role's `transcription:use` (paralegal and above) and
 * the level on the case. A transcript is also a document of its case: viewers read it through
 * search and the document viewer (the documents policy), not through this screen.
 */

/** Opening a case's transcripts on /transcription and downloading their exports. */
export const mayReadTranscripts = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'readTranscripts');

/** Starting a transcription or an import, cancelling and retrying one. */
export const mayTranscribe = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'transcribe');

/** Correcting words and renaming speakers. */
export const mayEditTranscript = (role: Role, level: CaseAccessLevel): boolean => mayOnCase(role, level, 'editTranscripts');

/**
 * Who is told how the speech-to-text engine is set up (settings, file paths, server addresses):
 * the administrator, whose system page explains it. Everyone else learns which engine runs, what
 * accuracy to expect and, when none runs, to ask the administrator.
 */
export const maySeeEngineSetup = (role: Role): boolean => roleHasPermission(role, 'system:view');

const CANCELLABLE: readonly TranscriptionState[] = ['queued', 'running'];
const RETRYABLE: readonly TranscriptionState[] = ['failed', 'cancelled'];

/** What the job list offers on one job. */
export function transcriptionJobActions(role: Role, level: CaseAccessLevel, state: TranscriptionState): { can_cancel: boolean; can_retry: boolean } {
  const may = mayTranscribe(role, level);
  return { can_cancel: may && CANCELLABLE.includes(state), can_retry: may && RETRYABLE.includes(state) };
}
