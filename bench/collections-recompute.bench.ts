/**
 * The per-case recompute of threads, inclusiveness, boilerplate and near-duplicate groups (the
 * `collections.review` job's computation, computeCaseReview) on one case of 10,000 documents (not a
 * test): `npx tsx bench/collections-recompute.bench.ts [--docs 10000] [--threshold 0.9]`.
 *
 * The case is built in memory, as readReviewInputs hands it to the job:
 * - half e-mail: the threading tests' synthetic mailbox (collections/testing/mail-corpus.ts:
 *   branching threads quoted in Gmail, Outlook and forward styles, edited quotes, second copies,
 *   broken or missing headers), printed as the pipeline prints an e-mail's text (header block, body);
 * - half other documents: the search benchmark's legal texts (bench/search/corpus.ts), every 20th a
 *   light edit of an earlier one (a near-duplicate at 0.9), every other one ending in the same footer
 *   (boilerplate).
 *
 * Timed in one run on the same texts: the baseline normalises every document's compared text into
 * words (the least any pass over the case costs; best of two), then the recompute runs, then its
 * near-duplicate part alone (to split the time). It prints wall and CPU time, recompute ÷ baseline,
 * documents per second, the RSS the inputs take and the peak RSS.
 * Reading the inputs from the database and writing the facets back are not included (see
 * docs/benchmarks.md for what they add).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { NearDuplicateIndex } from '../apps/server/src/modules/collections/near-duplicates.js';
import { caseBoilerplate, computeCaseReview, emailBody, type ReviewInputDocument } from '../apps/server/src/modules/collections/review-compute.js';
import { words } from '../apps/server/src/modules/collections/text.js';
import { editText } from '../apps/server/src/modules/collections/testing/edit-text.js';
import { generateMailCorpus } from '../apps/server/src/modules/collections/testing/mail-corpus.js';
import { inventedWords, seededRandom } from '../apps/server/src/modules/collections/testing/random.js';
import { generateDocument, rareDocIndexes } from './search/corpus.js';

const { values: args } = parseArgs({ options: { docs: { type: 'string', default: '10000' }, threshold: { type: 'string', default: '0.9' } } });
const DOCS = Number(args.docs);
const THRESHOLD = Number(args.threshold);
const FOOTER = 'CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER - ATTORNEYS EYES ONLY.\nProduced by Benchmark & Partners LLP; do not copy, forward or disclose without written consent.';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Half the case: e-mails of the synthetic mailbox, printed as the pipeline prints an .eml's text. */
function emails(count: number): ReviewInputDocument[] {
  // About six messages a thread (with second copies); more threads than needed, then cut.
  const corpus = generateMailCorpus(0xbe7c4, Math.ceil(count / 5));
  return corpus.messages.slice(0, count).map((m) => {
    const date = m.sentAt ? m.sentAt.toISOString() : null;
    const head = [`From: ${m.from ?? ''}`, `To: ${(m.to ?? []).join(', ')}`, ...(date ? [`Date: ${date}`] : []), `Subject: ${m.subject ?? ''}`].join('\n');
    return {
      id: m.id,
      text: `${head}\n\n${m.body}`,
      email: { from: m.from ? [m.from] : [], to: [...(m.to ?? [])], cc: [...(m.cc ?? [])], subject: m.subject ?? null, date, messageId: m.messageId ?? null, inReplyTo: m.inReplyTo ?? null, references: [...(m.references ?? [])] },
      attachmentHashes: m.attachments.map((a) => a.hash),
    };
  });
}

/** The other half: legal texts, every 20th a light edit of an earlier one, every other one with a footer. */
function otherDocuments(count: number): ReviewInputDocument[] {
  const rare = new Set(rareDocIndexes(count));
  const vocabulary = inventedWords(seededRandom(0xc011), 2000);
  const body = (i: number) => generateDocument(i, count, rare).pages.join('\n\n');
  const out: ReviewInputDocument[] = [];
  for (let i = 0; i < count; i++) {
    const origin = i % 20 === 3 ? Math.max(0, i - 1 - ((i * 7919) % 97)) : i;
    const text = origin === i ? body(i) : editText(seededRandom(i ^ 0x5eed), body(origin), vocabulary, { changeRate: 0.003, moveParagraphs: 1 });
    out.push({ id: `doc-${i}`, text: i % 2 === 0 ? `${text}\n\n${FOOTER}` : text, email: null, attachmentHashes: [] });
  }
  return out;
}

/** CPU seconds (user + system) since `from`: steadier than wall time on a shared machine. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};

function baseline(inputs: readonly ReviewInputDocument[]): { seconds: number; cpu: number; words: number } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  let count = 0;
  for (const doc of inputs) count += words(doc.email ? emailBody(doc.text) : doc.text).length;
  return { seconds: (performance.now() - start) / 1000, cpu: cpuSeconds(cpu), words: count };
}

function main(): void {
  process.stdout.write(`collections-recompute — ${DOCS} documents, threshold ${THRESHOLD}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${load()}\n`);
  const rssBefore = process.memoryUsage().rss;
  const inputs = [...emails(Math.floor(DOCS / 2)), ...otherDocuments(DOCS - Math.floor(DOCS / 2))];
  const rssInputs = process.memoryUsage().rss - rssBefore;
  const chars = inputs.reduce((sum, d) => sum + d.text.length, 0);
  process.stdout.write(`case: ${inputs.length} documents (${inputs.filter((d) => d.email).length} e-mails), ${(chars / 1e6).toFixed(1)} M characters; inputs take ${mb(rssInputs)} of RSS\n`);

  const first = baseline(inputs);
  const second = baseline(inputs);
  const base = Math.min(first.seconds, second.seconds);
  const baseCpu = Math.min(first.cpu, second.cpu);
  process.stdout.write(`baseline (normalise every compared text, best of 2): ${base.toFixed(2)} s (CPU ${baseCpu.toFixed(2)} s), ${first.words} words\n`);

  const start = performance.now();
  const cpu = process.cpuUsage();
  const review = computeCaseReview(inputs, THRESHOLD);
  const ours = (performance.now() - start) / 1000;
  const oursCpu = cpuSeconds(cpu);
  const inThreads = review.facets.filter((f) => f.threadId).length;
  const grouped = review.facets.filter((f) => f.nearDuplicatePivotId).length;
  const inclusive = review.facets.filter((f) => f.inclusive).length;
  const peak = process.resourceUsage().maxRSS * 1024;

  // Where the time goes: the near-duplicate part alone (boilerplate, then shingle, sign, group) on
  // the same texts; the rest is threading (twice: before and after boilerplate) and inclusiveness.
  const partStart = performance.now();
  const partCpu = process.cpuUsage();
  const compared = inputs.map((d) => (d.email ? emailBody(d.text) : d.text));
  const index = new NearDuplicateIndex({ threshold: THRESHOLD, boilerplate: caseBoilerplate(compared) });
  compared.forEach((text, i) => index.add(String(i), text));
  index.group();
  const nearSeconds = (performance.now() - partStart) / 1000;
  const nearCpu = cpuSeconds(partCpu);

  process.stdout.write(
    [
      `recompute: ${ours.toFixed(2)} s (CPU ${oursCpu.toFixed(2)} s), ${(inputs.length / ours).toFixed(0)} documents/s`,
      `  of which near-duplicates alone (boilerplate, shingle, sign, group): ${nearSeconds.toFixed(2)} s (CPU ${nearCpu.toFixed(2)} s); threads and inclusiveness the rest`,
      `recompute ÷ baseline: ${(ours / base).toFixed(1)} (CPU ${(oursCpu / baseCpu).toFixed(1)})`,
      `found: ${review.threadCount} threads (${inThreads} e-mails, ${inclusive} inclusive), ${review.nearDuplicateGroupCount} near-duplicate groups (${grouped} documents), ${review.boilerplateLines.length} boilerplate lines`,
      `peak RSS ${mb(peak)} (inputs ${mb(rssInputs)}); load at the end ${load()}`,
    ].join('\n') + '\n',
  );
}

main();
