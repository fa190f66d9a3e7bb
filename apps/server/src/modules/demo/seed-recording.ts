import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { cases, documents, users } from '../../db/schema/index.js';
import { enqueueProcessing } from '../documents/pipeline/process.js';
import { registerDocument, sniff, type StoredFile } from '../documents/register.js';
import { demoEmail } from './accounts.js';
import { seedActor } from './seed-actor.js';

export const DEMO_RECORDING_FILENAME = 'Demo recording - transcription feature.wav';

const SCRIPT =
  'This is a short demonstration recording for the transcription feature. ' +
  'It was spoken by a speech synthesizer when the demo firm was set up, so the transcription screen has a recording to show.';

/** espeak-ng finishes a ten-second clip in well under a second; past this something is wrong. */
const SPEAK_TIMEOUT_MS = 10_000;

/**
 * A ~10 s WAV spoken by espeak-ng, or null when espeak-ng is not installed or fails (the demo then
 * simply has no recording). spawnSync: a one-off at start-up, not on a request path.
 */
function speak(): Buffer | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-recording-'));
  try {
    const wav = path.join(dir, 'recording.wav');
    const run = spawnSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, SCRIPT], { timeout: SPEAK_TIMEOUT_MS, stdio: 'ignore' });
    if (run.error || run.status !== 0) return null;
    const bytes = readFileSync(wav);
    return bytes.length > 44 ? bytes : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Adds the spoken demo recording to the matter as a media document, through the same path as an
 * upload (stored, registered, queued for processing). Only when it is missing (a user's deletion
 * counts as present) and espeak-ng can make it; returns the document when it exists.
 */
export async function seedDemoRecording(deps: AppDeps, organizationId: string, matter: string): Promise<{ documentId: string; caseId: string } | null> {
  const [target] = await deps.db.select({ id: cases.id }).from(cases).where(and(eq(cases.organizationId, organizationId), eq(cases.name, matter)));
  if (!target) return null;
  const [existing] = await deps.db
    .select({ id: documents.id, deletedAt: documents.deletedAt })
    .from(documents)
    .where(and(eq(documents.caseId, target.id), eq(documents.filename, DEMO_RECORDING_FILENAME), isNull(documents.parentId)));
  if (existing) return existing.deletedAt ? null : { documentId: existing.id, caseId: target.id };
  const wav = speak();
  if (!wav) return null;
  const stored = await deps.blobs.put(Readable.from([wav]));
  const file: StoredFile = { sha256: stored.sha256, size: stored.size, filename: DEMO_RECORDING_FILENAME, originalFilename: DEMO_RECORDING_FILENAME, contentType: 'audio/wav', via: 'demo_seed' };
  const detection = await sniff(deps.blobs, file);
  const [paralegal] = await deps.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, demoEmail('paralegal'))));
  const row = await deps.db.transaction((tx) => registerDocument(tx, { organizationId, userId: paralegal?.id ?? null, actor: seedActor(organizationId) }, target.id, file, detection));
  await enqueueProcessing(deps, [row]);
  deps.log.info({ document: DEMO_RECORDING_FILENAME }, 'Added the spoken demo recording');
  return { documentId: row.id, caseId: target.id };
}
