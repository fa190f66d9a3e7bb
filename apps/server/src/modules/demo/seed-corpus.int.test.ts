import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CaseListResponse, DocumentDetail, DocumentSummary, TokenResponse, Transcript } from '@app/contract';
import { auditLogs, cases, documents, transcriptionJobs, transcriptSegments } from '../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { DEMO_CORPUS } from './corpus/index.js';
import { SANDOVAL_DEPOSITION } from './corpus/northwind-sandoval.js';
import { seedDemoFirm } from './seed.js';
import { DEMO_RECORDING_FILENAME } from './seed-recording.js';

let server: TestServer;
let organizationId: string;
let token: string;

const CORPUS_FILES = DEMO_CORPUS.reduce((n, m) => n + m.files.length, 0);

beforeAll(async () => {
  server = await createTestServer({ DEMO: 'true' });
  organizationId = (await seedDemoFirm(server.deps)).organizationId;
  const login = await server.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email: 'partner@demo.example', password: 'demo-partner' } });
  token = login.body.access_token;
});
afterAll(() => server?.close());

/** Waits until no document of the demo firm is waiting for or in processing (families included). */
async function drained(timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await server.deps.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), inArray(documents.status, ['uploaded', 'queued', 'processing'])));
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} demo documents still not processed`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The corpus's documents: not the transcript documents that imports make. The spoken demo recording
 * is not among them either: the harness sets DEMO_RECORDING=off, so whether this machine has
 * espeak-ng changes nothing here (seed-recording tests cover the recording).
 */
const topLevel = async () =>
  (
    await server.deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), isNull(documents.parentId), isNull(documents.deletedAt)))
  ).filter((d) => d.detectedType !== 'transcript');

async function caseId(name: string): Promise<string> {
  const [row] = await server.deps.db.select({ id: cases.id }).from(cases).where(and(eq(cases.organizationId, organizationId), eq(cases.name, name)));
  if (!row) throw new Error(`no matter ${name}`);
  return row.id;
}

async function detail(filename: string): Promise<DocumentDetail> {
  const [row] = await server.deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.filename, filename)));
  if (!row) throw new Error(`no document ${filename}`);
  return (await server.api<DocumentDetail>('GET', `/api/v1/documents/${row.id}`, { token })).body;
}

describe('demo corpus', () => {
  it('gives the demo firm eight matters and about forty documents in real formats, uploaded by the team', async () => {
    const list = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token });
    expect(list.body.total).toBe(8);
    expect(list.body.cases.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Vantage Robotics v. Thorne and Kessling Automation', 'Lakeshore Marina Holdings v. Granite State Mutual Insurance']),
    );

    const docs = await topLevel();
    expect(docs.some((d) => d.filename === DEMO_RECORDING_FILENAME)).toBe(false);
    expect(docs.length).toBe(CORPUS_FILES);
    expect(CORPUS_FILES).toBeGreaterThanOrEqual(36);
    expect(CORPUS_FILES).toBeLessThanOrEqual(45);
    expect(new Set(docs.map((d) => d.detectedType))).toEqual(new Set(['pdf', 'docx', 'eml', 'csv', 'xlsx', 'html', 'txt']));
    expect(docs.every((d) => d.uploadedBy !== null && d.metadata.uploaded_via === 'demo_seed')).toBe(true);
    expect(docs.every((d) => d.duplicateOf === null && d.warnings.length === 0)).toBe(true);

    const northwind = await server.api<{ documents: DocumentSummary[] }>('GET', `/api/v1/documents/?case_id=${await caseId('Northwind Freight v. Castellan Logistics')}&page_size=100`, {
      token,
    });
    expect(northwind.body.documents.filter((d) => d.parent_id === null).length).toBeGreaterThanOrEqual(10);

    const audited = await server.deps.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, 'document_uploaded'), sql`${auditLogs.details}->>'via' = 'demo_seed'`));
    expect(audited.length).toBe(CORPUS_FILES);
  });

  it('runs every document through the real pipeline: text layers, OCR of scans, e-mail families', async () => {
    await drained();
    const all = await server.deps.db.select().from(documents).where(eq(documents.organizationId, organizationId));
    expect(all.filter((d) => d.status !== 'processed').map((d) => `${d.filename}: ${d.status} ${d.failureReason ?? ''}`)).toEqual([]);

    const complaint = await detail('2024-02-12 Complaint - Northwind v. Castellan.pdf');
    expect(complaint.page_count).toBeGreaterThanOrEqual(4);
    expect(complaint.pages.every((p) => p.text.length > 100 && !p.ocr)).toBe(true);
    expect(complaint.pages[0]?.text).toContain('1:24-cv-01187-JMF');
    expect(complaint.pages.map((p) => p.text).join('\n')).toContain('$4,213,560.00');

    const memo = await detail('2024-06-03 Memorandum of Law ISO Motion to Dismiss Counterclaim Two.pdf');
    const memoText = memo.pages.map((p) => p.text).join(' ').replace(/\s+/g, ' ');
    expect(memoText).toContain('Bell Atlantic Corp. v. Twombly, 550 U.S. 544');
    expect(memoText).toContain('Fed. R. Civ. P. 12(b)(6)');

    const contract = await detail('Master Logistics Services Agreement (executed 2021-03-15).docx');
    expect(contract.pages.map((p) => p.text).join('\n')).toMatch(/Termination for Convenience.*prior written notice/);

    const scan = await detail('Castellan Notice of Termination 2023-11-03 (scan).pdf');
    expect(scan.pages).toHaveLength(1);
    expect(scan.pages[0]?.ocr).toBe(true);
    expect(scan.pages[0]?.text).toMatch(/NOTICE OF TERMINATION/);
    expect(scan.pages[0]?.text).toMatch(/Castellan/);
    const intake = await detail('HHG-001187 HR complaint intake form (scan).pdf');
    expect(intake.pages[0]?.ocr).toBe(true);
    expect(intake.pages[0]?.text).toMatch(/Kronos/);

    const email = await detail('FW Notice of Termination - MLSA dated March 15 2021.eml');
    expect(email.pages[0]?.text).toContain('Subject: FW: Notice of Termination');
    expect(email.children.map((c: DocumentSummary) => c.filename).sort()).toEqual(['Northwind Notice of Breach 2023-10-11.pdf', 'Red Hook spoilage log - October 2023.csv']);
    const spoilage = await detail('Red Hook spoilage log - October 2023.csv');
    expect(spoilage.pages[0]?.text).toContain('Greenleaf Organics');

    const transcript = await detail('Pryor Deposition 2024-10-29 (excerpt pp. 57-59).pdf');
    expect(transcript.page_count).toBe(4);
    expect(transcript.pages[1]?.text).toMatch(/Page 57/);
  }, 300_000);

  it('imports the Sandoval deposition as a transcript whose testimony disagrees with the documents on a date and an amount', async () => {
    const source = await detail(SANDOVAL_DEPOSITION.filename);
    const deadline = Date.now() + 120_000;
    let job = (await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.sourceDocumentId, source.id)))[0];
    while (job?.state !== 'completed' && Date.now() < deadline) {
      expect(job?.state ?? 'queued', job?.failureReason ?? '').not.toMatch(/failed|cancelled/);
      await new Promise((r) => setTimeout(r, 250));
      job = (await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.sourceDocumentId, source.id)))[0];
    }
    expect(job).toMatchObject({ kind: 'import', state: 'completed' });
    const segments = await server.deps.db.select().from(transcriptSegments).where(eq(transcriptSegments.jobId, job!.id));
    expect(segments.length).toBeGreaterThan(30);
    const testimony = segments.map((g) => g.text).join(' ');

    // The notice of breach is dated October 11, 2023; the witness says October 30.
    const notice = await detail('Sandoval Dep. Ex. 3.pdf');
    expect(notice.pages.map((p) => p.text).join(' ')).toContain('October 11, 2023');
    expect(testimony).toContain('On October 30, 2023.');
    expect(testimony).not.toContain('October 11');
    // Castellan's notice of termination says $612,480.00 of unpaid invoices; the witness says $648,000.
    const termination = await detail('Castellan Notice of Termination 2023-11-03 (scan).pdf');
    expect(termination.pages[0]?.text).toMatch(/\$612,480/);
    expect(testimony).toContain('$648,000');
    expect(testimony).not.toContain('612,480');

    const transcript = await server.api<Transcript>('GET', `/api/v1/transcription/jobs/${job!.id}/transcript`, { token });
    expect(transcript.status).toBe(200);
    expect(transcript.body.speakers).toEqual(expect.arrayContaining(['MS. NATARAJAN', 'DEREK SANDOVAL', 'MR. PIERCE', 'RECORD']));
    expect(transcript.body.segments[0]).toMatchObject({ page: 23, line: 1, kind: 'colloquy' });
    expect(transcript.body.segments.find((g) => g.text === 'On October 30, 2023.')).toMatchObject({ kind: 'answer', speaker: 'DEREK SANDOVAL', page: 23, line: 19 });
    expect(transcript.body.exhibits).toEqual([
      expect.objectContaining({ label: 'Exhibit 3', document_id: notice.id }),
      expect.objectContaining({ label: "Plaintiff's Exhibit 12", filename: 'Exhibit 12 - Damages Schedule (Marsh).csv' }),
    ]);
    const transcriptDocument = await server.api<DocumentDetail>('GET', `/api/v1/documents/${job!.transcriptDocumentId}`, { token });
    expect(transcriptDocument.body.pages.map((p) => p.text).join(' ')).toContain('$648,000');
  }, 180_000);

  it('seeds idempotently, leaves deleted documents deleted, and fills in a missing matter or file', async () => {
    const before = (await topLevel()).length;
    await seedDemoFirm(server.deps);
    expect((await topLevel()).length).toBe(before);
    const sandoval = await detail(SANDOVAL_DEPOSITION.filename);
    expect(await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.sourceDocumentId, sandoval.id))).toHaveLength(1);

    // A document a user deleted stays deleted.
    const [memo] = (await topLevel()).filter((d) => d.filename.startsWith('2024-06-03 Memorandum'));
    expect((await server.api('DELETE', `/api/v1/documents/${memo!.id}`, { token })).status).toBeLessThan(300);
    // A data dir from before the corpus: one matter and one file that never existed.
    await server.deps.db.delete(cases).where(eq(cases.id, await caseId('Lakeshore Marina Holdings v. Granite State Mutual Insurance')));
    await server.deps.db.delete(documents).where(and(eq(documents.organizationId, organizationId), eq(documents.filename, 'Exhibit 12 - Damages Schedule (Marsh).csv')));

    await seedDemoFirm(server.deps);
    const after = await topLevel();
    expect(after.length).toBe(before - 1);
    expect(after.some((d) => d.filename === 'Exhibit 12 - Damages Schedule (Marsh).csv')).toBe(true);
    const lakeshore = await caseId('Lakeshore Marina Holdings v. Granite State Mutual Insurance');
    expect(after.filter((d) => d.caseId === lakeshore)).toHaveLength(DEMO_CORPUS.find((m) => m.matter.startsWith('Lakeshore'))!.files.length);
    await drained();
  }, 300_000);
});
