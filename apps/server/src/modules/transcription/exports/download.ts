import type { FastifyReply } from 'fastify';
import type { TranscriptFormat } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { recordAudit } from '../../../platform/audit/audit-log.js';
import { sendAttachment } from '../../../platform/http/attachment.js';
import { conflict } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import { auditedDocument, buildTranscript, loadJobFor, type TranscriptContext } from '../transcript.js';
import { renderTranscriptExport, type TranscriptCaption } from './index.js';

/** The deponent an import found (run-import keeps it in job.media; the document's metadata has it too). */
function deponentOf(ctx: TranscriptContext): string | null {
  const fromJob = ctx.job.media.deponent;
  const fromDocument = ctx.transcriptDocument?.metadata.deponent;
  const name = typeof fromJob === 'string' ? fromJob : typeof fromDocument === 'string' ? fromDocument : null;
  return name?.trim() || null;
}

export function captionOf(ctx: TranscriptContext): TranscriptCaption {
  const { job, source, caseRow } = ctx;
  const deponent = deponentOf(ctx);
  return {
    caseName: caseRow.name,
    docketNumber: caseRow.docketNumber ?? null,
    court: caseRow.court ?? null,
    title: deponent ? `Deposition of ${deponent}` : source.filename,
    source:
      job.kind === 'import'
        ? `Court reporter's transcript, imported from ${source.filename}`
        : `Transcribed from ${source.filename} by ${job.engine}${job.model ? ` (${job.model})` : ''}`,
    date: (job.finishedAt ?? job.createdAt).toISOString().slice(0, 10),
  };
}

/** GET /transcription/download/:job_id?format=: the transcript as a file, audited with its format. */
export async function sendTranscriptExport(deps: AppDeps, caller: Caller, jobId: string, format: TranscriptFormat, reply: FastifyReply) {
  const ctx = await buildTranscript(deps.db, caller, await loadJobFor(deps.db, caller, jobId, 'readTranscripts'));
  if (ctx.job.state !== 'completed' || !ctx.job.transcriptDocumentId) {
    throw conflict('This transcript is not finished yet; download it once the transcription has completed.', 'transcript_not_ready');
  }
  const file = await renderTranscriptExport(format, ctx.transcript, captionOf(ctx), ctx.source.filename);
  const target = auditedDocument(ctx);
  await recordAudit(deps.db, caller.actor, {
    action: 'document_downloaded',
    resourceType: target.resourceType,
    resourceId: target.resourceId,
    resourceName: target.resourceName,
    details: { ...target.base, format, version: ctx.job.version },
  });
  return sendAttachment(reply, file);
}
