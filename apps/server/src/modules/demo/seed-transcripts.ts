import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { cases, documents, transcriptionJobs, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { createTranscriptionJob } from '../transcription/jobs.js';
import { DEMO_ORGANIZATION_NAME, demoEmail } from './accounts.js';
import { SANDOVAL_DEPOSITION } from './corpus/northwind-sandoval.js';
import { NORTHWIND } from './corpus/northwind.js';
import { demoSpeaker, seedDemoRecording, type DemoSpeaker } from './seed-recording.js';
import { seedActor } from './seed-actor.js';

/** Corpus transcripts imported as a court reporter's transcript, and who starts the import. */
const DEMO_IMPORTS: { matter: string; filename: string; by: Role }[] = [{ matter: NORTHWIND.matter, filename: SANDOVAL_DEPOSITION.filename, by: 'paralegal' }];

/** The demo person of that role acting as a signed-in caller (audited as the demo seed). */
export async function demoCaller(deps: AppDeps, organizationId: string, role: Role): Promise<Caller | null> {
  const [person] = await deps.db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.email, demoEmail(role))));
  if (!person) return null;
  return { organizationId, organizationName: DEMO_ORGANIZATION_NAME, userId: person.id, name: person.name, role, actor: seedActor(organizationId) };
}

const hasJob = async (deps: AppDeps, documentId: string) =>
  (await deps.db.select({ id: transcriptionJobs.id }).from(transcriptionJobs).where(eq(transcriptionJobs.sourceDocumentId, documentId)).limit(1)).length > 0;

/** The matter's top-level document of that name that nobody deleted, if any. */
async function matterDocument(deps: AppDeps, organizationId: string, matter: string, filename: string) {
  const [row] = await deps.db
    .select({ documentId: documents.id, caseId: cases.id })
    .from(documents)
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .where(and(eq(cases.organizationId, organizationId), eq(cases.name, matter), eq(documents.filename, filename), isNull(documents.parentId), isNull(documents.deletedAt)));
  return row ?? null;
}

/**
 * The demo's transcripts, started the way a user starts them: the corpus transcript (already a
 * document of the matter, uploaded by seedDemoDocuments) gets an import job through the
 * transcription service, which parses it in the background. Idempotent: a document with any job
 * (or deleted by a user) is left alone. Never fails start-up: a problem is logged and skipped.
 */
export async function seedDemoTranscripts(deps: AppDeps, organizationId: string, speak: DemoSpeaker = demoSpeaker(deps)): Promise<void> {
  for (const demo of DEMO_IMPORTS) {
    try {
      const doc = await matterDocument(deps, organizationId, demo.matter, demo.filename);
      if (!doc || (await hasJob(deps, doc.documentId))) continue;
      const caller = await demoCaller(deps, organizationId, demo.by);
      if (!caller) continue;
      await createTranscriptionJob(deps, caller, { case_id: doc.caseId, document_id: doc.documentId, kind: 'import' });
      deps.log.info({ document: demo.filename }, 'Started the demo transcript import');
    } catch (err) {
      deps.log.warn({ err, document: demo.filename }, 'Could not start the demo transcript import; continuing');
    }
  }
  try {
    // Transcribed by the engine in use (PocketSphinx by default where installed); none: left untranscribed.
    const recording = await seedDemoRecording(deps, organizationId, NORTHWIND.matter, speak);
    if (!recording || !deps.speech.info().available || (await hasJob(deps, recording.documentId))) return;
    const caller = await demoCaller(deps, organizationId, 'paralegal');
    if (caller) await createTranscriptionJob(deps, caller, { case_id: recording.caseId, document_id: recording.documentId, kind: 'media' });
  } catch (err) {
    deps.log.warn({ err }, 'Could not add the demo recording; continuing');
  }
}
