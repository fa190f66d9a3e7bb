import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadinessResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { pingScanner } from '../../platform/scan/clamd.js';
import { checkBlobStore } from '../../platform/storage/store-registration.js';

type Checks = ReadinessResponse['checks'];
type CheckName = keyof Checks;
type CheckResult = Checks['database'];
/** What makes the server unready; the others are optional and only reported. */
const REQUIRED: readonly CheckName[] = ['database', 'storage', 'queue'];

/** A dependency that hangs is as unready as one that fails; a probe never holds the request. */
const CHECK_TIMEOUT_MS = 3000;

/** Where the storage probe writes: its own folder, so the probe never touches real files. */
export const storageProbeDir = (dataDir: string) => path.join(dataDir, '.health');

async function storageRoundTrip(dataDir: string): Promise<void> {
  const dir = storageProbeDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `probe-${randomUUID()}`);
  const content = `ready ${Date.now()}`;
  await writeFile(file, content);
  try {
    if ((await readFile(file, 'utf8')) !== content) throw new Error('storage read back different content');
  } finally {
    await unlink(file);
  }
}

/**
 * The data dir takes a write and a read, and the blob store still carries the id the installation
 * registered: a shared volume that came unmounted after start-up (leaving an empty folder in its
 * place) fails as `store_mismatch` instead of documents going missing one by one.
 */
async function storageProbe(deps: AppDeps): Promise<void> {
  await storageRoundTrip(deps.config.dataDir);
  await checkBlobStore(deps.db, deps.blobs, { register: false });
}

async function timed(probe: () => Promise<void>, log: AppDeps['log'], name: CheckName): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { ok: true, latency_ms: elapsed(started) };
  } catch (err) {
    log.warn({ err, check: name }, 'readiness check failed');
    return { ok: false, latency_ms: elapsed(started), error: publicReason(err) };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (since: number) => Math.round((performance.now() - since) * 100) / 100;

/**
 * The endpoint is public, so it names the kind of failure (an errno code, "timeout") and
 * leaves paths and connection strings to the server log.
 */
function publicReason(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  if (err instanceof Error && err.message === 'timeout') return 'timeout';
  return 'unavailable';
}

/** The malware scanner answers PING when one is configured; none configured is no failure. */
async function malwareScanner(deps: AppDeps): Promise<Checks['malware_scanner']> {
  const scanner = deps.config.malwareScanner;
  if (!scanner) return { ok: true, latency_ms: 0, configured: false };
  return { ...(await timed(() => pingScanner(scanner), deps.log, 'malware_scanner')), configured: true };
}

/**
 * Database, storage, queue and the malware scanner, probed together; `failed` names each required
 * one that is not ok (503), `degraded` each optional one that is configured and not ok.
 */
export async function readiness(deps: AppDeps): Promise<ReadinessResponse> {
  const [database, storage, queue, scanner] = await Promise.all([
    timed(() => deps.database.ping(), deps.log, 'database'),
    timed(() => storageProbe(deps), deps.log, 'storage'),
    timed(() => deps.jobs.ping(), deps.log, 'queue'),
    malwareScanner(deps),
  ]);
  const checks: Checks = { database, storage, queue, malware_scanner: scanner };
  const failed = REQUIRED.filter((name) => !checks[name].ok);
  const degraded = scanner.configured && !scanner.ok ? ['malware_scanner'] : [];
  return { status: failed.length === 0 ? 'ready' : 'not_ready', checks, failed, degraded };
}
