/**
 * Mailbox ingest (not a test): run by `npm run bench:collections`, or alone with
 * `npx tsx bench/mailbox.bench.ts`.
 *
 * Two mailboxes, each timed against a bare reader on the same file in the same run:
 * 1. PST — the Enron mailbox pst-extractor ships (71 messages, 70 attachments, 14 MB), read
 *    BENCH_MAILBOX_REPEAT times (default 5). Bare: pst-extractor walking every folder and reading
 *    what an ingest must read of each message (headers, recipients, bodies, attachment bytes).
 *    Ours: ingestMailbox — the same walk, each message written as .eml, stored in the BlobStore and
 *    recorded as a document with its checkpoint, in batches (the messages' own reading, their
 *    attachments and text, is the document pipeline's and not timed here: workers are off).
 * 2. mbox — a generated mbox of BENCH_MBOX_MB (default 200) MB, messages of ~20 KB with a base64
 *    attachment, written to disk first. Bare: the same file split into messages by its "From " lines.
 *    Ours: ingestMailbox on it.
 * Prints messages/second for both sides and ours ÷ bare (goal ≥ 50 %), and this process's RSS:
 * idle after the server started, peak during each ingest, the difference (goal < 300 MB). The
 * server runs in this process on PGlite (whose database lives in the process's memory, so the peak
 * includes the rows written) unless BENCH_DATABASE_URL names a PostgreSQL database.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { PSTFile, type PSTFolder, type PSTMessage } from 'pst-extractor';
import { DEFAULT_PROCESSING_LIMITS } from '../packages/contract/src/index.js';
import { loadConfig } from '../apps/server/src/config.js';
import { cases, documents, organizations, users, type DocumentRow } from '../apps/server/src/db/schema/index.js';
import { createServer, type Server } from '../apps/server/src/server.js';
import { registerDocument } from '../apps/server/src/modules/documents/register.js';
import { ingestMailbox } from '../apps/server/src/modules/documents/pipeline/mailbox/ingest.js';
import { ENRON_PST } from '../apps/server/src/modules/documents/pipeline/mailbox/mailbox-fixtures.js';
import { byteLines } from '../apps/server/src/modules/documents/pipeline/mailbox/mbox-reader.js';

const REPEAT = Number(process.env.BENCH_MAILBOX_REPEAT ?? 5);
const MBOX_MB = Number(process.env.BENCH_MBOX_MB ?? 200);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const MB = 1024 * 1024;

/** Samples this process's RSS every 20 ms while `work` runs; the peak in MB. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peak, process.memoryUsage().rss) / MB };
  } finally {
    clearInterval(timer);
  }
}

/** The bare reader: every folder, every message, everything an ingest reads of it. */
function bareWalk(file: string): number {
  const pst = new PSTFile(file);
  let messages = 0;
  const walk = (folder: PSTFolder) => {
    if (folder.hasSubfolders) for (const sub of folder.getSubFolders()) walk(sub);
    for (let m = folder.contentCount > 0 ? (folder.getNextChild() as PSTMessage | null) : null; m; m = folder.getNextChild() as PSTMessage | null) {
      messages++;
      void [m.subject, m.senderName, m.senderEmailAddress, m.body, m.bodyHTML, m.transportMessageHeaders, m.clientSubmitTime, m.internetMessageId];
      for (let i = 0; i < m.numberOfRecipients; i++) void m.getRecipient(i)?.smtpAddress;
      for (let i = 0; i < m.numberOfAttachments; i++) {
        const stream = m.getAttachment(i).fileInputStream;
        if (stream) stream.readCompletely(Buffer.alloc(stream.length.toNumber()));
      }
    }
  };
  walk(pst.getRootFolder());
  pst.close();
  return messages;
}

/** A generated mbox of about `mb` MB: plain messages of ~20 KB, each with a 14 KB base64 attachment. */
async function writeMbox(file: string, mb: number): Promise<number> {
  const attachment = Buffer.alloc(10_500, 'Schedule of nominated volumes, Transwestern Pipeline. ').toString('base64').replace(/.{76}/g, '$&\n');
  let messages = 0;
  let bytes = 0;
  async function* generate() {
    while (bytes < mb * MB) {
      const i = messages++;
      const text = [
        `From custodian${i % 41}@enron.example Mon Oct 22 13:06:22 2001`,
        `From: Custodian ${i % 41} <custodian${i % 41}@enron.example>`,
        'To: Michelle Lokay <michelle.lokay@enron.example>',
        `Subject: Nominations for day ${i}`,
        `Date: Mon, 22 Oct 2001 13:${String(i % 60).padStart(2, '0')}:22 -0700`,
        `Message-ID: <nom-${i}@enron.example>`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        `Michelle, the nominations for day ${i} are attached. ${'Please confirm the receipt points and the scheduled volumes. '.repeat(60)}`,
        '--b',
        `Content-Type: text/plain; name="nominations-${i}.txt"`,
        'Content-Transfer-Encoding: base64',
        '',
        attachment,
        '--b--',
        '',
        '',
      ].join('\n');
      bytes += Buffer.byteLength(text);
      yield text;
    }
  }
  await pipeline(Readable.from(generate()), createWriteStream(file));
  return messages;
}

async function bareMbox(file: string): Promise<number> {
  let messages = 0;
  for await (const line of byteLines(createReadStream(file))) if (line[0] === 0x46 && line.subarray(0, 5).toString() === 'From ') messages++;
  return messages;
}

/** A firm, a user and a case straight in the database. */
async function matter(server: Server) {
  const db = server.deps.db;
  const [org] = await db.insert(organizations).values({ name: 'Mailbox Bench LLP', subscriptionType: 'professional', subscriptionStatus: 'active' }).returning();
  const [user] = await db
    .insert(users)
    .values({ organizationId: org!.id, email: 'bench@mailbox.bench', passwordHash: 'not-used', fullName: 'Bench Paralegal', role: 'paralegal', orgRole: 'paralegal', isVerified: true })
    .returning();
  const [row] = await db.insert(cases).values({ organizationId: org!.id, name: 'Mailbox bench', clientName: 'Bench client', caseType: 'litigation', createdBy: user!.id }).returning();
  return { organizationId: org!.id, userId: user!.id, caseId: row!.id };
}

/** The mailbox file as a document of the case (stored in the BlobStore, registered as an upload would be). */
async function mailboxDocument(server: Server, m: Awaited<ReturnType<typeof matter>>, file: string, filename: string, type: 'pst' | 'mbox'): Promise<DocumentRow> {
  const stored = await server.deps.blobs.put(createReadStream(file));
  const actor = { organizationId: m.organizationId, userId: m.userId, userEmail: null, userName: null, sessionId: null, ipAddress: null, userAgent: 'bench' };
  const row = await server.deps.db.transaction((tx) =>
    registerDocument(tx, { organizationId: m.organizationId, userId: m.userId, actor }, m.caseId, { sha256: stored.sha256, size: stored.size, filename, originalFilename: filename, contentType: null, via: 'multipart' }, { detectedType: type, mime: null, warnings: [] }),
  );
  await server.deps.db.update(documents).set({ status: 'processing' }).where(eq(documents.id, row.id));
  return row;
}

export async function runMailboxBench(): Promise<boolean> {
  process.stdout.write(`\nbench:mailbox — Enron PST × ${REPEAT}, mbox ${MBOX_MB} MB; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${load()}\n`);
  const dir = mkdtempSync(path.join(tmpdir(), 'mailbox-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await createServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), DEMO: 'false', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }), { workers: false });
  const lines: string[] = [];
  let pass = true;
  try {
    const m = await matter(server);
    const limits = DEFAULT_PROCESSING_LIMITS;

    // PST
    let start = performance.now();
    let bareMessages = 0;
    for (let r = 0; r < REPEAT; r++) bareMessages += bareWalk(ENRON_PST);
    const bareSeconds = (performance.now() - start) / 1000;
    const pstDocs: DocumentRow[] = [];
    for (let r = 0; r < REPEAT; r++) pstDocs.push(await mailboxDocument(server, m, ENRON_PST, `enron-${r}.pst`, 'pst'));
    global.gc?.();
    const idlePst = process.memoryUsage().rss / MB;
    start = performance.now();
    const pst = await peakRss(async () => {
      let items = 0;
      for (const doc of pstDocs) items += (await ingestMailbox(server.deps, doc, 'pst', limits)).items;
      return items;
    });
    const oursSeconds = (performance.now() - start) / 1000;
    const pstRatio = pst.result / oursSeconds / (bareMessages / bareSeconds);
    const pstRss = pst.peakMb - idlePst;
    lines.push(
      `PST: bare ${bareMessages} messages in ${bareSeconds.toFixed(1)} s (${(bareMessages / bareSeconds).toFixed(0)}/s); ours ${pst.result} in ${oursSeconds.toFixed(1)} s (${(pst.result / oursSeconds).toFixed(0)}/s); ours ÷ bare ${(pstRatio * 100).toFixed(0)} % (goal ≥ 50 %)`,
      `PST: RSS idle ${idlePst.toFixed(0)} MB, peak ${pst.peakMb.toFixed(0)} MB, above idle ${pstRss.toFixed(0)} MB for ${REPEAT} × 14 MB`,
    );
    pass &&= pstRatio >= 0.5;

    // mbox
    const mboxFile = path.join(dir, 'bench.mbox');
    const written = await writeMbox(mboxFile, MBOX_MB);
    const mboxMb = statSync(mboxFile).size / MB;
    start = performance.now();
    const bareCount = await bareMbox(mboxFile);
    const bareMboxSeconds = (performance.now() - start) / 1000;
    const mboxDoc = await mailboxDocument(server, m, mboxFile, 'bench.mbox', 'mbox');
    global.gc?.();
    const idleMbox = process.memoryUsage().rss / MB;
    start = performance.now();
    const mbox = await peakRss(async () => (await ingestMailbox(server.deps, mboxDoc, 'mbox', limits)).items);
    const oursMboxSeconds = (performance.now() - start) / 1000;
    const mboxRatio = mbox.result / oursMboxSeconds / (bareCount / bareMboxSeconds);
    const mboxRss = mbox.peakMb - idleMbox;
    lines.push(
      `mbox: ${mboxMb.toFixed(0)} MB, ${written} messages; bare split ${bareCount} in ${bareMboxSeconds.toFixed(1)} s (${(bareCount / bareMboxSeconds).toFixed(0)}/s); ours ${mbox.result} in ${oursMboxSeconds.toFixed(1)} s (${(mbox.result / oursMboxSeconds).toFixed(0)}/s); ours ÷ bare ${(mboxRatio * 100).toFixed(0)} % (the bare split only counts lines)`,
      `mbox: RSS idle ${idleMbox.toFixed(0)} MB, peak ${mbox.peakMb.toFixed(0)} MB, above idle ${mboxRss.toFixed(0)} MB for ${mboxMb.toFixed(0)} MB (goal < 300 MB for 1 GB)`,
      `load at the end: ${load()}`,
    );
    pass &&= mboxRss < 300 && pstRss < 300;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${lines.join('\n')}\n${pass ? 'PASS' : 'MISS'}: mailbox ingest\n`);
  return pass;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void runMailboxBench().then((pass) => {
    if (!pass) process.exitCode = 1;
  });
}
