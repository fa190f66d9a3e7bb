import { z } from 'zod';
import { Timestamp } from './common.js';
import { TRANSCRIPTION_KINDS } from './transcription.js';

/** Document processing states: uploaded → queued → processing → processed | failed | unsupported. */
export const DOCUMENT_STATUSES = ['uploaded', 'queued', 'processing', 'processed', 'failed', 'unsupported'] as const;
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;
export const DOCUMENT_STATUS_COLOURS: Record<DocumentStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  uploaded: 'default',
  queued: 'info',
  processing: 'info',
  processed: 'success',
  failed: 'error',
  unsupported: 'warning',
};

/** Size of one chunk the web client sends; the server accepts any size up to MAX_CHUNK_BYTES. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
export const MAX_CHUNK_BYTES = 16 * 1024 * 1024;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/i, 'Must be a SHA-256 hex digest').transform((s) => s.toLowerCase());

export const DocumentSummary = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  case_id: z.uuid(),
  /** The e-mail (or archive) this document was extracted from; null for an uploaded file. */
  parent_id: z.uuid().nullable(),
  filename: z.string(),
  extension: z.string().nullable(),
  content_type: z.string().nullable(),
  /** What the bytes really are (may differ from the extension). */
  detected_type: z.string().nullable(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  status: DocumentStatusSchema,
  /** Why processing failed, in words a paralegal understands. */
  failure_reason: z.string().nullable(),
  /** An earlier live document of the same case with identical bytes (flagged, never dropped). */
  duplicate_of: z.uuid().nullable(),
  page_count: z.number().int().nullable(),
  progress: z.number().int().min(0).max(100),
  warnings: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  uploaded_by: z.uuid().nullable(),
  /** Who held the document when it was collected (a custodian of the case); never the uploader. */
  custodian_id: z.uuid().nullable(),
  /** Where it sat in what was collected: a mailbox folder, a path inside a ZIP. */
  source_path: z.string().nullable(),
  /**
   * The copy kept when de-duplication (by family, across the case or per custodian) suppressed
   * this one; suppressed copies are left out of review and productions by default.
   */
  dedup_of: z.uuid().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  processed_at: Timestamp.nullable(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

export const DocumentPage = z.object({ page_number: z.number().int(), text: z.string(), ocr: z.boolean() });
export const DocumentDetail = DocumentSummary.extend({
  pages: z.array(DocumentPage),
  children: z.array(DocumentSummary),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;

export const DocumentListQuery = z.object({
  case_id: z.uuid().optional(),
  status: DocumentStatusSchema.optional(),
  /** Matches the extension or the detected type, e.g. `pdf`, `docx`, `eml`. */
  type: z.string().trim().toLowerCase().max(20).optional(),
  /** Case-insensitive match on the file name. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;
export const DocumentListResponse = z.object({
  documents: z.array(DocumentSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const DocumentIdParam = z.object({ document_id: z.uuid() });
export const CaseDocumentsParam = z.object({ case_id: z.uuid() });

/**
 * Chunked upload (multipart fields beside the `chunk` file part). The client picks upload_id (a
 * uuid) so it can resume after a network drop or server restart by asking which chunks arrived.
 */
export const UploadChunkFields = z.object({
  upload_id: z.uuid(),
  filename: z.string().min(1, 'Required').max(1000),
  total_size: z.coerce.number().int().min(0),
  total_chunks: z.coerce.number().int().min(1).max(100_000),
  chunk_index: z.coerce.number().int().min(0),
  chunk_sha256: Sha256,
  content_type: z.string().max(200).optional(),
});
export type UploadChunkFields = z.infer<typeof UploadChunkFields>;

export const UploadStatus = z.object({
  upload_id: z.uuid(),
  case_id: z.uuid(),
  filename: z.string(),
  total_size: z.number().int(),
  total_chunks: z.number().int(),
  received_chunks: z.array(z.number().int()),
  missing_chunks: z.array(z.number().int()),
  received_bytes: z.number().int(),
  /** Set once finalized: the document it became (finalizing again returns it). */
  document_id: z.uuid().nullable(),
});
export type UploadStatus = z.infer<typeof UploadStatus>;
export const UploadChunkResponse = UploadStatus.extend({
  chunk_index: z.number().int(),
  /** True when this chunk had already arrived with the same checksum (nothing changed). */
  already_received: z.boolean(),
});
export const UploadStatusQuery = z.object({ upload_id: z.uuid() });

export const FinalizeUploadRequest = z.object({
  upload_id: z.uuid(),
  /** SHA-256 of the whole file, computed by the client; the server verifies it. */
  sha256: Sha256,
  /**
   * The file was dropped to be transcribed (`media`) or imported as a transcript (`import`). One
   * that cannot be (a text file named .wav, a recording over the transcription size limit) is
   * refused here with the reason, and nothing of it is kept: no document, no stored bytes.
   */
  for_transcription: z.enum(TRANSCRIPTION_KINDS).optional(),
  /** The custodian (of the upload's case) who held the file; none by default, never the uploader. */
  custodian_id: z.uuid().nullish(),
});
export type FinalizeUploadRequest = z.infer<typeof FinalizeUploadRequest>;

export const DeleteDocumentResponse = z.object({ id: z.uuid(), deleted_at: Timestamp });
export const IngestResponse = z.object({ documents: z.array(DocumentSummary) });
