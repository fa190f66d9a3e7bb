import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobName } from '../../../platform/jobs/registry.js';
import { matterForUploads } from '../test-support.js';

/*
 * The composition (modules/index.ts) hands the documents module its text-changed subscribers; the
 * pipeline names none of them. Here the real server shows each one heard a processed document.
 */
const bed = matterForUploads('Subscribers LLP');

const jobsFor = (name: JobName, documentId: string) => bed.server.deps.jobs.jobsByPayload(name, 'document_id', [documentId]);

describe('subscribers to a document text change', () => {
  it('each queue their own catch-up job once a document is processed', async () => {
    const doc = await bed.upload('memo.txt', `The indemnity clause survives termination ${randomUUID()}`);
    expect(await bed.settled(doc.id)).toMatchObject({ status: 'processed' });
    for (const name of ['search.index_document', 'embeddings.embed_document', 'lawyer_analysis.refresh'] as const) {
      expect((await jobsFor(name, doc.id)).length, name).toBeGreaterThanOrEqual(1);
    }
  });
});
