import {
  CaseConflictsResponse,
  CaseIdParam,
  CasePartyParam,
  ConflictCheck,
  ConflictSearchRequest,
  ConflictSearchResponse,
  CreatePartyRequest,
  Party,
  PartyListResponse,
  PartyMutationResponse,
  RecordClearanceRequest,
  UpdatePartyRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { sendAttachment } from '../../platform/http/attachment.js';
import { callerOf } from '../../platform/http/caller.js';
import { loadCase } from '../cases/access.js';
import { createParty, deleteParty, listParties, updateParty } from './parties.js';
import { conflictReportPdf } from './report-pdf.js';
import { caseConflicts, recordClearance, rerunCheck, searchConflicts } from './service.js';

const tags = ['conflicts'];

/** A matter's parties, firm-wide conflict checks and clearance. */
export function conflictRoutes(app: App, deps: AppDeps): void {
  app.get('/cases/:case_id/parties', {
    config: { permission: 'cases:read' },
    schema: { tags, summary: "The matter's parties: people and organisations with their role to us", params: CaseIdParam, response: { 200: PartyListResponse } },
    handler: (req) => listParties(deps, callerOf(req), req.params.case_id),
  });
  app.post('/cases/:case_id/parties', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Add a party (checked for conflicts at once)', params: CaseIdParam, body: CreatePartyRequest, response: { 201: PartyMutationResponse } },
    handler: async (req, reply) => reply.status(201).send(await createParty(deps, callerOf(req), req.params.case_id, req.body)),
  });
  app.put('/cases/:case_id/parties/:party_id', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: "Change a party's name, role, aliases, former names or parent (checked again)", params: CasePartyParam, body: UpdatePartyRequest, response: { 200: PartyMutationResponse } },
    handler: (req) => updateParty(deps, callerOf(req), req.params.case_id, req.params.party_id, req.body),
  });
  app.delete('/cases/:case_id/parties/:party_id', {
    config: { permission: 'cases:update' },
    schema: { tags, summary: 'Remove a party from the matter', params: CasePartyParam, response: { 200: Party } },
    handler: (req) => deleteParty(deps, callerOf(req), req.params.case_id, req.params.party_id),
  });
  app.get('/cases/:case_id/conflicts', {
    config: { permission: 'conflicts:check' },
    schema: { tags, summary: "The matter's latest conflict check, its clearance decisions and who may approve a waiver", params: CaseIdParam, response: { 200: CaseConflictsResponse } },
    handler: (req) => caseConflicts(deps, callerOf(req), req.params.case_id),
  });
  app.post('/cases/:case_id/conflicts/check', {
    config: { permission: 'conflicts:check' },
    schema: { tags, summary: "Run the conflict check again over the matter's parties", params: CaseIdParam, response: { 200: ConflictCheck } },
    handler: (req) => rerunCheck(deps, callerOf(req), req.params.case_id),
  });
  app.post('/cases/:case_id/clearance', {
    config: { permission: 'conflicts:clear' },
    schema: { tags, summary: 'Record a clearance: cleared, waived (client consent and a partner or administrator approving) or declined', params: CaseIdParam, body: RecordClearanceRequest, response: { 200: CaseConflictsResponse } },
    handler: (req) => recordClearance(deps, callerOf(req), req.params.case_id, req.body),
  });
  app.get('/cases/:case_id/conflicts/report', {
    config: { permission: 'conflicts:check' },
    schema: { tags, summary: 'The conflict report as PDF: names checked, hits with their matters and reasons, decisions', params: CaseIdParam },
    handler: async (req, reply) => {
      const caller = callerOf(req);
      const data = await caseConflicts(deps, caller, req.params.case_id);
      const { row } = await loadCase(deps.db, caller, req.params.case_id);
      const body = await conflictReportPdf({ name: row.name, clientName: row.clientName }, data, caller.name);
      await recordAudit(deps.db, caller.actor, {
        action: 'report_generated',
        resourceType: 'report',
        resourceName: `Conflict report: ${row.name}`.slice(0, 200),
        details: { kind: 'conflict_report', case_id: row.id, check_id: data.latest_check?.id ?? null, hits: data.latest_check?.hits.length ?? 0 },
      });
      const filename = `conflict-report-${row.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 80) || 'matter'}.pdf`;
      return sendAttachment(reply, { body, contentType: 'application/pdf', filename });
    },
  });
  // POST: the names travel in the body, not in URLs that request logs keep.
  app.post('/conflicts/search', {
    config: { permission: 'conflicts:check' },
    schema: { tags, summary: 'Check names against every matter of the firm before opening one (nothing is stored)', body: ConflictSearchRequest, response: { 200: ConflictSearchResponse } },
    handler: (req) => searchConflicts(deps, callerOf(req), req.body),
  });
}
