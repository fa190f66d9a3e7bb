import {
  AuditBatchRequest,
  AuditBatchResponse,
  AuditExportRequest,
  AuditQuery,
  AuditQueryResult,
  AuditStatistics,
  AuditStatisticsRequest,
  AuditVerifyResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { requireAuth } from '../../platform/auth/authenticate.js';
import { actorOf } from '../../platform/http/actor.js';
import { callerOf } from '../../platform/http/caller.js';
import { sendAttachment } from '../../platform/http/attachment.js';
import { notFound } from '../../platform/http/errors.js';
import { appendAuditMany, recordAudit } from '../../platform/audit/audit-log.js';
import { verifyAuditChain } from '../../platform/audit/verify-chain.js';
import { describeFilters } from './filters.js';
import { listAuditLogs } from './logs.js';
import { auditStatistics, statisticsPeriod } from './statistics.js';
import { exportContentType, exportFileName, exportStream } from './export.js';
import { clientEventToAudit } from './batch.js';
import { takeClientEventBudget } from './client-budget.js';

const tags = ['audit'];

export function auditRoutes(app: App, deps: AppDeps): void {
  app.post('/audit/logs', {
    config: { permission: 'audit:view' },
    schema: { tags, summary: "Search the firm's audit trail (newest first)", body: AuditQuery, response: { 200: AuditQueryResult } },
    handler: async (req) => {
      const { page, page_size, ...filters } = req.body;
      const result = await listAuditLogs(deps.db, callerOf(req), filters, { page, page_size });
      // Written after the read, so a view never lists itself: one row per query, no feedback loop.
      await recordAudit(deps.db, actorOf(req), {
        action: 'audit_log_viewed',
        resourceType: 'audit',
        details: { filters: describeFilters(filters), page, page_size, total_count: result.total_count },
      });
      return result;
    },
  });

  app.post('/audit/statistics', {
    config: { permission: 'audit:view' },
    schema: { tags, summary: "Counts over the firm's audit trail for a period", body: AuditStatisticsRequest, response: { 200: AuditStatistics } },
    handler: async (req) => {
      const caller = callerOf(req);
      // Another firm's id is answered like an id that does not exist (tenancy: queries are scoped to the caller's firm).
      if (req.body.organization_id && req.body.organization_id !== caller.organizationId) throw notFound('Organization');
      return auditStatistics(deps.db, caller, statisticsPeriod(req.body.period_start, req.body.period_end));
    },
  });

  app.post('/audit/export', {
    config: { permission: 'audit:export' },
    schema: { tags, summary: "Download the firm's audit trail as CSV or JSON", body: AuditExportRequest },
    handler: async (req, reply) => {
      const caller = callerOf(req);
      const { format, ...filters } = req.body;
      // The export is audited before it starts, and that row bounds the snapshot (see export.ts).
      const audit = await recordAudit(deps.db, actorOf(req), {
        action: 'data_export',
        resourceType: 'audit',
        resourceName: 'Audit trail',
        details: { format, filters: describeFilters(filters) },
      });
      return sendAttachment(reply, {
        body: exportStream(deps.db, caller, filters, format, audit.sequence),
        contentType: exportContentType(format),
        filename: exportFileName(format, audit.timestamp),
      });
    },
  });

  app.post('/audit/batch', {
    config: { permission: 'audit:write' },
    schema: {
      tags,
      summary: 'Record events reported by the web app: sign-ins and refused pages only, at most 20 a batch and 60 a minute per user (429), stored as source "client"',
      body: AuditBatchRequest,
      response: { 200: AuditBatchResponse },
    },
    handler: async (req) => {
      const caller = callerOf(req);
      // The actor comes from the access token and the connection, never from the body.
      await deps.db.transaction(async (tx) => {
        await takeClientEventBudget(tx, caller.userId, req.body.logs.length);
        await appendAuditMany(tx, caller.actor, req.body.logs.map(clientEventToAudit));
      });
      return { accepted: req.body.logs.length };
    },
  });

  app.get('/audit/verify', {
    config: { permission: 'audit:view' },
    schema: { tags, summary: "Check that the firm's audit hash chain is intact", response: { 200: AuditVerifyResponse } },
    handler: async (req) => verifyAuditChain(deps.db, requireAuth(req).organizationId),
  });
}
