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

/** What the recording says (a transcript of it can be compared with this). */
export const DEMO_RECORDING_SCRIPT =
  'This is a short demonstration recording for the transcription feature. ' +
  'It was spoken by a speech synthesizer when the demo firm was set up, so the transcription screen has a recording to show.';

/** espeak-ng finishes a ten-second clip in well under a second; past this something is wrong. */
const SPEAK_TIMEOUT_MS = 10_000;

/** Speaks the script as a WAV file's bytes, or null when it cannot (the demo then has no recording). */
export type DemoSpeaker = (script: string) => Buffer | null;

/**
 * A ~10 s WAV spoken by espeak-ng, or null when espeak-ng is not installed or fails (the demo then
 * simply has no recording). spawnSync: a one-off at start-up, not on a request path.
 */
export const espeakSpeaker: DemoSpeaker = (script) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-recording-'));
  try {
    const wav = path.join(dir, 'recording.wav');
    const run = spawnSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, script], { timeout: SPEAK_TIMEOUT_MS, stdio: 'ignore' });
    if (run.error || run.status !== 0) return null;
    const bytes = readFileSync(wav);
    return bytes.length > 44 ? bytes : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** DEMO_RECORDING=off: no recording, whatever the machine has installed. */
export const silentSpeaker: DemoSpeaker = () => null;

/** The speaker DEMO_RECORDING chooses: espeak-ng where installed (`auto`), or none (`off`). */
export const demoSpeaker = (deps: Pick<AppDeps, 'config'>): DemoSpeaker => (deps.config.demoRecording === 'off' ? silentSpeaker : espeakSpeaker);

/**
 * Adds the spoken demo recording to the matter as a media document, through the same path as an
 * upload (stored, registered, queued for processing). Only when it is missing (a user's deletion
 * counts as present) and the speaker can make it; returns the document when it exists. The speaker
 * is a parameter so that what the machine has installed never decides what a test sees.
 */
export async function seedDemoRecording(
  deps: AppDeps,
  organizationId: string,
  matter: string,
  speak: DemoSpeaker = demoSpeaker(deps),
): Promise<{ documentId: string; caseId: string } | null> {
  const [target] = await deps.db.select({ id: cases.id }).from(cases).where(and(eq(cases.organizationId, organizationId), eq(cases.name, matter)));
  if (!target) return null;
  const [existing] = await deps.db
    .select({ id: documents.id, deletedAt: documents.deletedAt })
    .from(documents)
    .where(and(eq(documents.caseId, target.id), eq(documents.filename, DEMO_RECORDING_FILENAME), isNull(documents.parentId)));
  if (existing) return existing.deletedAt ? null : { documentId: existing.id, caseId: target.id };
  const wav = speak(DEMO_RECORDING_SCRIPT);
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
