import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documents, type DocumentRow } from '../../../db/schema/index.js';

/**
 * pg-boss fails (and retries) a job still active after this long. Its 15-minute default would
 * restart a long OCR job while it runs; a worker that died is found much sooner by its missing
 * heartbeat (processing-work.ts), so this is only the last resort. pg-boss allows less than 24 hours.
 */
const JOB_EXPIRY_SECONDS = 23 * 60 * 60;

/** After the upload's transaction has committed: one processing job per document. */
export async function enqueueProcessing(deps: AppDeps, docs: Pick<DocumentRow, 'id' | 'organizationId'>[]): Promise<void> {
  for (const doc of docs) {
    try {
      await deps.jobs.send('document.process', { organization_id: doc.organizationId, document_id: doc.id }, { expireInSeconds: JOB_EXPIRY_SECONDS });
    } catch (err) {
      deps.log.error({ err, document: doc.id }, 'could not queue document processing');
      await deps.db
        .update(documents)
        .set({ status: 'failed', failureReason: 'The document could not be queued for processing. Use Reprocess to try again.', updatedAt: new Date() })
        .where(eq(documents.id, doc.id));
    }
  }
}
