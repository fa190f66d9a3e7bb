import { z } from 'zod';
import { BulkCodingRequest, BulkCodingResponse, CodingChange, DocumentCoding, ReviewQueue, ReviewQueueQuery } from '@app/contract';
import type { App, AppDeps } from '../../../deps.js';
import { callerOf } from '../../../platform/http/caller.js';
import { codeDocument, codeInBulk } from './coding.js';
import { reviewQueue } from './queue.js';

const tags = ['discovery'];
const DocumentIdParam = z.object({ document_id: z.uuid() });

/** Review coding over HTTP: viewers read the queue; paralegals and above code. */
export function reviewRoutes(app: App, deps: AppDeps): void {
  app.get('/discovery/review', {
    config: { permission: 'discovery:read' },
    schema: {
      tags,
      summary: "A case's documents with their coding, filtered by coding for a request and by a search inside the case",
      querystring: ReviewQueueQuery,
      response: { 200: ReviewQueue },
    },
    handler: (req) => reviewQueue(deps, callerOf(req), req.query),
  });
  app.put('/discovery/review/:document_id', {
    config: { permission: 'discovery:manage' },
    schema: {
      tags,
      summary: 'Code one document: responsiveness per request, privilege and basis, confidentiality, notes (audited)',
      params: DocumentIdParam,
      body: CodingChange,
      response: { 200: DocumentCoding },
    },
    handler: (req) => codeDocument(deps, callerOf(req), req.params.document_id, req.body),
  });
  app.post('/discovery/review/bulk', {
    config: { permission: 'discovery:manage' },
    schema: {
      tags,
      summary: 'Code a selection, or every document of the case a search finds, at once (one audit row per document)',
      body: BulkCodingRequest,
      response: { 200: BulkCodingResponse },
    },
    handler: (req) => codeInBulk(deps, callerOf(req), req.body),
  });
}
