import { ErrorBody, PERMISSION_MINIMUM_ROLE, ROLES, ReadinessResponse, type Role } from '@app/contract';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Server } from '../../server.js';
import type { FuzzWorld } from './fixtures.js';
import type { Operation } from './openapi.js';
import { Rng } from './prng.js';
import { buildRequest, type FuzzRequest, type Identity } from './requests.js';

/** A server the fuzz sends requests to (in-process, through app.inject), named in its figures. */
export interface FuzzTarget {
  name: string;
  app: Server['app'];
}

export interface FuzzOptions {
  seed: number;
  requests: number;
  concurrency: number;
  /** A request not answered within this is a failure (the server hangs). */
  timeoutMs: number;
  /** Print answers slower than this, and event-loop stalls longer than it (diagnosis only). */
  debugSlowMs?: number;
  /** Processes that take no fuzz but must stay up: their health is checked with the targets'. */
  watched?: readonly FuzzTarget[];
}

export interface FuzzStats {
  sent: number;
  byStatus: Map<string, number>;
  /** Requests each target answered, by target name. */
  perTarget: Map<string, number>;
  /** Health checks each target (and watched process) passed during the run. */
  healthChecks: Map<string, number>;
  perOperation: Map<string, { sent: number; statuses: Set<number>; callers: Set<string>; targets: Set<string> }>;
  failures: string[];
  failureCount: number;
  /** Requests light-my-request itself refused to build (not sent to the server). */
  unsendable: string[];
  slowest: { ms: number; what: string };
  /** The longest the event loop was blocked (perf_hooks' event-loop delay, max). */
  longestStallMs: number;
  /** Access tokens re-issued because the fuzz ended their session. */
  tokenRenewals: number;
  elapsedMs: number;
}

/** Calls that end the caller's own session (or can): they go to the sacrificial firm's users. */
const SESSION_ENDING = /\/auth\/(logout|change-password|2fa\/)|\/settings\/security/;
const MAX_REPORTED_FAILURES = 25;
const PING_EVERY = 1000;

function identityFor(op: Operation, rng: Rng): Identity {
  const firm = SESSION_ENDING.test(op.path) ? 'sacrificial' : 'main';
  const anyRole = rng.pick(ROLES);
  if (op.permission === 'public') return { firm, role: rng.weighted<Role | null>([[6, null], [3, 'admin'], [1, anyRole]]) };
  const minimum = PERMISSION_MINIMUM_ROLE[op.permission];
  return { firm, role: rng.weighted<Role | null>([[35, 'admin'], [35, minimum], [20, anyRole], [5, null]]) };
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The readiness probe's own 503 (its documented answer) when a check did not finish in its 3 s
 * because the server was busy with the fuzz: every failed check says "timeout", none is broken.
 */
export function busyButReady(path: string, answer: Answer): boolean {
  if (path !== '/api/v1/health/ready' || answer.status !== 503) return false;
  try {
    const body = ReadinessResponse.parse(JSON.parse(answer.body));
    return body.failed.length > 0 && body.failed.every((name) => body.checks[name as keyof typeof body.checks]?.error === 'timeout');
  } catch {
    return false;
  }
}

/** What is wrong with an answer, or null. */
export function answerProblem(answer: Answer, foreignPath: boolean): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status >= 400) {
    if (!answer.contentType.includes('application/json')) return `answered ${answer.status} as ${answer.contentType || 'no content type'}, not JSON`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return `answered ${answer.status} with a body that is not JSON`;
    }
    const shape = ErrorBody.safeParse(parsed);
    if (!shape.success) return `answered ${answer.status} outside the error shape {detail, code, errors?}`;
  }
  if (foreignPath && answer.status >= 200 && answer.status < 300) return `answered ${answer.status} for another firm's id`;
  return null;
}

const excerpt = (text: string, max: number) => (text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)` : JSON.stringify(text));

function describeFailure(seed: number, req: FuzzRequest, target: string, problem: string, answer: Answer | null): string {
  const who = req.identity.role ? `${req.identity.firm} ${req.identity.role}` : 'anonymous';
  const payload = req.payload === undefined ? '(none)' : excerpt(Buffer.isBuffer(req.payload) ? req.payload.toString('latin1') : req.payload, 600);
  return [
    `[FUZZ_SEED=${seed} request #${req.index}] ${req.op.key} as ${who} on ${target}: ${problem}`,
    `  mutations: ${req.mutations.join(' | ') || '(none: a valid request)'}`,
    `  request:   ${req.method} ${excerpt(req.url, 400)}`,
    `  headers:   ${excerpt(JSON.stringify(req.headers), 400)}`,
    `  body:      ${payload}`,
    ...(answer ? [`  answer:    ${answer.status} ${answer.contentType} ${excerpt(answer.body, 400)}`] : []),
  ].join('\n');
}

/**
 * Which target takes request n. Operations go in turn (n % operations), so plain alternation
 * (n % targets) would send an operation to the same server every round when the counts share a
 * factor: the operation's place in the round plus the round number, so neighbours alternate and
 * each operation moves to the next server each round. Not drawn from the request's random stream,
 * so a seed replays the same requests whatever the number of targets.
 */
export function targetIndex(index: number, operationCount: number, targetCount: number): number {
  const ops = Math.max(1, operationCount);
  return ((index % ops) + Math.floor(index / ops)) % targetCount;
}

/**
 * Sends `requests` fuzzed requests through app.inject, `concurrency` at a time, request n built
 * from its own seeded stream and sent to one of the targets (several app servers on one database
 * take turns, see targetIndex). Checks every answer (no 5xx, 4xx in the one error shape, another
 * firm's ids never answer 2xx, no request hangs), checks every target's and watched process's
 * health every 1,000 requests, keeps the session alive when the fuzz ended it, and learns ids
 * from successful answers (whichever server gave them: they share the database).
 */
export async function runFuzz(targets: readonly FuzzTarget[], world: FuzzWorld, operations: readonly Operation[], options: FuzzOptions): Promise<FuzzStats> {
  if (targets.length === 0) throw new Error('runFuzz needs at least one target');
  const stats: FuzzStats = {
    sent: 0,
    byStatus: new Map(),
    perTarget: new Map(targets.map((t) => [t.name, 0])),
    healthChecks: new Map([...targets, ...(options.watched ?? [])].map((t) => [t.name, 0])),
    perOperation: new Map(operations.map((op) => [op.key, { sent: 0, statuses: new Set<number>(), callers: new Set<string>(), targets: new Set<string>() }])),
    failures: [],
    failureCount: 0,
    unsendable: [],
    slowest: { ms: 0, what: '' },
    longestStallMs: 0,
    tokenRenewals: 0,
    elapsedMs: 0,
  };
  const fail = (message: string) => {
    stats.failureCount++;
    if (stats.failures.length < MAX_REPORTED_FAILURES) stats.failures.push(message);
  };
  const count = (key: string) => stats.byStatus.set(key, (stats.byStatus.get(key) ?? 0) + 1);
  const describeRequest = (req: FuzzRequest) => `#${req.index} ${req.op.key} (${req.mutations.join(' | ') || 'valid'})`;
  const inFlight = new Map<number, FuzzRequest>();
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  // FUZZ_DEBUG_SLOW=ms: print slow answers, and event-loop stalls with what was in flight.
  let lastTick = Date.now();
  const stallWatch = options.debugSlowMs
    ? setInterval(() => {
        const gap = Date.now() - lastTick;
        lastTick = Date.now();
        if (gap > (options.debugSlowMs ?? 0)) console.warn(`event loop stalled ${gap} ms; in flight:\n  ${[...inFlight.values()].map(describeRequest).join('\n  ')}`);
      }, 50)
    : undefined;

  const one = async (index: number) => {
    const rng = Rng.forRequest(options.seed, index);
    // Operations in turn, so each gets the same share; everything else is drawn.
    const op = operations[index % operations.length];
    const target = targets[targetIndex(index, operations.length, targets.length)];
    if (!op || !target) return;
    const identity = identityFor(op, rng);
    const req = buildRequest(index, op, identity, rng, world.pools);
    const token = await world.tokens.token(identity);
    const headers = { ...req.headers };
    if (token && !req.authReplaced) headers.authorization = `Bearer ${token}`;
    const started = Date.now();
    inFlight.set(index, req);
    let result: Awaited<ReturnType<Server['app']['inject']>> | 'timeout';
    try {
      result = await withTimeout(
        target.app.inject({ method: req.method, url: req.url, headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) }),
        options.timeoutMs,
      );
    } catch (err) {
      count('not sent');
      if (stats.unsendable.length < 5) stats.unsendable.push(`${describeRequest(req)}: ${(err as Error).message}`);
      return;
    } finally {
      inFlight.delete(index);
    }
    const ms = Date.now() - started;
    if (options.debugSlowMs && ms > options.debugSlowMs) console.warn(`slow answer ${ms} ms: ${describeRequest(req)}`);
    stats.sent++;
    stats.perTarget.set(target.name, (stats.perTarget.get(target.name) ?? 0) + 1);
    const perOp = stats.perOperation.get(op.key);
    perOp?.callers.add(identity.role ?? 'anonymous');
    perOp?.targets.add(target.name);
    if (perOp) perOp.sent++;
    if (result === 'timeout') {
      count('timeout');
      fail(describeFailure(options.seed, req, target.name, `no answer within ${options.timeoutMs} ms`, null));
      return;
    }
    if (ms > stats.slowest.ms) stats.slowest = { ms, what: describeRequest(req) };
    const answer: Answer = { status: result.statusCode, contentType: String(result.headers['content-type'] ?? ''), body: result.body };
    count(String(answer.status));
    perOp?.statuses.add(answer.status);
    if (busyButReady(op.path, answer)) count('503 of which readiness timed out while busy');
    else {
      const problem = answerProblem(answer, req.foreignPath);
      if (problem) fail(describeFailure(options.seed, req, target.name, problem, answer));
    }
    if (answer.status === 401 && token && !req.authReplaced) await world.tokens.renew(identity, token);
    if (answer.status >= 200 && answer.status < 300 && answer.contentType.includes('json')) {
      try {
        world.pools.harvest(req.method, op.path, JSON.parse(answer.body));
      } catch {
        /* a JSON content type over a body that is not: the schema check is not this gate's */
      }
    }
  };

  const ping = async (after: number) => {
    for (const member of [...targets, ...(options.watched ?? [])]) {
      const res = await withTimeout(member.app.inject({ method: 'GET', url: '/api/v1/health' }), options.timeoutMs);
      if (res === 'timeout' || res.statusCode !== 200) {
        fail(`[FUZZ_SEED=${options.seed}] ${member.name}'s health check after request #${after} answered ${res === 'timeout' ? 'nothing' : res.statusCode}`);
      } else stats.healthChecks.set(member.name, (stats.healthChecks.get(member.name) ?? 0) + 1);
    }
  };

  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= options.requests) return;
      // app.inject never touches a socket, so without this the workers' promise chains could keep
      // the event loop out of its I/O phase, starving file-system callbacks as real traffic does not.
      await new Promise((resolve) => setImmediate(resolve));
      await one(index);
      if (index > 0 && index % PING_EVERY === 0) await ping(index);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  stats.elapsedMs = Date.now() - started;
  clearInterval(stallWatch);
  loopDelay.disable();
  stats.longestStallMs = Math.round(loopDelay.max / 1e6);
  stats.tokenRenewals = world.tokens.renewals;
  return stats;
}
