import {
  AnalysisBatchRequest,
  AnalysisBatchResponse,
  AnalysisTask,
  AnalysisTaskRequest,
  AnalyzeDocumentRequest,
  CaseAnalysis,
  CaseIdParam,
  DocumentAnalysis,
  DocumentIdParam,
  EntitiesResponse,
  GapsResponse,
  TaskIdParam,
  TimelineResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { analysisFor } from './service.js';
import { submitTasks, taskStatus } from './tasks.js';

const tags = ['analysis'];

/** The case-level analyses: the same route but for the kind, its summary and its response schema. */
const CASE_ANALYSES = [
  { path: '/analysis/case/:case_id', kind: 'case', summary: 'Case summary, key people and organisations, document mix', response: CaseAnalysis },
  { path: '/analysis/timeline/:case_id', kind: 'timeline', summary: "Dated events from the case's documents merged with its events", response: TimelineResponse },
  {
    path: '/analysis/entities/:case_id',
    kind: 'entities',
    summary: 'People, organisations, places, money, dates and citations with counts and sources',
    response: EntitiesResponse,
  },
  {
    path: '/analysis/gaps/:case_id',
    kind: 'gaps',
    summary: 'Correspondence gaps, missing exhibits and attachments, silent parties, unanswered deadlines',
    response: GapsResponse,
  },
] as const;

export function analysisRoutes(app: App, deps: AppDeps): void {
  app.get('/analysis/document/:document_id', {
    config: { permission: 'analysis:read' },
    schema: { tags, summary: "A document's summary, type, entities, dates, amounts and citations (stored until it changes)", params: DocumentIdParam, response: { 200: DocumentAnalysis } },
    handler: async (req) => (await analysisFor(deps, callerOf(req), 'document', req.params.document_id)) as DocumentAnalysis,
  });
  app.get('/documents/:document_id/analyze', {
    config: { permission: 'analysis:read' },
    schema: { tags, summary: "The document's analysis (same as /analysis/document/{id})", params: DocumentIdParam, response: { 200: DocumentAnalysis } },
    handler: async (req) => (await analysisFor(deps, callerOf(req), 'document', req.params.document_id)) as DocumentAnalysis,
  });
  app.post('/documents/:document_id/analyze', {
    config: { permission: 'analysis:run' },
    schema: { tags, summary: 'Analyse the document (force: ignore the stored result)', params: DocumentIdParam, body: AnalyzeDocumentRequest.optional(), response: { 200: DocumentAnalysis } },
    handler: async (req) => (await analysisFor(deps, callerOf(req), 'document', req.params.document_id, req.body?.force ?? false)) as DocumentAnalysis,
  });
  for (const route of CASE_ANALYSES) {
    app.get(route.path, {
      config: { permission: 'analysis:read' },
      schema: { tags, summary: route.summary, params: CaseIdParam, response: { 200: route.response } },
      // A case-level kind yields a case-level result; the response schema validates it on the way out.
      handler: async (req) => (await analysisFor(deps, callerOf(req), route.kind, req.params.case_id)) as CaseAnalysis | TimelineResponse | EntitiesResponse | GapsResponse,
    });
  }

  app.post('/advanced-analysis/analyze', {
    config: { permission: 'analysis:run' },
    schema: { tags, summary: 'Queue one analysis as a task (202; poll its status)', body: AnalysisTaskRequest, response: { 202: AnalysisTask } },
    handler: async (req, reply) => {
      const [task] = await submitTasks(deps, callerOf(req), [req.body]);
      return reply.status(202).send(task!);
    },
  });
  app.post('/advanced-analysis/batch', {
    config: { permission: 'analysis:run' },
    schema: { tags, summary: 'Queue up to 100 analyses (all targets must be reachable)', body: AnalysisBatchRequest, response: { 202: AnalysisBatchResponse } },
    handler: async (req, reply) => reply.status(202).send({ tasks: await submitTasks(deps, callerOf(req), req.body.tasks) }),
  });
  app.get('/advanced-analysis/status/:task_id', {
    config: { permission: 'analysis:read' },
    schema: { tags, summary: "A task's status and progress, and its result once completed", params: TaskIdParam, response: { 200: AnalysisTask } },
    handler: (req) => taskStatus(deps, callerOf(req), req.params.task_id),
  });
}
