import { Worker } from 'node:worker_threads';
import type { Span } from './patterns.js';

/*
 * A user's regular expression runs in a worker thread with a time limit. JavaScript's engine
 * backtracks, so a pattern like (a+)+$ can take exponential time on one line; re2 (linear time)
 * needs a native build script, which the project does not allow. A thread that runs past the limit
 * is terminated, which stops the engine wherever it is; the event loop (and every other request)
 * never waits on it.
 */

export class RegexTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`The regular expression ran for more than ${limitMs / 1000} seconds without finishing`);
  }
}

export class RegexTooManyMatches extends Error {}

// Plain JavaScript, run with `eval: true` so nothing depends on where the compiled files are.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { source, flags, pages, max } = workerData;
const regex = new RegExp(source, flags.includes('g') ? flags : flags + 'g');
const out = [];
let total = 0;
for (const text of pages) {
  const spans = [];
  regex.lastIndex = 0;
  let m;
  while ((m = regex.exec(text)) !== null) {
    if (m[0].length === 0) { regex.lastIndex += 1; continue; }
    spans.push([m.index, m.index + m[0].length]);
    total += 1;
    if (total > max) { parentPort.postMessage({ tooMany: true }); process.exit(0); }
  }
  out.push(spans);
}
parentPort.postMessage({ spans: out });
`;

const STARTUP_LIMIT_MS = 30_000;

/** The regular expression's matches in each page (same order), or RegexTimeout past `limitMs`, or RegexTooManyMatches past `max`. */
export function runRegex(source: string, flags: string, pages: readonly string[], limitMs: number, max: number): Promise<Span[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { source, flags, pages, max }, resourceLimits: { maxOldGenerationSizeMb: 128 } });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    // The limit is the expression's: it starts once the thread runs (starting one took over 2 s on
    // a loaded machine, and refused a plain phone-number pattern). A thread that never starts is
    // given up after STARTUP_LIMIT_MS.
    let timer = setTimeout(() => settle(() => reject(new Error('The regular expression worker did not start'))), STARTUP_LIMIT_MS);
    worker.once('online', () => {
      clearTimeout(timer);
      timer = setTimeout(() => settle(() => reject(new RegexTimeout(limitMs))), limitMs);
    });
    worker.once('message', (msg: { spans?: [number, number][][]; tooMany?: boolean }) =>
      settle(() => (msg.tooMany ? reject(new RegexTooManyMatches()) : resolve((msg.spans ?? []).map((page) => page.map(([start, end]) => ({ start, end })))))),
    );
    worker.once('error', (err) => settle(() => reject(err)));
    worker.once('exit', () => settle(() => reject(new Error('The regular expression worker stopped without an answer'))));
  });
}
