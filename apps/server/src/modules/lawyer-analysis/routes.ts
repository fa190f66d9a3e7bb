import {
  CaseIdParam,
  LawyerAlert,
  LawyerAlertList,
  LawyerAlertParams,
  LawyerAlertsQuery,
  LawyerAnalysis,
  LawyerAnalysisHistory,
  NextStepsResponse,
  RunLawyerAnalysisRequest,
  RunLawyerAnalysisResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { acknowledgeAlert, latestLawyerAnalysis, lawyerAnalysisHistory, listAlerts, nextSteps, runLawyerAnalysis } from './service.js';

const tags = ['lawyer-analysis'];
const read = { permission: 'analysis:read' } as const;
const run = { permission: 'analysis:run' } as const;
const base = '/lawyer-analysis/cases/:case_id';

/** Lawyer analysis over HTTP: viewers read it, paralegals and above run it and acknowledge its alerts. */
export function routes(app: App, deps: AppDeps): void {
  app.post(`${base}/lawyer-analysis`, {
    config: run,
    schema: {
      tags,
      summary: 'Build the case analysis (strengths, risks, missing evidence, witnesses, next steps); the same inputs return the stored one (200), new ones a new version (201) whose changes raise alerts',
      params: CaseIdParam,
      body: RunLawyerAnalysisRequest.nullish(),
      response: { 200: RunLawyerAnalysisResponse, 201: RunLawyerAnalysisResponse },
    },
    handler: async (req, reply) => {
      const { body, created } = await runLawyerAnalysis(deps, callerOf(req), req.params.case_id, req.body?.force ?? false);
      return reply.status(created ? 201 : 200).send(body);
    },
  });
  app.get(`${base}/lawyer-analysis`, {
    config: read,
    schema: { tags, summary: "The case's stored analyses, newest first", params: CaseIdParam, response: { 200: LawyerAnalysisHistory } },
    handler: (req) => lawyerAnalysisHistory(deps, callerOf(req), req.params.case_id),
  });
  app.get(`${base}/lawyer-analysis/latest`, {
    config: read,
    schema: { tags, summary: 'The newest analysis and whether its inputs are unchanged (404 when none was run yet)', params: CaseIdParam, response: { 200: LawyerAnalysis } },
    handler: (req) => latestLawyerAnalysis(deps, callerOf(req), req.params.case_id),
  });
  app.get(`${base}/next-steps`, {
    config: read,
    schema: { tags, summary: "The newest analysis's next steps, most urgent first (404 when none was run yet)", params: CaseIdParam, response: { 200: NextStepsResponse } },
    handler: (req) => nextSteps(deps, callerOf(req), req.params.case_id),
  });
  app.get(`${base}/alerts`, {
    config: read,
    schema: { tags, summary: 'What new versions changed (new risks, missing evidence, witnesses, deadlines), newest first', params: CaseIdParam, querystring: LawyerAlertsQuery, response: { 200: LawyerAlertList } },
    handler: (req) => listAlerts(deps, callerOf(req), req.params.case_id, req.query),
  });
  app.post(`${base}/alerts/:alert_id/acknowledge`, {
    config: run,
    schema: { tags, summary: 'Mark an alert as seen (audited)', params: LawyerAlertParams, response: { 200: LawyerAlert } },
    handler: (req) => acknowledgeAlert(deps, callerOf(req), req.params.case_id, req.params.alert_id),
  });
}
