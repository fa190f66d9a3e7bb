import {
  CaseIdParam,
  CaseReviewState,
  DocumentIdParam,
  DocumentNearDuplicatesResponse,
  DocumentThreadResponse,
  NearDuplicateDiffQuery,
  NearDuplicateDiffResponse,
  ReviewListQuery,
  ReviewListResponse,
  UpdateReviewSettingsRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { caseReviewState, documentNearDuplicates, documentThread, nearDuplicateDiff, updateReviewSettings } from './review-documents.js';
import { listReviewDocuments } from './review-list.js';

const tags = ['collections'];

/** Reviewing a case's collection: e-mail threads, near-duplicate groups, the review list. */
export function collectionRoutes(app: App, deps: AppDeps): void {
  app.get('/cases/:case_id/review/documents', {
    config: { permission: 'documents:read' },
    schema: {
      tags,
      summary: "The case's documents for review: e-mail columns, families grouped, filters by thread, near-duplicate group, inclusive messages, participant and sent date",
      params: CaseIdParam,
      querystring: ReviewListQuery,
      response: { 200: ReviewListResponse },
    },
    handler: (req) => listReviewDocuments(deps, callerOf(req), req.params.case_id, req.query),
  });
  app.get('/cases/:case_id/review/settings', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: "The case's near-duplicate threshold and where its threads and groups stand", params: CaseIdParam, response: { 200: CaseReviewState } },
    handler: (req) => caseReviewState(deps, callerOf(req), req.params.case_id),
  });
  app.put('/cases/:case_id/review/settings', {
    config: { permission: 'discovery:manage' },
    schema: { tags, summary: "Change the case's near-duplicate threshold (audited; groups are worked out again)", params: CaseIdParam, body: UpdateReviewSettingsRequest, response: { 200: CaseReviewState } },
    handler: (req) => updateReviewSettings(deps, callerOf(req), req.params.case_id, req.body),
  });
  app.get('/documents/:document_id/thread', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: "The e-mail thread of a document, in order, inclusive messages marked", params: DocumentIdParam, response: { 200: DocumentThreadResponse } },
    handler: (req) => documentThread(deps, callerOf(req), req.params.document_id),
  });
  app.get('/documents/:document_id/near-duplicates', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: 'The near-duplicate group of a document: its pivot and each member’s similarity', params: DocumentIdParam, response: { 200: DocumentNearDuplicatesResponse } },
    handler: (req) => documentNearDuplicates(deps, callerOf(req), req.params.document_id),
  });
  app.get('/documents/:document_id/near-duplicates/diff', {
    config: { permission: 'documents:read' },
    schema: {
      tags,
      summary: 'A word-level side-by-side difference of a document against its group’s pivot (or another document of the case); both audited as viewed',
      params: DocumentIdParam,
      querystring: NearDuplicateDiffQuery,
      response: { 200: NearDuplicateDiffResponse },
    },
    handler: (req) => nearDuplicateDiff(deps, callerOf(req), req.params.document_id, req.query.against),
  });
}
