import { randomUUID } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '../../../db/schema/index.js';
import { matterForUploads } from '../test-support.js';
import { documentProcessing, INTERRUPTED_REASON } from './processing-work.js';

const STALLED_AFTER_MS = documentProcessing.spec.stalledAfterMs;

const bed = matterForUploads('Recovery LLP');

/** Puts the document back in `status`, last touched long enough ago to count as stalled. */
const stall = (id: string, status: 'queued' | 'processing') =>
  bed.server.deps.db.update(documents).set({ status, updatedAt: new Date(Date.now() - STALLED_AFTER_MS - 60_000) }).where(eq(documents.id, id));
const sweep = () => documentProcessing.recover(bed.server.deps, new Date(Date.now() - STALLED_AFTER_MS));
/**
 * The document says processed a moment before the queue records its job as completed (two commits):
 * a sweep in between sees a running job and rightly fails it over. Waits for the queue's record.
 */
async function jobFinished(id: string): Promise<void> {
  const { job, payloadKey } = documentProcessing.spec;
  for (let i = 0; i < 200; i++) {
    const jobs = await bed.server.deps.jobs.jobsByPayload(job, payloadKey, [id]);
    if (jobs.length > 0 && jobs.every((j) => j.state !== 'active' && j.state !== 'created' && j.state !== 'retry')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the processing job of ${id} did not finish`);
}

describe('recovery of stalled documents', () => {
  it('queues again a document whose job was lost (a crash between commit and enqueue)', async () => {
    const doc = await bed.upload('lost.txt', `lost job ${randomUUID()}`);
    await bed.settled(doc.id);
    await jobFinished(doc.id);
    // Its only job is completed, yet the document says queued: as if the enqueue never happened.
    await stall(doc.id, 'queued');
    expect(await sweep()).toMatchObject({ requeued: 1, retried: 0, failed: 0 });
    expect(await bed.settled(doc.id)).toMatchObject({ status: 'processed' });
  });

  it('leaves alone documents that are waiting their turn or show a heartbeat', async () => {
    const doc = await bed.upload('fresh.txt', `fresh ${randomUUID()}`);
    await bed.settled(doc.id);
    await bed.server.deps.db.update(documents).set({ status: 'processing', updatedAt: new Date() }).where(eq(documents.id, doc.id));
    expect(await sweep()).toMatchObject({ requeued: 0, retried: 0, failed: 0 });
    await bed.server.deps.db.update(documents).set({ status: 'processed' }).where(eq(documents.id, doc.id));
  });

  it('fails, with a clear reason, a document whose last retry was interrupted too', async () => {
    const doc = await bed.upload('doomed.txt', `doomed ${randomUUID()}`);
    await bed.settled(doc.id);
    // A job that ends failed with no retry left (here: its bytes are gone, an unexpected error).
    unlinkSync(path.join(bed.server.dataDir, 'blobs', doc.sha256.slice(0, 2), doc.sha256));
    await bed.server.deps.jobs.send('document.process', { organization_id: bed.firm.organizationId, document_id: doc.id }, { retryLimit: 0 });
    await bed.settled(doc.id);
    const deadline = Date.now() + 20_000;
    while ((await bed.server.deps.jobs.jobsByPayload('document.process', 'document_id', [doc.id]))[0]?.state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // …while the document still says processing: the worker died during that last attempt.
    await stall(doc.id, 'processing');
    expect(await sweep()).toMatchObject({ failed: 1 });
    expect(await bed.settled(doc.id)).toMatchObject({ status: 'failed', failure_reason: INTERRUPTED_REASON });
  });
});
