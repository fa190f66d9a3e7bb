import multipart from '@fastify/multipart';
import {
  CaseDocumentsParam,
  DeleteDocumentResponse,
  DocumentDetail,
  DocumentIdParam,
  DocumentListQuery,
  DocumentListResponse,
  DocumentSummary,
  FinalizeUploadRequest,
  IngestResponse,
  UploadChunkResponse,
  UploadStatus,
} from '@app/contract';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { finalizeUpload, receiveChunk, uploadStatus } from './chunked-upload.js';
import { deleteDocument, listDocuments, reprocessDocument, viewDocument } from './documents.js';
import { sendDownload } from './download.js';
import { ingestMultipart } from './ingest.js';

const tags = ['documents'];
const UploadParams = z.object({ case_id: z.uuid(), upload_id: z.uuid() });

export async function documentRoutes(app: App, deps: AppDeps): Promise<void> {
  // Multipart only in this plugin's scope; files are streamed (never buffered) by the handlers.
  await app.register(multipart, { limits: { fileSize: deps.config.maxUploadBytes + 1 } });

  for (const url of ['/documents', '/documents/']) {
    app.get(url, {
      config: { permission: 'documents:read' },
      schema: { tags, summary: 'Documents of the cases I can see, filtered and paged', querystring: DocumentListQuery, response: { 200: DocumentListResponse } },
      handler: async (req) => ({ ...(await listDocuments(deps, callerOf(req), req.query)), page: req.query.page, page_size: req.query.page_size }),
    });
  }

  app.get('/documents/:document_id', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: 'Metadata, page texts and processing state (audited as document_viewed)', params: DocumentIdParam, response: { 200: DocumentDetail } },
    handler: (req) => viewDocument(deps, callerOf(req), req.params.document_id),
  });

  app.delete('/documents/:document_id', {
    config: { permission: 'documents:delete' },
    schema: { tags, summary: 'Delete a document (soft; audited)', params: DocumentIdParam, response: { 200: DeleteDocumentResponse } },
    handler: (req) => deleteDocument(deps, callerOf(req), req.params.document_id),
  });

  app.post('/documents/:document_id/reprocess', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: 'Run the processing pipeline on the document again', params: DocumentIdParam, response: { 200: DocumentSummary } },
    handler: (req) => reprocessDocument(deps, callerOf(req), req.params.document_id),
  });

  app.get('/documents/:document_id/download', {
    config: { permission: 'documents:read' },
    schema: { tags, summary: 'The original bytes (Content-Disposition, Range requests)', params: DocumentIdParam },
    handler: (req, reply) => sendDownload(deps, callerOf(req), req.params.document_id, req.headers.range, reply),
  });

  app.post('/documents/:case_id/upload-chunk', {
    config: { permission: 'documents:upload' },
    schema: {
      tags,
      summary: 'One chunk of a resumable upload (multipart: upload_id, filename, total_size, total_chunks, chunk_index, chunk_sha256, chunk)',
      params: CaseDocumentsParam,
      response: { 200: UploadChunkResponse },
    },
    handler: (req) => receiveChunk(deps, callerOf(req), req.params.case_id, req),
  });

  app.get('/documents/:case_id/uploads/:upload_id', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: 'Which chunks of an upload the server has (to resume)', params: UploadParams, response: { 200: UploadStatus } },
    handler: (req) => uploadStatus(deps, callerOf(req), req.params.case_id, req.params.upload_id),
  });

  app.post('/documents/:case_id/finalize-upload', {
    config: { permission: 'documents:upload' },
    schema: {
      tags,
      summary: "Assemble the chunks, verify the file's SHA-256 and record the document (idempotent)",
      params: CaseDocumentsParam,
      body: FinalizeUploadRequest,
      response: { 200: DocumentSummary },
    },
    handler: (req) => finalizeUpload(deps, callerOf(req), req.params.case_id, req.body),
  });

  app.post('/documents/:case_id/ingest', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: 'Multipart upload of one or more files (field "file")', params: CaseDocumentsParam, response: { 201: IngestResponse } },
    handler: async (req, reply) => reply.status(201).send({ documents: await ingestMultipart(deps, callerOf(req), req.params.case_id, req) }),
  });

  app.post('/documents/upload', {
    config: { permission: 'documents:upload' },
    schema: { tags, summary: 'Multipart upload with the case in the form (field case_id, then file)', response: { 201: IngestResponse } },
    handler: async (req, reply) => reply.status(201).send({ documents: await ingestMultipart(deps, callerOf(req), null, req) }),
  });
}
