import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * The embedded database (PGlite) is one process's files: a second process opening the same
 * directory — another server, `npm run backup` or `restore` beside a running server — damages it.
 * Node has no OS file lock (flock) without a native dependency, so the directory is claimed with a
 * lock file beside it (DATA_DIR/db.lock for DATA_DIR/db), created exclusively (O_EXCL), holding who
 * holds it. A claim is honoured while its holder lives:
 *   - on this machine (same hostname): while its pid runs and, on Linux, is still the same process
 *     (/proc start time: a pid reused after a crash, e.g. a container's pid 1 after a restart, is not
 *     the holder); a dead holder's lock is taken over;
 *   - from another machine (a shared volume, another container): the pid cannot be checked, so the
 *     holder touches the file every HEARTBEAT_MS and the claim lapses STALE_MS after its last touch.
 * PostgreSQL needs none of this (many processes share it by design).
 */

export const HEARTBEAT_MS = 10_000;
export const STALE_MS = 60_000;

export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the holder took the lock (ISO). */
  startedAt: string;
  /** What the holder runs (its command line, shortened). */
  command: string;
  /** Linux: the holder's start time in clock ticks since boot (/proc/<pid>/stat), to tell a reused pid. */
  procStart: string | null;
  /** Tells this claim from a later one in the same file. */
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder | null,
  ) {
    super(describe(dataDir, lockFile, holder));
    this.name = 'DataDirLockedError';
  }
}

function describe(dataDir: string, lockFile: string, holder: LockHolder | null): string {
  if (!holder) return `The embedded database in ${dataDir} is being claimed by another process right now (${lockFile}); try again when it has started or stopped.`;
  const here = holder.hostname === hostname();
  const who = `process ${holder.pid} on ${here ? 'this machine' : `host ${holder.hostname}`} (${holder.command}, since ${holder.startedAt})`;
  const gone = here
    ? ''
    : ` If that process is gone, its claim lapses ${STALE_MS / 1000} s after its last heartbeat, or delete ${lockFile}.`;
  return `The embedded database in ${dataDir} is in use by ${who}. Stop it first: two processes on one PGlite directory damage it.${gone}`;
}

export interface DataDirLock {
  readonly lockFile: string;
  release(): void;
}

/** Lock files this process holds (a second open in the same process is refused too). */
const held = new Map<string, { token: string; timer: NodeJS.Timeout }>();
let exitHook = false;

/** The lock file that claims a PGlite data directory: beside it, in DATA_DIR. */
export const lockFileFor = (dataDir: string): string => `${path.resolve(dataDir)}.lock`;

/** Claims `dataDir` for this process, or throws DataDirLockedError naming the live holder. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockFile = lockFileFor(dataDir);
  if (held.has(lockFile)) throw new DataDirLockedError(dataDir, lockFile, readHolder(lockFile));
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).map((a) => path.basename(a)).join(' ').slice(0, 200),
    procStart: procStartOf(process.pid),
    token: randomUUID(),
  };
  // A few rounds: a stale lock removed here may be claimed by another starter in between.
  for (let round = 0; round < 3; round++) {
    if (tryCreate(lockFile, me)) return hold(lockFile, me.token);
    let text: string;
    try {
      text = readFileSync(lockFile, 'utf8');
    } catch (err) {
      if (isCode(err, 'ENOENT')) continue; // released in between
      throw err;
    }
    const holder = parseHolder(text);
    if (holder ? holderAlive(holder, lockFile) : ageMs(lockFile) < 5_000) throw new DataDirLockedError(dataDir, lockFile, holder);
    // Stale (its holder died, or a file cut short by a crash): taken over, unless it changed since read.
    try {
      if (readFileSync(lockFile, 'utf8') === text) unlinkSync(lockFile);
    } catch (err) {
      if (!isCode(err, 'ENOENT')) throw err;
    }
  }
  throw new DataDirLockedError(dataDir, lockFile, readHolder(lockFile));
}

function tryCreate(lockFile: string, me: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (err) {
    if (isCode(err, 'EEXIST')) return false;
    throw err;
  }
  try {
    writeSync(fd, `${JSON.stringify(me, null, 2)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function hold(lockFile: string, token: string): DataDirLock {
  const timer = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockFile, now, now);
    } catch {
      // A missing file is the next starter's to judge; the heartbeat only matters to other machines.
    }
  }, HEARTBEAT_MS);
  timer.unref();
  held.set(lockFile, { token, timer });
  if (!exitHook) {
    exitHook = true;
    // A process that exits without closing the database (process.exit, an uncaught error) leaves no claim.
    process.once('exit', () => {
      for (const file of [...held.keys()]) release(file);
    });
  }
  return { lockFile, release: () => release(lockFile) };
}

function release(lockFile: string): void {
  const mine = held.get(lockFile);
  if (!mine) return;
  clearInterval(mine.timer);
  held.delete(lockFile);
  try {
    // Only our own claim: a file another process took over after ours lapsed is theirs.
    if (parseHolder(readFileSync(lockFile, 'utf8'))?.token === mine.token) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

function holderAlive(holder: LockHolder, lockFile: string): boolean {
  if (holder.hostname !== hostname()) return ageMs(lockFile) < STALE_MS;
  // Not held by this process (checked first), so a claim with our own pid is a former process's.
  if (holder.pid === process.pid) return false;
  const stat = procStat(holder.pid);
  if (stat) return stat.state !== 'Z' && (holder.procStart === null || stat.starttime === holder.procStart);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return isCode(err, 'EPERM'); // alive, but another user's
  }
}

/** Linux /proc/<pid>/stat: state and start time; null where there is no /proc (or no such pid). */
function procStat(pid: number): { state: string; starttime: string } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields count from the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const starttime = fields[19]; // field 22 of stat(5)
  return state && starttime ? { state, starttime } : null;
}

function procStartOf(pid: number): string | null {
  return procStat(pid)?.starttime ?? null;
}

function readHolder(lockFile: string): LockHolder | null {
  try {
    return parseHolder(readFileSync(lockFile, 'utf8'));
  } catch {
    return null;
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder> | null;
    if (!value || typeof value.pid !== 'number' || typeof value.hostname !== 'string' || typeof value.token !== 'string') return null;
    return {
      pid: value.pid,
      hostname: value.hostname,
      startedAt: String(value.startedAt ?? ''),
      command: String(value.command ?? ''),
      procStart: typeof value.procStart === 'string' ? value.procStart : null,
      token: value.token,
    };
  } catch {
    return null;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

const isCode = (err: unknown, code: string): boolean => err instanceof Error && (err as NodeJS.ErrnoException).code === code;
