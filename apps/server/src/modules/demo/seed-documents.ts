import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { cases, documents, users, type DocumentRow } from '../../db/schema/index.js';
import { enqueueProcessing } from '../documents/pipeline/process.js';
import { registerDocument, sniff, type StoredFile } from '../documents/register.js';
import type { Detection } from '../documents/detect.js';
import { demoEmail } from './accounts.js';
import { DEMO_CORPUS } from './corpus/index.js';
import type { DemoFile } from './corpus/types.js';
import { seedActor } from './seed-actor.js';

interface Prepared {
  file: StoredFile;
  detection: Detection;
  uploader: string | null;
}

/** Renders the file and puts its bytes in the BlobStore; returns what registerDocument needs. */
async function store(deps: AppDeps, demo: DemoFile): Promise<Omit<Prepared, 'uploader'>> {
  // Loaded only when something is missing: a restart with every document present never pays for
  // the PDF, Word and canvas libraries.
  const { contentTypeOf, renderFile } = await import('./corpus/render/index.js');
  const stored = await deps.blobs.put(Readable.from([await renderFile(demo)]));
  const file: StoredFile = {
    sha256: stored.sha256,
    size: stored.size,
    filename: demo.filename,
    originalFilename: demo.filename,
    contentType: contentTypeOf(demo),
    via: 'demo_seed',
  };
  return { file, detection: await sniff(deps.blobs, file) };
}

/**
 * The demo matters' documents, generated in their real formats and handed to the same pipeline as
 * an upload: stored, registered (audited as document_uploaded via demo_seed) and queued for
 * processing after commit. Seeding itself extracts nothing, so start-up stays quick; the workers
 * do the rest in the background. Idempotent by matter and file name: a file already there (even
 * one a user deleted since) is not added again, and a matter that is missing is skipped.
 */
export async function seedDemoDocuments(deps: AppDeps, organizationId: string): Promise<number> {
  const started = performance.now();
  const people = await deps.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.organizationId, organizationId));
  const userId = (role: Role) => people.find((p) => p.email === demoEmail(role))?.id ?? null;
  const matters = await deps.db.select({ id: cases.id, name: cases.name }).from(cases).where(eq(cases.organizationId, organizationId));
  // Everything is rendered and stored before anything is queued: the workers would otherwise
  // start on the first matter's files (OCR included) and slow the seeding of the rest.
  const batches: { caseId: string; prepared: Prepared[] }[] = [];
  for (const corpus of DEMO_CORPUS) {
    const matter = matters.find((m) => m.name === corpus.matter);
    if (!matter) continue;
    const present = await deps.db
      .select({ filename: documents.filename })
      .from(documents)
      .where(and(eq(documents.caseId, matter.id), isNull(documents.parentId)));
    const have = new Set(present.map((d) => d.filename));
    const prepared: Prepared[] = [];
    for (const demo of corpus.files.filter((f) => !have.has(f.filename))) {
      prepared.push({ ...(await store(deps, demo)), uploader: userId(demo.uploadedBy ?? corpus.uploader) });
    }
    if (prepared.length) batches.push({ caseId: matter.id, prepared });
  }
  const rows: DocumentRow[] = [];
  for (const batch of batches) {
    const registered = await deps.db.transaction(async (tx) => {
      const out: DocumentRow[] = [];
      for (const p of batch.prepared) {
        out.push(await registerDocument(tx, { organizationId, userId: p.uploader, actor: seedActor(organizationId) }, batch.caseId, p.file, p.detection));
      }
      return out;
    });
    rows.push(...registered);
  }
  await enqueueProcessing(deps, rows);
  const added = rows.length;
  if (added > 0) {
    deps.log.info({ documents: added, ms: Math.round(performance.now() - started) }, 'Seeded the demo documents; they are processed in the background');
  }
  return added;
}
