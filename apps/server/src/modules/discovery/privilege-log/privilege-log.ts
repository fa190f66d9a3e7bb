import { and, eq } from 'drizzle-orm';
import type { PrivilegeLog, PrivilegeLogEntry } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { documentCodings, documents } from '../../../db/schema/index.js';
import { appendAudit } from '../../../platform/audit/audit-log.js';
import type { Caller } from '../../../platform/http/caller.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { caseOr404 } from '../../cases/access.js';
import { loadDiscoveryCase } from '../access.js';
import { privilegedDocuments, privilegeLogEntries } from './entries.js';
import { PRIVILEGE_LOG_TYPES, privilegeLogCsv, privilegeLogFilename, privilegeLogXlsx, type PrivilegeLogFormat } from './export.js';
import { presentEntries } from './present.js';

/*
 * The privilege log of a case: read by anyone who may read the case's discovery,
 * its descriptions edited by those who may manage it, exported for opposing counsel. An edit and
 * an export are audited in the transaction that reads or changes the log, so the trail names
 * exactly the entries that went out.
 */

export async function getPrivilegeLog(deps: AppDeps, caller: Caller, caseId: string): Promise<PrivilegeLog> {
  return deps.db.transaction(async (tx) => {
    const access = await loadDiscoveryCase(tx, caller, caseId, 'readDiscovery');
    return { case_id: caseId, entries: await privilegeLogEntries(tx, caseId), can_edit: access.canEdit };
  });
}

/** Sets the description opposing counsel reads for one entry (audited as a change of the document). */
export async function updateDescription(deps: AppDeps, caller: Caller, documentId: string, description: string): Promise<PrivilegeLogEntry> {
  return deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ caseId: documents.caseId, filename: documents.filename, deletedAt: documents.deletedAt })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.organizationId, caller.organizationId)));
    if (!doc || doc.deletedAt) throw notFound('Document');
    await caseOr404('Document', loadDiscoveryCase(tx, caller, doc.caseId, 'manageDiscovery'));
    // Held until commit: a coder changing the privilege meanwhile waits, so the check below stays true.
    const [coding] = await tx.select().from(documentCodings).where(eq(documentCodings.documentId, documentId)).for('no key update');
    if (!coding || coding.privilege === 'none' || coding.caseId !== doc.caseId) {
      throw new AppError(404, 'not_on_privilege_log', 'This document is not on the privilege log: code it privileged first.');
    }
    const text = description.trim();
    const entriesBefore = presentEntries(await privilegedDocuments(tx, doc.caseId));
    const before = entriesBefore.find((e) => e.document_id === documentId);
    await tx.update(documentCodings).set({ privilegeDescription: text, updatedAt: new Date() }).where(eq(documentCodings.documentId, documentId));
    await appendAudit(tx, caller.actor, {
      action: 'document_updated',
      resourceType: 'document',
      resourceId: documentId,
      resourceName: doc.filename,
      details: {
        change: 'privilege_log_description',
        case_id: doc.caseId,
        log_id: before?.log_id ?? null,
        // The composed text when nobody had edited it yet: what the log said until now.
        previous_description: before?.description ?? null,
        description: text,
      },
    });
    const after = (await privilegeLogEntries(tx, doc.caseId)).find((e) => e.document_id === documentId);
    if (!after) throw notFound('Privilege log entry');
    return after;
  });
}

export interface PrivilegeLogFile {
  body: Buffer;
  filename: string;
  contentType: string;
}

/** The log as CSV or XLSX, audited as data_export (which entries, in which format) before it is sent. */
export async function exportPrivilegeLog(deps: AppDeps, caller: Caller, caseId: string, format: PrivilegeLogFormat): Promise<PrivilegeLogFile> {
  return deps.db.transaction(async (tx) => {
    const access = await loadDiscoveryCase(tx, caller, caseId, 'readDiscovery');
    const entries = await privilegeLogEntries(tx, caseId);
    const at = new Date();
    // Rendered before the audit row is written: a file that cannot be made is no export.
    const body = format === 'csv' ? privilegeLogCsv(entries) : await privilegeLogXlsx(entries, { caseName: access.row.name, firmName: caller.organizationName, at });
    const filename = privilegeLogFilename(access.row.name, format);
    await appendAudit(tx, caller.actor, {
      action: 'data_export',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: {
        export: 'privilege_log',
        format,
        filename,
        entries: entries.length,
        log_ids: entries.map((e) => e.log_id),
        document_ids: entries.map((e) => e.document_id),
      },
      timestamp: at,
    });
    return { body, filename, contentType: PRIVILEGE_LOG_TYPES[format] };
  });
}
