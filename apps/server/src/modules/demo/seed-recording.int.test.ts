import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, caseMembers, documents, transcriptionJobs, users } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { toneSpeechWav } from '../../test/tone-speech.js';
import { createCaseAs } from '../cases/test-support.js';
import { demoEmail } from './accounts.js';
import { NORTHWIND } from './corpus/northwind.js';
import { DEMO_RECORDING_FILENAME, demoSpeaker, espeakSpeaker, seedDemoRecording, silentSpeaker, type DemoSpeaker } from './seed-recording.js';
import { seedDemoTranscripts } from './seed-transcripts.js';

/*
 * The spoken demo recording. What speaks it is a parameter (espeak-ng in production, where
 * installed): here a speaker that returns tone-coded speech, or nothing, so the test sees the same
 * on every machine. The server has an engine (the Whisper stand-in), so the seed also starts the
 * recording's transcription. The real espeak-ng and PocketSphinx: seed-recording-speech.int.test.ts.
 */
let standIn: SpeechStandIn;
let server: TestServer;
let firm: TestFirm;
const speaks: DemoSpeaker = () => toneSpeechWav(16);

beforeAll(async () => {
  standIn = await startSpeechStandIn();
  server = await createTestServer({ TRANSCRIPTION_ENGINE: 'openai-compatible', TRANSCRIPTION_BASE_URL: standIn.baseUrl });
  firm = await server.createFirm('Recording LLP');
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('seedDemoRecording', () => {
  it('adds the spoken recording to the matter once, as a media document', async () => {
    const matter = await createCaseAs(server, firm, 'associate', { name: 'Recording matter' });
    const first = await seedDemoRecording(server.deps, firm.organizationId, matter.name, speaks);
    expect(first).toMatchObject({ caseId: matter.id });
    const [doc] = await server.deps.db.select().from(documents).where(eq(documents.id, first!.documentId));
    expect(doc).toMatchObject({ filename: DEMO_RECORDING_FILENAME, detectedType: 'wav', parentId: null, deletedAt: null });
    expect(doc?.metadata.uploaded_via).toBe('demo_seed');
    // Again: the same document, nothing added.
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name, speaks)).toEqual(first);
    // Uploaded like any file, as the demo seed: the audit log has it (the demo corpus test counts these).
    const audited = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'document_uploaded'), eq(auditLogs.resourceId, first!.documentId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.details).toMatchObject({ via: 'demo_seed' });
    expect(await server.deps.db.select().from(documents).where(and(eq(documents.caseId, matter.id), eq(documents.filename, DEMO_RECORDING_FILENAME)))).toHaveLength(1);
  });

  it('quietly adds nothing when nothing can speak it (DEMO_RECORDING=off, espeak-ng missing or failing), or the matter is gone', async () => {
    const matter = await createCaseAs(server, firm, 'associate', { name: 'No recording matter' });
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name, silentSpeaker)).toBeNull();
    // The harness sets DEMO_RECORDING=off, so the default speaker is the silent one on every machine.
    expect(server.deps.config.demoRecording).toBe('off');
    expect(demoSpeaker(server.deps)).toBe(silentSpeaker);
    expect(demoSpeaker({ config: { ...server.deps.config, demoRecording: 'auto' } })).toBe(espeakSpeaker);
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name)).toBeNull();
    expect(await seedDemoRecording(server.deps, firm.organizationId, 'No such matter', speaks)).toBeNull();
    expect(await server.deps.db.select().from(documents).where(eq(documents.caseId, matter.id))).toHaveLength(0);
  });

  it('starts a transcription of the recording, once, when an engine is available', async () => {
    // The demo seed acts as the demo paralegal on the demo matter.
    await server.deps.db.update(users).set({ email: demoEmail('paralegal') }).where(eq(users.id, firm.users.paralegal.id));
    const matter = await createCaseAs(server, firm, 'associate', { name: NORTHWIND.matter });
    await server.deps.db.insert(caseMembers).values({ organizationId: firm.organizationId, caseId: matter.id, userId: firm.users.paralegal.id, accessLevel: 'edit' });
    expect(server.deps.speech.info().available).toBe(true);
    await seedDemoTranscripts(server.deps, firm.organizationId, speaks);
    await seedDemoTranscripts(server.deps, firm.organizationId, speaks);
    const [recording] = await server.deps.db.select().from(documents).where(and(eq(documents.caseId, matter.id), eq(documents.filename, DEMO_RECORDING_FILENAME)));
    const jobs = await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.sourceDocumentId, recording!.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'media', caseId: matter.id, createdBy: firm.users.paralegal.id });
  });
});
