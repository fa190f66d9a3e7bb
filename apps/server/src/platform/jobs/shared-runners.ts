import type { FastifyBaseLogger } from 'fastify';

/*
 * Runners that share one queue between firms. pg-boss hands a worker the queue's next job whoever
 * it belongs to, so one firm's backlog (or one slow document) held every runner while another
 * firm's one-page file waited behind it. These runners claim jobs themselves: at most `maxPerKey`
 * jobs with the same key (the payload's firm id) run at once in this process, and a runner with
 * room claims the queue's first job (by priority, then age) whose firm is below that share. With
 * `maxPerKey = runners - 1`, a firm never holds the last runner: another firm's job starts within
 * one poll of arriving, however much the first firm has queued or however long its document runs.
 * The order between firms comes from the jobs' priorities (set when they are sent; documents use a
 * virtual start time, documents/pipeline/enqueue.ts).
 *
 * Everything else stays pg-boss's: the job's state, retries with back-off, expiry, completion and
 * failure; the claim is pg-boss's own fetch with one more condition (queue.ts claimNext).
 */

/** Keeps a firm to its share of a queue's runners: `field` is the payload's key (organization_id). */
export interface FairShare {
  field: string;
  maxPerKey: number;
}

/** A job claimed (made active) for one runner. */
export interface ClaimedJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

export interface SharedRunnersSpec {
  name: string;
  runners: number;
  share: FairShare;
  /** How long a runner with room waits before asking again when nothing could be claimed. */
  pollMs: number;
  log: FastifyBaseLogger;
  /** Claims the next job whose key is not in `excluded` (made active), or none. */
  claim(excluded: string[]): Promise<ClaimedJob | undefined>;
  /** Runs a claimed job to its end (completing or failing it); never rejects. */
  run(job: ClaimedJob): Promise<void>;
}

export class SharedRunners {
  /** Jobs running now, by key. */
  private readonly perKey = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<void>>();
  private stopping = false;
  /** A job claimed just as stopping began: never started, it is handed back with the running ones. */
  private unstarted: string[] = [];
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(private readonly spec: SharedRunnersSpec) {}

  start(): void {
    this.loop ??= this.dispatch();
  }

  /** A job was sent: claim now rather than at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  /** The keys at their share now: their jobs wait for a later claim. */
  private full(): string[] {
    return [...this.perKey].filter(([, n]) => n >= this.spec.share.maxPerKey).map(([key]) => key);
  }

  /** Resolves after `ms`, or sooner when a job ends or stopping begins. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async dispatch(): Promise<void> {
    while (!this.stopping) {
      if (this.inflight.size >= this.spec.runners) {
        await this.pause(this.spec.pollMs);
        continue;
      }
      let job: ClaimedJob | undefined;
      try {
        job = await this.spec.claim(this.full());
      } catch (err) {
        if (!this.stopping) this.spec.log.error({ err, queue: this.spec.name }, 'could not claim a job');
      }
      if (this.stopping) {
        if (job) this.unstarted.push(job.id);
        break;
      }
      if (!job) {
        await this.pause(this.spec.pollMs);
        continue;
      }
      this.begin(job);
    }
  }

  private begin(job: ClaimedJob): void {
    const key = keyOf(job.data, this.spec.share.field);
    this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    const run = this.spec.run(job).finally(() => {
      const left = (this.perKey.get(key) ?? 1) - 1;
      if (left > 0) this.perKey.set(key, left);
      else this.perKey.delete(key);
      this.inflight.delete(job.id);
      this.wake?.();
    });
    this.inflight.set(job.id, run);
  }

  /**
   * Stops claiming and waits up to `waitMs` for the jobs running; returns the ids of those still
   * running then, and of one claimed as stopping began (the caller fails them so that pg-boss runs
   * them again, as it does with its own workers' jobs).
   */
  async stop(waitMs: number): Promise<string[]> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    if (this.inflight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.inflight.values()]), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    }
    return [...this.unstarted, ...this.inflight.keys()];
  }
}

/** The job's key ('' when the payload has none: such jobs share one key). */
export function keyOf(data: unknown, field: string): string {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
}
