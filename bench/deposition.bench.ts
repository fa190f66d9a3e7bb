/**
 * Deposition assistant benchmark (not a test): `npm run bench:deposition [-- --docs 200 --pairs 250]`.
 *
 * A server built in process (the test harness's createTestServer: PGlite, the real search engine,
 * no HTTP), one case of 200 processed documents of two pages each — generated legal prose
 * (bench/ingest/legal-text.ts) with the Northwind demo matter's paragraphs planted in every page,
 * so each question finds pages about its subject — and a 500-segment deposition: the labelled
 * scripted deposition's 72 Q/A pairs (assistant/fixtures/scripted-deposition.ts) cycled to 250
 * pairs. Each pair goes to analyseTestimony as one run with its two new lines (called directly,
 * not over HTTP); the time of that call is the segment → insight latency of the answer.
 *
 * Cells: 1 session, and 5 sessions side by side (each its own deposition of the same case), with
 * p50/p95/p99; beside them the bare search call (deps.search.searchDocuments with the same words
 * the assistant searches by) for the same segments, and the ratio. The script repeats after 72
 * pairs, so later passes meet the per-session cache of searches and pages: the first pass alone
 * (72 pairs, cold) is printed too. Writes bench/.cache/deposition-results.json.
 *
 * Database: PGlite by default (one connection: concurrent sessions queue on it); on PostgreSQL
 * with `TEST_DB_DRIVER=postgres TEST_DATABASE_URL=postgres://…` (a fresh database, dropped after).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID, createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { cases, documentPages, documents, type DepositionSegmentRow, type DepositionSessionRow } from '../apps/server/src/db/schema/index.js';
import { createTestServer } from '../apps/server/src/test/harness.js';
import { NORTHWIND } from '../apps/server/src/modules/demo/corpus/northwind.js';
import { analyseTestimony } from '../apps/server/src/modules/deposition/assistant/index.js';
import { SCRIPTED_DEPOSITION as SCRIPT } from '../apps/server/src/modules/deposition/assistant/fixtures/scripted-deposition.js';
import { commonWords } from '../apps/server/src/modules/deposition/assistant/claims.js';
import { searchWords } from '../apps/server/src/modules/deposition/assistant/contradictions.js';
import { rawWords } from '../apps/server/src/modules/deposition/assistant/words.js';
import { seededRandom, sentence } from './ingest/legal-text.js';

const { values: args } = parseArgs({ options: { docs: { type: 'string', default: '200' }, pairs: { type: 'string', default: '250' } } });
const DOCS = Number(args.docs);
const PAIRS = Number(args.pairs);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 0.5), p95: percentile(s, 0.95), p99: percentile(s, 0.99) };
};
const fmt = (x: { n: number; p50: number; p95: number; p99: number }) => `p50 ${x.p50.toFixed(1)}  p95 ${x.p95.toFixed(1)}  p99 ${x.p99.toFixed(1)} ms  (n=${x.n})`;

/** The Northwind matter's paragraphs (complaint, MLSA, answer, memorandum …): what the planted facts are. */
function matterParagraphs(): string[] {
  const out: string[] = [];
  for (const f of NORTHWIND.files) {
    if ('sections' in f && Array.isArray(f.sections)) for (const s of f.sections) out.push(...s.paragraphs);
    if ('body' in f && typeof f.body === 'string' && f.kind === 'eml') out.push(...f.body.split('\n\n'));
  }
  return out.filter((p) => p.length > 60);
}

async function main(): Promise<void> {
  process.stdout.write(`Deposition assistant benchmark: ${DOCS} documents, ${PAIRS * 2} segments; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  const server = await createTestServer({ LOG_LEVEL: 'silent' });
  try {
    const firm = await server.createFirm('Deposition Bench LLP');
    const db = server.deps.db;
    const [matter] = await db.insert(cases).values({ organizationId: firm.organizationId, name: SCRIPT.matter, clientName: 'Northwind Freight Inc.', caseType: 'Breach of Contract' }).returning();
    const caseId = matter!.id;
    const random = seededRandom(0xd2d2);
    const paragraphs = matterParagraphs();
    const started = performance.now();
    for (let i = 0; i < DOCS; i += 1) {
      const pages = [0, 1].map(() => {
        const lines: string[] = [];
        for (let s = 0; s < 18; s += 1) lines.push(sentence(random));
        for (let k = 0; k < 3; k += 1) lines.splice(Math.floor(random() * lines.length), 0, paragraphs[Math.floor(random() * paragraphs.length)]!);
        return lines.join(' ');
      });
      const text = pages.join('\n');
      const [doc] = await db
        .insert(documents)
        .values({
          organizationId: firm.organizationId, caseId, filename: `NW-${String(i + 1).padStart(4, '0')}.pdf`, extension: 'pdf', contentType: 'application/pdf', detectedType: 'pdf',
          sizeBytes: text.length, sha256: createHash('sha256').update(text).digest('hex'), status: 'processed', pageCount: 2, progress: 100, uploadedBy: firm.users.paralegal.id, processedAt: new Date(),
        })
        .returning({ id: documents.id });
      await db.insert(documentPages).values(pages.map((t, p) => ({ organizationId: firm.organizationId, documentId: doc!.id, pageNumber: p + 1, text: t })));
    }
    await server.deps.search.rebuild(firm.organizationId);
    process.stdout.write(`  loaded ${DOCS} documents and rebuilt the search engine's tables in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const common = commonWords(SCRIPT.matter, SCRIPT.deponent);
    const pairs = Array.from({ length: PAIRS }, (_, i) => SCRIPT.pairs[i % SCRIPT.pairs.length]!);
    const newSession = (): DepositionSessionRow => {
      const now = new Date();
      return {
        id: randomUUID(), organizationId: firm.organizationId, caseId, title: 'Bench', deponent: SCRIPT.deponent, examiningAttorney: null, date: SCRIPT.date, location: null,
        goals: SCRIPT.goals.map((text) => ({ id: randomUUID(), text, status: 'open' as const, supporting_seqs: [] })),
        outline: SCRIPT.outline.map((title) => ({ id: randomUUID(), title, covered: false, evasions: 0 })),
        exhibitIds: [], exhibitsUsed: [], state: 'live', startedAt: now, endedAt: null, lastSeq: 0, lastLine: 0, analysedLine: 0, rateTokens: null, rateAt: null, createdBy: null, createdAt: now, updatedAt: now, deletedAt: null,
      };
    };

    /** One deposition fed pair by pair; returns each call's milliseconds. */
    const runSession = async (): Promise<number[]> => {
      let session = newSession();
      const segments: DepositionSegmentRow[] = [];
      const times: number[] = [];
      const add = (kind: 'question' | 'answer', text: string): DepositionSegmentRow => {
        const n = segments.length + 1;
        const row: DepositionSegmentRow = { id: randomUUID(), organizationId: firm.organizationId, sessionId: session.id, line: n, seq: n, kind, speaker: kind === 'question' ? 'Q' : 'A', text, source: 'realtime', offsetSeconds: n, createdBy: null, createdAt: new Date() };
        segments.push(row);
        return row;
      };
      for (const pair of pairs) {
        const q = add('question', pair.q);
        const a = add('answer', pair.a);
        const t0 = performance.now();
        const out = await analyseTestimony({ deps: server.deps, session, caseName: SCRIPT.matter, segments: [...segments], newLines: [q, a], usage: { organizationId: firm.organizationId, userId: null, caseId, feature: 'analysis' } });
        times.push(performance.now() - t0);
        session = { ...session, goals: out.goals, outline: out.outline, exhibitsUsed: out.exhibitsUsed, analysedLine: a.line };
      }
      return times;
    };

    const bareSearch = async (): Promise<number[]> => {
      const times: number[] = [];
      for (const pair of pairs) {
        const words = searchWords(new Map(), common, [...rawWords(pair.q), ...rawWords(pair.a)]);
        const t0 = performance.now();
        await server.deps.search.searchDocuments(
          { organizationId: firm.organizationId, caseIds: [caseId] },
          { q: words.join(' OR '), case_id: caseId, sort: 'relevance', page: 1, page_size: 8 },
        );
        times.push(performance.now() - t0);
      }
      return times;
    };

    // Warm-up: one pass of the script on a throwaway session (JIT, PGlite's caches).
    await (async () => {
      const session = newSession();
      const segs: DepositionSegmentRow[] = [];
      for (const [i, pair] of SCRIPT.pairs.slice(0, 20).entries()) {
        const mk = (kind: 'question' | 'answer', text: string, n: number): DepositionSegmentRow => ({ id: randomUUID(), organizationId: firm.organizationId, sessionId: session.id, line: n, seq: n, kind, speaker: '', text, source: 'realtime', offsetSeconds: 0, createdBy: null, createdAt: new Date() });
        const q = mk('question', pair.q, 2 * i + 1);
        const a = mk('answer', pair.a, 2 * i + 2);
        segs.push(q, a);
        await analyseTestimony({ deps: server.deps, session, caseName: SCRIPT.matter, segments: [...segs], newLines: [q, a], usage: { organizationId: firm.organizationId, userId: null, caseId, feature: 'analysis' } });
      }
    })();

    const results: Record<string, unknown> = { docs: DOCS, segments: PAIRS * 2, cores: cpus().length, load: loadavg(), date: new Date().toISOString() };
    const one = await runSession();
    const oneFirst = stats(one.slice(0, SCRIPT.pairs.length));
    const search1 = await bareSearch();
    process.stdout.write(`\n1 session      analyseTestimony  ${fmt(stats(one))}\n               first pass (cold) ${fmt(oneFirst)}\n               bare search       ${fmt(stats(search1))}\n`);
    const five = await Promise.all([0, 1, 2, 3, 4].map(() => runSession()));
    const fiveAll = five.flat();
    const fiveFirst = five.flatMap((t) => t.slice(0, SCRIPT.pairs.length));
    const search5 = (await Promise.all([0, 1, 2, 3, 4].map(() => bareSearch()))).flat();
    process.stdout.write(`5 sessions     analyseTestimony  ${fmt(stats(fiveAll))}\n               first pass (cold) ${fmt(stats(fiveFirst))}\n               bare search       ${fmt(stats(search5))}\n`);
    const ratio = (a: number[], b: number[]) => (stats(a).p50 / stats(b).p50).toFixed(2);
    process.stdout.write(`ratio analyse ÷ bare search (p50): 1 session ${ratio(one, search1)}, 5 sessions ${ratio(fiveAll, search5)}\n`);
    const goal = stats(one).p95 <= 300 && stats(fiveAll).p95 <= 300;
    process.stdout.write(`goal p95 ≤ 300 ms per segment: ${goal ? 'PASS' : 'MISS'}\n`);
    Object.assign(results, { one: stats(one), oneFirst, search1: stats(search1), five: stats(fiveAll), fiveFirst: stats(fiveFirst), search5: stats(search5), goal });
    mkdirSync(path.join(root, 'bench/.cache'), { recursive: true });
    writeFileSync(path.join(root, 'bench/.cache/deposition-results.json'), `${JSON.stringify(results, null, 2)}\n`);
    if (!goal) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

await main();
