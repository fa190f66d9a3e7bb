import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseMembers, documents, transcriptionJobs, users } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { toneSpeechWav } from '../../test/tone-speech.js';
import { createCaseAs } from '../cases/test-support.js';
import { demoEmail } from './accounts.js';
import { NORTHWIND } from './corpus/northwind.js';
import { DEMO_RECORDING_FILENAME, seedDemoRecording } from './seed-recording.js';
import { seedDemoTranscripts } from './seed-transcripts.js';

/*
 * The spoken demo recording. espeak-ng is not installed everywhere, so the test puts its own
 * `espeak-ng` on PATH: a script that writes a WAV where -w says (or fails), as the real one would.
 * The server has an engine (the Whisper stand-in), so the seed also starts the recording's transcription.
 */
let standIn: SpeechStandIn;
let server: TestServer;
let firm: TestFirm;
let bin: string;
const originalPath = process.env.PATH ?? '';

function fakeEspeak(behaviour: 'speaks' | 'fails'): void {
  const wav = path.join(bin, 'speech.wav');
  writeFileSync(wav, toneSpeechWav(16));
  const script =
    behaviour === 'speaks'
      ? `#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ "$1" = "-w" ]; then cp "${wav}" "$2"; fi; shift; done\n`
      : '#!/bin/sh\necho "espeak-ng: no voices" >&2\nexit 1\n';
  writeFileSync(path.join(bin, 'espeak-ng'), script);
  chmodSync(path.join(bin, 'espeak-ng'), 0o755);
  process.env.PATH = `${bin}${path.delimiter}${originalPath}`;
}

beforeAll(async () => {
  bin = mkdtempSync(path.join(tmpdir(), 'fake-espeak-'));
  standIn = await startSpeechStandIn();
  server = await createTestServer({ TRANSCRIPTION_ENGINE: 'openai-compatible', TRANSCRIPTION_BASE_URL: standIn.baseUrl });
  firm = await server.createFirm('Recording LLP');
});
afterAll(async () => {
  process.env.PATH = originalPath;
  rmSync(bin, { recursive: true, force: true });
  await server?.close();
  await standIn?.close();
});

describe('seedDemoRecording', () => {
  it('adds the spoken recording to the matter once, as a media document', async () => {
    const matter = await createCaseAs(server, firm, 'associate', { name: 'Recording matter' });
    fakeEspeak('speaks');
    const first = await seedDemoRecording(server.deps, firm.organizationId, matter.name);
    expect(first).toMatchObject({ caseId: matter.id });
    const [doc] = await server.deps.db.select().from(documents).where(eq(documents.id, first!.documentId));
    expect(doc).toMatchObject({ filename: DEMO_RECORDING_FILENAME, detectedType: 'wav', parentId: null, deletedAt: null });
    expect(doc?.metadata.uploaded_via).toBe('demo_seed');
    // Again: the same document, nothing added.
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name)).toEqual(first);
    expect(await server.deps.db.select().from(documents).where(and(eq(documents.caseId, matter.id), eq(documents.filename, DEMO_RECORDING_FILENAME)))).toHaveLength(1);
  });

  it('quietly adds nothing when espeak-ng fails or is missing, or the matter is gone', async () => {
    const matter = await createCaseAs(server, firm, 'associate', { name: 'No recording matter' });
    fakeEspeak('fails');
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name)).toBeNull();
    process.env.PATH = path.join(bin, 'nothing-here');
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name)).toBeNull();
    process.env.PATH = originalPath;
    expect(await seedDemoRecording(server.deps, firm.organizationId, 'No such matter')).toBeNull();
    expect(await server.deps.db.select().from(documents).where(eq(documents.caseId, matter.id))).toHaveLength(0);
  });

  it('starts a transcription of the recording, once, when an engine is available', async () => {
    // The demo seed acts as the demo paralegal on the demo matter.
    await server.deps.db.update(users).set({ email: demoEmail('paralegal') }).where(eq(users.id, firm.users.paralegal.id));
    const matter = await createCaseAs(server, firm, 'associate', { name: NORTHWIND.matter });
    await server.deps.db.insert(caseMembers).values({ organizationId: firm.organizationId, caseId: matter.id, userId: firm.users.paralegal.id, accessLevel: 'edit' });
    fakeEspeak('speaks');
    expect(server.deps.speech.info().available).toBe(true);
    await seedDemoTranscripts(server.deps, firm.organizationId);
    await seedDemoTranscripts(server.deps, firm.organizationId);
    const [recording] = await server.deps.db.select().from(documents).where(and(eq(documents.caseId, matter.id), eq(documents.filename, DEMO_RECORDING_FILENAME)));
    const jobs = await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.sourceDocumentId, recording!.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'media', caseId: matter.id, createdBy: firm.users.paralegal.id });
  });
});
