import { DocumentIdParam, PrivilegeLog, PrivilegeLogEntry, PrivilegeLogExportQuery, PrivilegeLogQuery, UpdatePrivilegeLogEntryRequest } from '@app/contract';
import type { App, AppDeps } from '../../../deps.js';
import { sendAttachment } from '../../../platform/http/attachment.js';
import { callerOf } from '../../../platform/http/caller.js';
import { exportPrivilegeLog, getPrivilegeLog, updateDescription } from './privilege-log.js';

const tags = ['discovery'];
const base = '/discovery/privilege-log';
const read = { permission: 'discovery:read' } as const;
const manage = { permission: 'discovery:manage' } as const;

/** The privilege log: every withheld privileged document of a case, its descriptions, CSV and XLSX. */
export function privilegeLogRoutes(app: App, deps: AppDeps): void {
  app.get(base, {
    config: read,
    schema: { tags, summary: "A case's privilege log: its privileged documents in log order (PRIV-0001 …)", querystring: PrivilegeLogQuery, response: { 200: PrivilegeLog } },
    handler: (req) => getPrivilegeLog(deps, callerOf(req), req.query.case_id),
  });
  app.get(`${base}/export`, {
    config: read,
    schema: { tags, summary: 'Download the privilege log as CSV (UTF-8 with BOM) or XLSX, for opposing counsel (audited as data_export)', querystring: PrivilegeLogExportQuery },
    handler: async (req, reply) => {
      const file = await exportPrivilegeLog(deps, callerOf(req), req.query.case_id, req.query.format);
      return sendAttachment(reply, file);
    },
  });
  app.put(`${base}/:document_id`, {
    config: manage,
    schema: {
      tags,
      summary: "Edit an entry's description (what opposing counsel reads instead of the composed one; audited)",
      params: DocumentIdParam,
      body: UpdatePrivilegeLogEntryRequest,
      response: { 200: PrivilegeLogEntry },
    },
    handler: (req) => updateDescription(deps, callerOf(req), req.params.document_id, req.body.description),
  });
}
