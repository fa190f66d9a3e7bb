// Runs the integration suite on embedded PGlite, then on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it, so both engines are proven on every change).
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);
// Two files at a time on both engines. On PostgreSQL a file spends most of its time waiting on the
// database and the job queue (the whole run's test processes used 436 CPU-seconds in 2,142 s of
// wall time), but three at a time ended the run in an unhandled "Terminating worker thread" from
// the pool with two files (liveness, live-two-servers) never reported: kept at two until that is
// understood.
const runs = [{ name: 'PGlite', env: { TEST_DB_DRIVER: 'pglite' }, workers: '2' }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DB_DRIVER: 'postgres' }, workers: '2' });
else console.warn('TEST_DATABASE_URL is not set: integration tests run on PGlite only.');

// Why a flag at all: Vitest 3's forks pool takes its worker count from the root config or
// the command line only (a project's own poolOptions are not read): without this flag it runs
// (cores - 1) files at a time, one on a 2-core CI machine. Each file runs in its own process with
// its own server and database (test/database.ts), so files in parallel do not share state.
// Measured on the 2-core machine: PGlite 771 s -> 472 s. INTEGRATION_WORKERS overrides both counts.
const override = process.env.INTEGRATION_WORKERS;

// --no-isolate: a worker process runs its files one after another and keeps the modules it loaded,
// instead of loading the whole server (about six CPU-seconds under Vitest) again for every file.
// Measured on 8 files on the 2-core machine: 175 CPU-seconds isolated, 89 without. Files still do
// not share state: each builds its own server on its own database and data directory from an
// explicit config (test/harness.ts); module-level caches are keyed by ids no two files share.
// INTEGRATION_ISOLATE=1 brings isolation back to rule out a leak between files.
const isolation = process.env.INTEGRATION_ISOLATE === '1' ? [] : ['--no-isolate'];

/**
 * A test process the engine itself killed — V8 aborting in a worker ("Fatal error in …, Check
 * failed: jit_page_->allocations_.erase(addr) == 1", seen once on Node 24.22.3 with PGlite's
 * WebAssembly) — takes the pool's channel down and Vitest stops with "Channel closed" before the
 * other files report. That is no test's verdict: the files not yet passed run again (below). A real
 * failure fails the repeat too.
 */
const WORKER_DIED = /ERR_IPC_CHANNEL_CLOSED|Fatal error in .*\n# Check failed|Terminating worker thread/;

/** A file the reporter marks done: every test passed or was skipped ("✓ |integration| path (3 tests) 812ms"). */
const FILE_DONE = /^\s*[✓↓] \|integration\| (\S+\.int\.test\.ts)/;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is stripped
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Runs one engine's suite (or only `files`), its output passed through as it comes and kept to be
 * read; the files that passed are noted as their lines go by.
 */
function vitest(run, isolate, files = null) {
  return new Promise((resolve) => {
    const targets = files ?? extra;
    const flags = files ? extra.filter((a) => a.startsWith('-')) : [];
    const child = spawn('npx', ['vitest', 'run', '--project', 'integration', `--maxWorkers=${override ?? run.workers}`, '--minWorkers=1', ...(isolate ? [] : isolation), ...flags, ...targets], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...run.env },
    });
    // Only the tail is read: the signature comes at the end, and the whole output is megabytes.
    let tail = '';
    let line = '';
    const passed = new Set();
    const keep = (chunk, out) => {
      out.write(chunk);
      const text = chunk.toString();
      tail = (tail + text).slice(-200_000);
      const lines = (line + text).split('\n');
      line = lines.pop() ?? '';
      for (const l of lines) {
        const m = FILE_DONE.exec(l.replace(ANSI, ''));
        if (m) passed.add(m[1]);
      }
    };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.on('close', (code) => resolve({ status: code ?? 1, tail, passed }));
  });
}

/** The suite's files (as the command line would select them), or null when they cannot be listed. */
function listFiles() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'list', '--project', 'integration', '--filesOnly', ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c.toString()));
    child.on('close', (code) => {
      const files = out
        .replace(ANSI, '')
        .split('\n')
        .map((l) => /^\[integration\] (\S+\.int\.test\.ts)$/.exec(l.trim())?.[1])
        .filter(Boolean);
      resolve(code === 0 && files.length > 0 ? files : null);
    });
  });
}

for (const run of runs) {
  console.warn(`\n=== integration tests on ${run.name} ===`);
  let result = await vitest(run, false);
  // After a crash, the files not yet passed run again: first the usual way (one process keeping
  // its modules across files, two at a time), since the abort is rare and a process per file costs
  // about six CPU-seconds of loading per file (43 files rerun that way took 843 s in one rehearsal);
  // only if a process dies again do the files still left run a process per file.
  for (const isolate of [false, true]) {
    if (result.status === 0 || !WORKER_DIED.test(result.tail)) break;
    // Only the files that had not passed are run again (the whole suite again took 1,484 s instead
    // of 630 on PGlite); all of them when the list cannot be read or every file had passed (then
    // what failed was not a file's).
    const all = await listFiles();
    const left = all ? all.filter((f) => !result.passed.has(f)) : [];
    const again = left.length > 0 ? left : null;
    const what = again ? `the ${again.length} integration file${again.length === 1 ? '' : 's'} not yet passed` : 'integration tests';
    console.warn(`\n=== a test process died under the engine, not a test: ${what} on ${run.name} once more, ${isolate ? 'a process per file' : 'as before'} ===`);
    if (again) console.warn(again.join('\n'));
    const before = result.passed;
    result = await vitest(run, isolate, again);
    // Files that passed before the crash stay passed for the next attempt's list.
    for (const f of before) result.passed.add(f);
  }
  if (result.status !== 0) process.exit(result.status);
}
