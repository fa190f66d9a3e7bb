import { transcriptionJobActions, type CaseAccessLevel, type Role, type TranscriptionJob } from '@app/contract';
import type { TranscriptionJobRow } from '../../db/schema/index.js';

/** Minutes with one decimal: what the progress line shows ("12.5 of 48 minutes"). */
const minutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/** A job row as the API shows it to a caller of `role` holding `level` on its case. */
export function presentJob(
  row: TranscriptionJobRow,
  caseName: string,
  filename: string,
  creatorName: string | null,
  role: Role,
  level: CaseAccessLevel,
): TranscriptionJob {
  const timed = row.kind === 'media' && row.durationSeconds !== null;
  return {
    id: row.id,
    case_id: row.caseId,
    case_name: caseName,
    kind: row.kind,
    document_id: row.sourceDocumentId,
    filename,
    transcript_document_id: row.transcriptDocumentId,
    engine: row.engine,
    model: row.model,
    language: row.language,
    speaker_count: row.speakerCount,
    state: row.state,
    stage: row.stage,
    percent: Math.max(0, Math.min(100, Math.round(row.percent))),
    minutes_done: timed ? minutes(Math.min(row.secondsDone, row.durationSeconds ?? 0)) : null,
    minutes_total: timed ? minutes(row.durationSeconds ?? 0) : null,
    failure_reason: row.failureReason,
    created_by: row.createdBy,
    created_by_name: creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    ...transcriptionJobActions(role, level, row.state),
  };
}
