import { and, eq } from 'drizzle-orm';
import { productionDownloadable } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { productionRedactionSets, productions, redactionSets } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { sendAttachment } from '../../platform/http/attachment.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCaseAs } from '../cases/access.js';

/*
 * A production's redaction log, for the recipient beside the volume: one line per produced page
 * that carries redactions — its Bates number, the document (its name with redacted strings
 * replaced), the reasons and who redacted. Written by the build (discovery/productions/
 * redacted-sources.ts), so the numbers are the volume's; the redacted text is never in it.
 */

const csvCell = (value: string) => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function sendRedactionLog(deps: AppDeps, caller: Caller, productionId: string, reply: FastifyReply) {
  const [found] = await deps.db
    .select({ production: productions, log: productionRedactionSets.log, setName: redactionSets.name })
    .from(productions)
    .leftJoin(productionRedactionSets, eq(productionRedactionSets.productionId, productions.id))
    .leftJoin(redactionSets, eq(redactionSets.id, productionRedactionSets.setId))
    .where(and(eq(productions.id, productionId), eq(productions.organizationId, caller.organizationId)));
  if (!found) throw notFound('Production');
  const access = await loadCaseAs(deps.db, caller, found.production.caseId, 'Production');
  assertMayOnCase(caller, access, 'readDiscovery');
  if (!productionDownloadable(found.production.status)) throw conflict(`This production is ${found.production.status}; its redaction log is written when it completes.`, 'production_not_ready');
  const lines = found.log ?? [];
  const csv = ['Bates,Document,Reason,Redacted by', ...lines.map((l) => [l.bates, l.document, l.reasons, l.authors].map(csvCell).join(','))].join('\r\n') + '\r\n';
  await recordAudit(deps.db, caller.actor, {
    action: 'data_export',
    resourceType: 'case',
    resourceId: found.production.caseId,
    resourceName: found.production.name,
    details: { change: 'redaction_log_downloaded', production_id: found.production.id, redaction_set: found.setName, pages: lines.length },
  });
  return sendAttachment(reply, { body: `\ufeff${csv}`, contentType: 'text/csv; charset=utf-8', filename: `${found.production.name} ${found.production.volume} redaction log.csv` });
}
