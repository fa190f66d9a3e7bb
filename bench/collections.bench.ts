/**
 * Near-duplicate grouping at collection scale (not a test): `npm run bench:collections [-- --docs 100000]`.
 *
 * Documents are the search benchmark's corpus (bench/search/corpus.ts, generated one at a time,
 * never all in memory), with planted versions so there is something to find:
 * - every 20th document (i % 20 === 3) is a light edit of an earlier one (0.3 % of words changed
 *   and a paragraph moved, or a sentence inserted): a near-duplicate at the default 0.9;
 * - every 20th (i % 20 === 13) is a heavy edit (6 % of words changed): a version, not a near-duplicate;
 * - every 50th (i % 50 === 27) is an exact copy of an earlier one;
 * - three in ten end with the same two-line confidentiality footer (boilerplate).
 *
 * Timed in one run, one after the other:
 * 1. baseline — generate every text and normalise it into words (what any pass over the collection costs);
 * 2. ours — detect boilerplate (on an even 20,000-document sample), generate every text again, shingle,
 *    sign (128-function MinHash) and bucket each document, then group (LSH candidates, exact Jaccard).
 *
 * It prints both times, ours ÷ baseline, documents per second, peak RSS, the load average before and
 * after, what was found (groups, members, planted light edits grouped with their original, heavy
 * edits wrongly grouped), and PASS/MISS for the goal: 100,000 documents in under 10 minutes on 2 cores.
 * Exits non-zero on a miss. Then the mailbox part runs (bench/mailbox.bench.ts: PST and mbox ingest
 * against the bare reader, peak RSS; BENCH_MAILBOX_REPEAT, BENCH_MBOX_MB).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { detectBoilerplate } from '../apps/server/src/modules/collections/boilerplate.js';
import { NearDuplicateIndex } from '../apps/server/src/modules/collections/near-duplicates.js';
import { words } from '../apps/server/src/modules/collections/text.js';
import { editText } from '../apps/server/src/modules/collections/testing/edit-text.js';
import { inventedWords, seededRandom } from '../apps/server/src/modules/collections/testing/random.js';
import { generateDocument, rareDocIndexes } from './search/corpus.js';
import { runMailboxBench } from './mailbox.bench.js';

const { values: args } = parseArgs({ options: { docs: { type: 'string', default: '100000' }, threshold: { type: 'string', default: '0.9' } } });
const DOCS = Number(args.docs);
const THRESHOLD = Number(args.threshold);
const GOAL_SECONDS = 600;
const FOOTER = 'CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER - ATTORNEYS EYES ONLY.\nProduced by Benchmark & Partners LLP; do not copy, forward or disclose without written consent.';

const rare = new Set(rareDocIndexes(DOCS));
const vocabulary = inventedWords(seededRandom(0xc011), 2000);

type Kind = 'plain' | 'light' | 'heavy' | 'copy';
function kindOf(i: number): Kind {
  if (i % 50 === 27) return 'copy';
  if (i % 20 === 3) return 'light';
  if (i % 20 === 13) return 'heavy';
  return 'plain';
}
/** The earlier, unedited document a planted version derives from. */
function originOf(i: number): number {
  let origin = Math.max(0, i - 1 - ((i * 7919) % 997));
  while (origin > 0 && kindOf(origin) !== 'plain') origin--;
  return origin;
}

const bodyText = (i: number) => generateDocument(i, DOCS, rare).pages.join('\n\n');
const withFooter = (i: number, body: string) => (i % 10 < 3 ? `${body}\n\n${FOOTER}` : body);

function documentText(i: number): string {
  const kind = kindOf(i);
  if (kind === 'plain' || i === 0) return withFooter(i, bodyText(i));
  const origin = originOf(i);
  if (kind === 'copy') return withFooter(origin, bodyText(origin));
  // The footer stays as it was: the version's author edited the body.
  const random = seededRandom(i ^ 0x5eed);
  const edits = kind === 'heavy' ? { changeRate: 0.06 } : random() < 0.5 ? { changeRate: 0.003, moveParagraphs: 1 } : { insertSentences: 1 };
  return withFooter(origin, editText(random, bodyText(origin), vocabulary, edits));
}

function* texts(step = 1): Generator<string> {
  for (let i = 0; i < DOCS; i += step) yield documentText(i);
}
/** Boilerplate is detected on an even sample, as the wiring will read it: only those texts are read. */
const BOILERPLATE_SAMPLE = 20_000;

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const seconds = (from: number) => (performance.now() - from) / 1000;
/** CPU seconds (user + system) of this process since `from`: steadier than wall time on a shared machine. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};

function main(): void {
  process.stdout.write(`bench:collections — ${DOCS} documents, threshold ${THRESHOLD}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${load()}\n`);

  let start = performance.now();
  let cpu = process.cpuUsage();
  let wordCount = 0;
  for (const text of texts()) wordCount += words(text).length;
  const baseline = seconds(start);
  const baselineCpu = cpuSeconds(cpu);
  process.stdout.write(`baseline (generate + normalise): ${baseline.toFixed(1)} s (CPU ${baselineCpu.toFixed(1)} s), ${wordCount} words\n`);

  start = performance.now();
  cpu = process.cpuUsage();
  const boilerplate = detectBoilerplate(texts(Math.max(1, Math.floor(DOCS / BOILERPLATE_SAMPLE))));
  const boilerplateSeconds = seconds(start);
  const index = new NearDuplicateIndex({ threshold: THRESHOLD, boilerplate });
  let i = 0;
  for (const text of texts()) index.add(String(i++), text);
  const indexSeconds = seconds(start) - boilerplateSeconds;
  const groupStart = performance.now();
  const result = index.group();
  const groupSeconds = seconds(groupStart);
  const ours = seconds(start);
  const oursCpu = cpuSeconds(cpu);

  const groupOf = new Map<string, string>();
  for (const g of result.groups) for (const m of g.members) groupOf.set(m.id, g.pivotId);
  const planted = { light: 0, lightFound: 0, copy: 0, copyFound: 0, heavy: 0, heavyGrouped: 0 };
  for (let d = 1; d < DOCS; d++) {
    const kind = kindOf(d);
    if (kind === 'plain') continue;
    const together = groupOf.get(String(d)) !== undefined && groupOf.get(String(d)) === groupOf.get(String(originOf(d)));
    const hit = together ? 1 : 0;
    if (kind === 'light') {
      planted.light++;
      planted.lightFound += hit;
    } else if (kind === 'copy') {
      planted.copy++;
      planted.copyFound += hit;
    } else {
      planted.heavy++;
      planted.heavyGrouped += hit;
    }
  }
  const members = result.groups.reduce((sum, g) => sum + g.members.length, 0);
  const peakRssMb = process.resourceUsage().maxRSS / 1024;

  process.stdout.write(
    [
      `ours: ${ours.toFixed(1)} s = boilerplate ${boilerplateSeconds.toFixed(1)} s (${boilerplate.size} lines) + shingle/sign/bucket ${indexSeconds.toFixed(1)} s + group ${groupSeconds.toFixed(1)} s (${result.comparisons} pairs scored)`,
      `ours CPU ${oursCpu.toFixed(1)} s; ours ÷ baseline: ${(ours / baseline).toFixed(2)} (CPU ${(oursCpu / baselineCpu).toFixed(2)}); ${(DOCS / ours).toFixed(0)} documents/s; peak RSS ${peakRssMb.toFixed(0)} MB`,
      `found: ${result.groups.length} groups, ${members} documents in groups, ${result.empty.length} empty`,
      `planted: light edits grouped with their original ${planted.lightFound}/${planted.light}, exact copies ${planted.copyFound}/${planted.copy}, heavy edits wrongly grouped ${planted.heavyGrouped}/${planted.heavy}`,
      `load at the end: ${load()}`,
    ].join('\n') + '\n',
  );
  const pass = ours < GOAL_SECONDS * (DOCS / 100_000);
  process.stdout.write(`${pass ? 'PASS' : 'MISS'}: ${DOCS} documents grouped in ${ours.toFixed(1)} s (goal < ${(GOAL_SECONDS * (DOCS / 100_000)).toFixed(0)} s)\n`);
  if (!pass) process.exitCode = 1;
}

main();
// The mailbox part: PST and mbox ingest against the bare reader, and memory (bench/mailbox.bench.ts).
if (!(await runMailboxBench())) process.exitCode = 1;
