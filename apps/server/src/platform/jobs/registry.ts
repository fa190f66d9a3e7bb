import { z } from 'zod';

/**
 * Every background job: name -> payload schema. Payloads carry the firm id so a worker re-checks
 * tenancy instead of trusting whoever enqueued the job.
 */
export const JOB_PAYLOADS = {
  'email.send': z.object({
    organization_id: z.uuid().nullable(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
  }),
  /** Extract a document's text page by page; the worker re-checks the document belongs to the firm. */
  'document.process': z.object({
    organization_id: z.uuid(),
    document_id: z.uuid(),
  }),
  /** Deletes expired chunked uploads and blobs no document references (scheduled hourly). */
  'documents.cleanup': z.object({}),
  /** Brings the lexical search index up to date for one document (after processing or deletion). */
  'search.index_document': z.object({ organization_id: z.uuid(), document_id: z.uuid() }),
  /** Rebuilds the search index's derived tables for a firm (or every firm). */
  'search.rebuild': z.object({ organization_id: z.uuid().nullable() }),
  /** Splits a processed document's pages into chunks and embeds them with the configured engine. */
  'embeddings.embed_document': z.object({ organization_id: z.uuid(), document_id: z.uuid() }),
  /** Finds chunks missing or embedded by another engine and queues them (start-up and engine change). */
  'embeddings.backfill': z.object({}),
  /** PGlite only (it has no autovacuum daemon): vacuums and analyzes the tables that need it. */
  'database.maintain': z.object({}),
  /** Runs (or resumes, from its last finished window) one transcription job or transcript import. */
  'transcription.run': z.object({ organization_id: z.uuid(), job_id: z.uuid() }),
  /** Runs one advanced-analysis task and records its progress. */
  'analysis.run_task': z.object({ organization_id: z.uuid(), task_id: z.uuid() }),
  /** Builds one discovery production's volume (from scratch on every run: its numbering is fixed at creation). */
  'discovery.production': z.object({ organization_id: z.uuid(), production_id: z.uuid() }),
  /** Loads one incoming production (the other side's volume) into its case: every row that passed, in one transaction. */
  'discovery.incoming_load': z.object({ organization_id: z.uuid(), incoming_id: z.uuid() }),
  /** Runs a batch's queued tasks of one type in turn (modules/batch/lane.ts); cancel stops it between tasks. */
  'batch.lane': z.object({ organization_id: z.uuid(), batch_id: z.uuid(), task_type: z.string() }),
  /** Removes each audit chain's expired prefix behind a checkpoint (modules/retention; scheduled daily). */
  'retention.audit_trail': z.object({}),
  /** Purges the files of documents deleted more than DELETED_FILES_GRACE_DAYS ago (modules/retention; daily). */
  'retention.deleted_files': z.object({}),
  /** Brings a case's lawyer analysis up to date after one of its documents was processed (if it has one). */
  'lawyer_analysis.refresh': z.object({ organization_id: z.uuid(), document_id: z.uuid() }),
  /** E-mails the deadline reminders now due, 7, 3 and 1 days before (modules/calendar/reminders.ts; hourly). */
  'calendar.deadline_reminders': z.object({}),
  /** De-duplicates a case's families after processing or a custodian or scope change (modules/custodians/dedup-work.ts; debounced per case). */
  'custodians.dedup': z.object({ organization_id: z.uuid(), case_id: z.uuid() }),
  /** Recomputes a case's e-mail threads and near-duplicate groups (modules/collections/review-work.ts; debounced per case). */
  'collections.review': z.object({ organization_id: z.uuid(), case_id: z.uuid() }),
  /**
   * Whether an e-mail address has an account is decided here, not in the request (modules/auth/
   * account-mail.ts): sign-up, a resent confirmation and forgot-password do the same work and give
   * the same answer for every address, and the worker mails whoever should hear of it.
   */
  'auth.account_mail': z.object({
    kind: z.enum(['signup', 'signup_resend', 'password_reset']),
    email: z.string(),
    /** The sign-up this job confirms (kind signup). */
    pending_signup_id: z.uuid().nullable(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
  }),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;
