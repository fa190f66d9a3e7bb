import {
  BulkDocumentCustodianRequest,
  BulkDocumentCustodianResponse,
  CaseCustodianParam,
  CaseIdParam,
  CreateCustodianRequest,
  CullingExportQuery,
  CullingReport,
  CullingReportRequest,
  Custodian,
  CustodianListResponse,
  DedupStatus,
  DocumentCustody,
  DocumentIdParam,
  UpdateCustodianRequest,
  UpdateDedupScopeRequest,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { App, AppDeps } from '../../deps.js';
import { organizations } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { sendAttachment } from '../../platform/http/attachment.js';
import { callerOf } from '../../platform/http/caller.js';
import { assignDocuments } from './bulk-assign.js';
import { CULLING_TYPES, cullingCsv, cullingFilename, cullingXlsx } from './culling-export.js';
import { computeCullingReport, cullingReport } from './culling-report.js';
import { createCustodian, deleteCustodian, listCustodians, updateCustodian } from './custodians.js';
import { dedupStatus, documentCustody, setDedupScope } from './custody.js';

const tags = ['custodians'];

/** Custodians of a case, documents' custody, de-duplication and the culling report. */
export function custodianRoutes(app: App, deps: AppDeps): void {
  app.get('/cases/:case_id/custodians', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: "The case's custodians (people and sources), by name", params: CaseIdParam, response: { 200: CustodianListResponse } },
    handler: (req) => listCustodians(deps, callerOf(req), req.params.case_id),
  });
  app.post('/cases/:case_id/custodians', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: 'Add a custodian to the case', params: CaseIdParam, body: CreateCustodianRequest, response: { 201: Custodian } },
    handler: async (req, reply) => reply.status(201).send(await createCustodian(deps, callerOf(req), req.params.case_id, req.body)),
  });
  app.put('/cases/:case_id/custodians/:custodian_id', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: "Change a custodian's name, kind, e-mail or notes", params: CaseCustodianParam, body: UpdateCustodianRequest, response: { 200: Custodian } },
    handler: (req) => updateCustodian(deps, callerOf(req), req.params.case_id, req.params.custodian_id, req.body),
  });
  app.delete('/cases/:case_id/custodians/:custodian_id', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: 'Remove a custodian (its documents stay, without a custodian)', params: CaseCustodianParam, response: { 200: Custodian } },
    handler: (req) => deleteCustodian(deps, callerOf(req), req.params.case_id, req.params.custodian_id),
  });
  app.patch('/cases/:case_id/documents/custody', {
    config: { permission: 'documents:upload' },
    schema: {
      tags,
      summary: "Set selected documents' custodian (their families follow) and/or source path",
      params: CaseIdParam,
      body: BulkDocumentCustodianRequest,
      response: { 200: BulkDocumentCustodianResponse },
    },
    handler: (req) => assignDocuments(deps, callerOf(req), req.params.case_id, req.body),
  });
  app.get('/documents/:document_id/custody', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: "A document's custodian, source path, the copy it duplicates and every custodian who held it", params: DocumentIdParam, response: { 200: DocumentCustody } },
    handler: (req) => documentCustody(deps, callerOf(req), req.params.document_id),
  });
  app.get('/cases/:case_id/dedup', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: "The case's de-duplication scope and last run", params: CaseIdParam, response: { 200: DedupStatus } },
    handler: (req) => dedupStatus(deps, callerOf(req), req.params.case_id),
  });
  app.put('/cases/:case_id/dedup', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: 'De-duplicate across the case or per custodian (runs again)', params: CaseIdParam, body: UpdateDedupScopeRequest, response: { 200: DedupStatus } },
    handler: (req) => setDedupScope(deps, callerOf(req), req.params.case_id, req.body),
  });
  // POST: the terms travel in the body, not in URLs that request logs keep.
  app.post('/cases/:case_id/culling-report', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: 'The culling report: per custodian and stage, with hits per search term', params: CaseIdParam, body: CullingReportRequest, response: { 200: CullingReport } },
    handler: (req) => cullingReport(deps, callerOf(req), req.params.case_id, req.body),
  });
  app.post('/cases/:case_id/culling-report/export', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: 'The culling report as XLSX or CSV', params: CaseIdParam, querystring: CullingExportQuery, body: CullingReportRequest },
    handler: async (req, reply) => {
      const caller = callerOf(req);
      const report = await computeCullingReport(deps, caller, req.params.case_id, req.body);
      const format = req.query.format;
      const [firm] = await deps.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, caller.organizationId));
      const body = format === 'csv' ? cullingCsv(report) : await cullingXlsx(report, firm?.name ?? '');
      await recordAudit(deps.db, caller.actor, {
        action: 'data_export',
        resourceType: 'report',
        resourceName: `Culling report: ${report.case_name}`.slice(0, 200),
        details: { kind: 'culling_report', format, case_id: report.case_id, date_from: report.date_from, date_to: report.date_to, terms: report.terms, collected: report.total.collected },
      });
      return sendAttachment(reply, { body, contentType: CULLING_TYPES[format], filename: cullingFilename(report.case_name, format) });
    },
  });
}
