import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { recordAudit } from '../../../platform/audit/audit-log.js';
import { sendAttachment } from '../../../platform/http/attachment.js';
import type { Caller } from '../../../platform/http/caller.js';
import { loadRecord, summaryOf } from '../summary.js';
import { renderDocx } from './docx.js';
import { renderPdf } from './pdf.js';
import { buildReport, reportFilename } from './report.js';

const TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

/** GET …/export?format=docx|pdf: the caption, goals, the Q&A with the insights as annotations, the summary (audited as report_generated). */
export async function sendSessionExport(deps: AppDeps, caller: Caller, sessionId: string, format: 'docx' | 'pdf', reply: FastifyReply) {
  const record = await loadRecord(deps, caller, sessionId);
  const report = buildReport(record, await summaryOf(deps, record));
  const body = format === 'docx' ? await renderDocx(report) : await renderPdf(report);
  const filename = reportFilename(report, format);
  const { session, caseName } = record.loaded;
  await recordAudit(deps.db, caller.actor, {
    action: 'report_generated',
    resourceType: 'case',
    resourceId: session.caseId,
    resourceName: caseName,
    details: { report: 'deposition', session_id: session.id, format, segments: record.segments.length, insights: record.insights.length },
  });
  return sendAttachment(reply, { body, contentType: TYPES[format], filename });
}
