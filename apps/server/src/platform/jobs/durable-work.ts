import type { AppDeps } from '../../deps.js';
import type { JobState } from './queue.js';
import { startRecoverableWork, stopRecoverableWork, type RecoverableQueue } from './recoverable-work.js';
import type { JobName } from './registry.js';

/*
 * Durable work: long work whose state lives in a row of its own table (a document being read, a
 * transcription, a production), run by a job on the durable queue. The row says where the work
 * stands (waiting, running, finished, failed with a reason for the screen); its `updated_at` is the
 * heartbeat. One definition per kind of work gives, from a handful of row operations:
 * - a lease: at most one run of an item per server, the row touched every `heartbeatMs` while it runs;
 * - a recovery of stalled work: rows still to finish whose heartbeat stopped are put back on the
 *   queue, or failed with `interruptedReason` once their job's retries are spent;
 * - the sweeper and the runners (recoverable-work.ts) started and stopped with the module.
 * Why a heartbeat on the row and not only on the job: pg-boss records nothing of who runs a job, and
 * the row is what the user sees, so a silent row is what must be put right.
 */

/** An item the recovery found stalled. */
export interface StalledItem {
  id: string;
  organizationId: string;
  /** A worker had started it (the others were waiting for one). */
  started: boolean;
}

/** What the helper needs of the work's own table; each operation is a short query. */
export interface DurableRows {
  /** Items still to finish (waiting or running) whose row is untouched since `before`; at most `limit`. */
  stalled(deps: AppDeps, before: Date, limit: number): Promise<StalledItem[]>;
  /** The heartbeat: touches the item's row only while it is running (a finished one stays as it is). */
  touch(deps: AppDeps, id: string): Promise<unknown>;
  /** Ends items that are still running as failed, with `reason` for the screen; a finished one stays finished. */
  fail(deps: AppDeps, ids: string[], reason: string): Promise<unknown>;
  /** Marks items as waiting again and touches them, so the next sweep does not queue them twice before they start. */
  markRequeued(deps: AppDeps, ids: string[]): Promise<unknown>;
  /** Sends the items' jobs (after markRequeued has committed). */
  enqueue(deps: AppDeps, items: StalledItem[]): Promise<unknown>;
}

export interface DurableWorkSpec<N extends JobName> {
  /** Names the work in logs: "documents", "transcriptions". */
  what: string;
  /** The job that runs one item, and its payload field holding the item's id. */
  job: N;
  payloadKey: string;
  rows: DurableRows;
  /** Why an item failed for good when every run of its job was interrupted (shown to the user). */
  interruptedReason: string;
  /** How often a running item touches its row. */
  heartbeatMs: number;
  /** A heartbeat this old says the worker is gone (several missed beats, so a slow query is no crash). */
  stalledAfterMs: number;
  /** How often the running server sweeps for stalled items. */
  sweepEveryMs: number;
  /** Items one sweep looks at (the rest wait for the next sweep). */
  sweepBatch: number;
}

export interface RecoveryResult {
  /** Items whose job was still active with its worker gone: that job was failed, so pg-boss runs it again. */
  retried: number;
  /** Items with no job waiting (lost between commit and enqueue, or finished without them): queued again. */
  requeued: number;
  /** Items whose every retry was interrupted: failed with the interrupted reason. */
  failed: number;
}

/** The message a job failed by recovery carries (pg-boss keeps it as the job's output). */
export const WORKER_GONE = 'the worker stopped (no heartbeat); recovered after a restart or crash';

const WAITING_OR_ACTIVE: ReadonlySet<JobState['state']> = new Set(['created', 'retry', 'active']);

export class DurableWork<N extends JobName> {
  /** Items running on each server now (tests run several servers in one process). */
  private readonly runningHere = new WeakMap<AppDeps, Set<string>>();

  constructor(readonly spec: DurableWorkSpec<N>) {}

  /**
   * Runs one item holding its lease: `claim` moves the row to running (a conditional update; nothing
   * back means the item is finished, cancelled or not there) and `body` does the work with the row
   * heartbeating meanwhile. Returns undefined, without running anything, when this server already
   * runs the item (pg-boss may hand a job over twice when a retry races a late finish) or the claim
   * took nothing. Errors from `claim` or `body` reach the caller, which decides the failure reason.
   */
  async withLease<R, T>(deps: AppDeps, id: string, claim: () => Promise<R | undefined>, body: (claimed: R) => Promise<T>): Promise<T | undefined> {
    const here = this.runningHere.get(deps) ?? new Set<string>();
    this.runningHere.set(deps, here);
    if (here.has(id)) return undefined;
    here.add(id);
    // The beat in flight, awaited when the lease ends: no touch lands after withLease has returned.
    let beating: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      beating = Promise.resolve()
        .then(() => this.spec.rows.touch(deps, id))
        .catch((err: unknown) => deps.log.warn({ err, item: id, work: this.spec.what }, `${this.spec.what} heartbeat failed`));
    }, this.spec.heartbeatMs);
    timer.unref();
    try {
      const claimed = await claim();
      if (claimed === undefined) return undefined;
      return await body(claimed);
    } finally {
      clearInterval(timer);
      await beating;
      here.delete(id);
    }
  }

  /** Ends running items as failed with a reason for the screen (finished ones stay finished). */
  async failWithReason(deps: AppDeps, ids: string[], reason: string): Promise<void> {
    if (ids.length > 0) await this.spec.rows.fail(deps, ids, reason);
  }

  /**
   * Finds items left behind by a worker that died (a crash, a kill, a power cut) and gets them done
   * after all. An item is stalled when it is still to finish and its row is untouched since
   * `stalledBefore`; then, by its newest job:
   * - still active: the worker that held it is gone → fail that job, so pg-boss runs it again (up to
   *   the queue's retry limit, so an item that kills the process cannot loop forever);
   * - waiting (created/retry): it runs in its turn → nothing to do;
   * - failed after its last retry while the item was running → the item fails with the interrupted reason;
   * - none, or finished while the item never did → queue it again.
   */
  async recover(deps: AppDeps, stalledBefore: Date): Promise<RecoveryResult> {
    const { job, payloadKey, rows, sweepBatch, what, interruptedReason } = this.spec;
    const result: RecoveryResult = { retried: 0, requeued: 0, failed: 0 };
    const stalled = await rows.stalled(deps, stalledBefore, sweepBatch);
    if (stalled.length === 0) return result;

    const newest = async () => {
      const jobs = await deps.jobs.jobsByPayload(job, payloadKey, stalled.map((s) => s.id));
      const byItem = new Map<string, JobState>();
      for (const j of jobs) if (!byItem.has(j.key)) byItem.set(j.key, j); // newest first
      return byItem;
    };
    const orphaned = [...(await newest()).values()].filter((j) => j.state === 'active').map((j) => j.id);
    await deps.jobs.fail(job, orphaned, WORKER_GONE);
    result.retried = orphaned.length;

    const jobs = await newest();
    const lost: StalledItem[] = [];
    const exhausted: string[] = [];
    for (const item of stalled) {
      const newestJob = jobs.get(item.id);
      if (newestJob && WAITING_OR_ACTIVE.has(newestJob.state)) continue;
      if (newestJob?.state === 'failed' && item.started) exhausted.push(item.id);
      else lost.push(item);
    }
    await this.failWithReason(deps, exhausted, interruptedReason);
    result.failed = exhausted.length;
    if (lost.length > 0) {
      await rows.markRequeued(deps, lost.map((l) => l.id));
      await rows.enqueue(deps, lost);
      result.requeued = lost.length;
    }
    if (result.retried + result.requeued + result.failed > 0) deps.log.warn({ ...result }, `recovered ${what} that had stalled`);
    return result;
  }

  /**
   * Starts the work on this server: one recovery sweep before any job is taken, then the runners,
   * then a sweep every `sweepEveryMs` (recoverable-work.ts).
   */
  start(deps: AppDeps, queue: Omit<RecoverableQueue<N>, 'name'>): Promise<void> {
    return startRecoverableWork(deps, {
      what: this.spec.what,
      recover: (d, before) => this.recover(d, before),
      stalledAfterMs: this.spec.stalledAfterMs,
      intervalMs: this.spec.sweepEveryMs,
      queue: { ...queue, name: this.spec.job },
    });
  }

  /** Stops the sweeps and asks the runs in progress to stop at a safe point (they stay running, for the next start). */
  stop(deps: AppDeps): Promise<void> {
    return stopRecoverableWork(deps, this.spec.what);
  }
}

/** Defines a kind of durable work (see the top of this file). */
type Timing = 'heartbeatMs' | 'stalledAfterMs' | 'sweepEveryMs' | 'sweepBatch';

/**
 * The timing every kind of work uses unless it says otherwise: a beat every 30 s, gone after ten
 * missed beats (so a slow query is no crash), a sweep a minute of up to 200 items.
 */
const DEFAULT_TIMING: Pick<DurableWorkSpec<JobName>, Timing> = { heartbeatMs: 30_000, stalledAfterMs: 5 * 60_000, sweepEveryMs: 60_000, sweepBatch: 200 };

export const durableWork = <N extends JobName>(spec: Omit<DurableWorkSpec<N>, Timing> & Partial<Pick<DurableWorkSpec<N>, Timing>>): DurableWork<N> =>
  new DurableWork({ ...DEFAULT_TIMING, ...spec });
