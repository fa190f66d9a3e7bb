import pg from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { LIVENESS_GRACE_SECONDS, LIVENESS_SWEEP_MS, RunLocks, UNHELD_ACTIVE_JOBS } from './liveness.js';
import { JOB_PAYLOADS, type JobName, type JobPayload } from './registry.js';
import { retryOnDeadlock } from './retry-deadlock.js';
import { SharedRunners, type ClaimedJob, type FairShare } from './shared-runners.js';

/** Which run of its job this is: pg-boss runs a failed job again while `retryCount < retryLimit`. */
export interface JobAttempt {
  /** Runs before this one (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

/** True on a job's last run: failing now fails it for good (no retry follows). */
export const isLastAttempt = (attempt: JobAttempt): boolean => attempt.retryCount >= attempt.retryLimit;

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, jobId: string, attempt: JobAttempt) => Promise<void>;

export interface JobState {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** The payload field the jobs were looked up by. */
  key: string;
  createdOn: Date;
}

const SCHEMA = 'pgboss';
/** Advisory lock key for queue set-up (the migrations use 727274). */
const QUEUE_START_LOCK = 727275;

/** Durable queue (pg-boss) in the application database: jobs survive crashes and restarts. */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  /** Set when stop() begins: from then on the database may close under a job still finishing. */
  private stopping = false;
  /** PostgreSQL: the run locks that tell a live worker's active job from a dead one's (liveness.ts). */
  private readonly runLocks: RunLocks | undefined;
  /** The queues this process works: the liveness sweep looks at their active jobs. */
  private readonly worked = new Set<JobName>();
  /** Per queue, the active jobs found unheld by the previous sweep. */
  private readonly suspects = new Map<JobName, Set<string>>();
  private livenessTimer: NodeJS.Timeout | undefined;
  private sweeping = false;
  /** Queues worked by runners shared fairly between firms (workShared), by name. */
  private readonly shared = new Map<JobName, SharedRunners>();

  /**
   * `background: false` (a `web` process) only sends jobs: pg-boss's schedule clock and its
   * maintenance (expiring, archiving) run in the worker processes, which de-duplicate them anyway.
   */
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    { background = true }: { background?: boolean } = {},
  ) {
    const common = { schema: SCHEMA, retryLimit: 5, retryDelay: 2, retryBackoff: true, schedule: background, supervise: background };
    this.boss =
      database.kind === 'postgres' && database.connectionString
        ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
        : // PGlite has one connection: pg-boss talks to it through the same client.
          new PgBoss({ ...common, db: { executeSql: (text: string, values?: unknown[]) => this.executeForQueue(text, values) } });
    this.boss.on('error', (err: Error) => this.log.error({ err }, 'job queue error'));
    if (database.kind === 'postgres' && database.connectionString) this.runLocks = new RunLocks(database.connectionString, log);
  }

  /**
   * pg-boss's statements on PGlite. A job that outlives stop()'s graceful wait finishes after the
   * database has closed, and pg-boss then records its completion without awaiting it (an unhandled
   * rejection). pg-boss's own PostgreSQL client answers nothing once closed; this answers the same,
   * so the job simply stays active and is run again after the restart, like one whose process died.
   */
  private async executeForQueue(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      return await this.database.executeSql(text, values);
    } catch (err) {
      if (!this.stopping) throw err;
      this.log.debug({ err }, 'job queue statement after shutdown dropped');
      return undefined as unknown as { rows: unknown[] };
    }
  }

  async start(): Promise<void> {
    this.stopping = false;
    this.runLocks?.reopen();
    await this.oneStartAtATime(async () => {
      await this.boss.start();
      for (const name of Object.keys(JOB_PAYLOADS)) await retryOnDeadlock(() => this.boss.createQueue(name));
    });
    this.started = true;
  }

  /**
   * PostgreSQL: processes starting together (the web servers and the worker of a fresh deployment)
   * create pg-boss's schema and queues one after the other, under a session advisory lock on a
   * connection of its own: pg-boss's createQueue deadlocked between concurrent starts on an empty
   * database and crashed the loser (queue-start.int.test.ts). The retry in retry-deadlock.ts stays
   * for a contender the lock does not cover (an older build during a rolling upgrade).
   */
  private async oneStartAtATime(work: () => Promise<void>): Promise<void> {
    if (this.database.kind !== 'postgres' || !this.database.connectionString) return work();
    const client = new pg.Client({ connectionString: this.database.connectionString, application_name: 'job-queue-start' });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [QUEUE_START_LOCK]);
      await work();
    } finally {
      await client.end().catch(() => undefined); // ending the session releases the lock
    }
  }

  /** Enqueue after the transaction that decided on the job has committed (never inside it). */
  async send<N extends JobName>(name: N, payload: JobPayload<N>, options: PgBoss.SendOptions = {}): Promise<string> {
    const data = JOB_PAYLOADS[name].parse(payload);
    const id = await this.boss.send(name, data, options);
    if (!id) throw new Error(`job ${name} was not queued`);
    // This process's runners of the queue may be idle, polling: let them claim it now.
    this.shared.get(name)?.nudge();
    return id;
  }

  async work<N extends JobName>(name: N, handler: JobHandler<N>, pollingIntervalSeconds = 1): Promise<void> {
    // pg-boss sleeps out the rest of the polling interval after every batch, which made a queue
    // of many short jobs (a 40-file upload) cost a full interval each. Having just run a job, there
    // may well be another: ask for the next batch at once. An empty fetch still waits as usual.
    const worker: { id?: string } = {};
    // includeMetadata: the handler learns which attempt it runs (a last one may fail with a reason).
    worker.id = await this.boss.work<unknown>(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async (jobs) => {
      if (jobs.length > 0 && worker.id) this.boss.notifyWorker(worker.id);
      for (const job of jobs) {
        const parsed = JOB_PAYLOADS[name].safeParse(job.data);
        if (!parsed.success) {
          // A malformed payload will never succeed: fail it without retry storms.
          this.log.error({ job: job.id, issues: parsed.error.issues }, `invalid ${name} payload`);
          continue;
        }
        const attempt = { retryCount: job.retryCount, retryLimit: job.retryLimit };
        await this.runHeld(job.id, () => handler(parsed.data as JobPayload<N>, job.id, attempt));
      }
    });
    this.worked.add(name);
    this.startLivenessSweep();
  }

  /**
   * Works `name` with `runners` jobs at once, at most `share.maxPerKey` of them with the same
   * `share.field` in their payload (the firm), claiming the first job by priority and age among the
   * firms below their share (shared-runners.ts). Otherwise like work(): the job's attempt is passed
   * on, a malformed payload is dropped, a failure is retried by pg-boss.
   */
  async workShared<N extends JobName>(name: N, handler: JobHandler<N>, options: { runners: number; share: FairShare; pollingIntervalSeconds?: number }): Promise<void> {
    if (this.shared.has(name)) throw new Error(`${name} is already worked here`);
    const runners = new SharedRunners({
      name,
      runners: options.runners,
      share: options.share,
      pollMs: (options.pollingIntervalSeconds ?? 1) * 1000,
      log: this.log,
      claim: (excluded) => this.claimNext(name, options.share.field, excluded),
      run: (job) => this.runClaimed(name, handler, job),
    });
    this.shared.set(name, runners);
    runners.start();
    this.worked.add(name);
    this.startLivenessSweep();
  }

  /**
   * pg-boss's own fetch of the next job (fetchNextJob in its plans.js: priority first, then age;
   * the retry count grows on every start after the first), with one condition more: not a job of
   * the keys in `excluded`.
   */
  private async claimNext(name: JobName, field: string, excluded: string[]): Promise<ClaimedJob | undefined> {
    const { rows } = await this.database.executeSql(
      `with next as (
         select id from ${SCHEMA}.job
          where name = $1 and state < 'active' and start_after < now()
            and not (coalesce(data->>$2, '') = any($3::text[]))
          order by priority desc, created_on, id
          limit 1
          for no key update skip locked
       )
       update ${SCHEMA}.job j set state = 'active', started_on = now(),
              retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
         from next where j.name = $1 and j.id = next.id
       returning j.id::text as id, j.data, j.retry_count as "retryCount", j.retry_limit as "retryLimit"`,
      [name, field, excluded],
    );
    return (rows as ClaimedJob[] | undefined)?.[0];
  }

  /** Runs a claimed job and completes it, or fails it (pg-boss retries it within its limit). */
  private async runClaimed<N extends JobName>(name: N, handler: JobHandler<N>, job: ClaimedJob): Promise<void> {
    try {
      const parsed = JOB_PAYLOADS[name].safeParse(job.data);
      if (!parsed.success) {
        // A malformed payload will never succeed: end it without retry storms.
        this.log.error({ job: job.id, issues: parsed.error.issues }, `invalid ${name} payload`);
      } else {
        const attempt = { retryCount: job.retryCount, retryLimit: job.retryLimit };
        try {
          await this.runHeld(job.id, () => handler(parsed.data as JobPayload<N>, job.id, attempt));
        } catch (err) {
          await this.boss.fail(name, job.id, err instanceof Error ? { message: err.message, stack: err.stack } : { value: String(err) });
          return;
        }
      }
      await this.boss.complete(name, job.id);
    } catch (err) {
      // Recording the outcome failed (the database is closing, say): the job stays active and the
      // liveness sweep or the next start's recovery runs it again.
      if (!this.stopping) this.log.error({ err, job: job.id }, `could not record the outcome of a ${name} job`);
    }
  }

  /**
   * Every LIVENESS_SWEEP_MS, on PostgreSQL, a process that works queues fails their active jobs
   * whose run lock nobody holds, seen so in two sweeps in a row, so that pg-boss runs them again
   * (liveness.ts). Every queue, not only those with a recovery of their own: a worker killed mid
   * search-index or embedding job left it active until pg-boss's expiry, 15 minutes later
   * (test:crash). Handlers are re-runnable anyway: pg-boss retries every failure.
   */
  private suspectsOf(name: JobName): Set<string> {
    let set = this.suspects.get(name);
    if (!set) this.suspects.set(name, (set = new Set()));
    return set;
  }

  private startLivenessSweep(): void {
    if (!this.runLocks || this.livenessTimer) return;
    this.livenessTimer = setInterval(() => {
      if (this.sweeping || this.stopping) return;
      this.sweeping = true;
      void (async () => {
        for (const name of this.worked) await this.failDeadRuns(name);
      })()
        .catch((err: unknown) => this.log.error({ err }, 'could not check the job runs\' workers'))
        .finally(() => (this.sweeping = false));
    }, LIVENESS_SWEEP_MS);
    this.livenessTimer.unref();
  }

  /**
   * One liveness sweep of a queue: fails the active jobs found unheld now and in the previous sweep
   * (`suspects`, updated in place; the queue's own set unless a test passes one); returns them.
   */
  async failDeadRuns(name: JobName, suspects = this.suspectsOf(name)): Promise<string[]> {
    const unheld = await this.unheldActiveJobs(name);
    const dead = unheld.filter((id) => suspects.has(id));
    suspects.clear();
    for (const id of unheld) if (!dead.includes(id)) suspects.add(id);
    if (dead.length > 0) {
      await this.fail(name, dead, 'the worker process is gone (its run lock was released); run again');
      this.log.warn({ queue: name, jobs: dead }, 'retrying jobs whose worker process died');
    }
    return dead;
  }

  /** A recurring job (cron, UTC): pg-boss fires it once per slot however many servers run. */
  async schedule<N extends JobName>(name: N, cron: string, payload: JobPayload<N>): Promise<void> {
    await this.boss.schedule(name, cron, JOB_PAYLOADS[name].parse(payload));
  }

  /**
   * The jobs of a queue whose payload field `field` is one of `values`, newest first (pg-boss 10
   * has no lookup by payload). Lets a module tell a job whose worker died (still "active") from
   * one waiting its turn; not for hot paths (the payload is not indexed).
   */
  async jobsByPayload(name: JobName, field: string, values: string[]): Promise<JobState[]> {
    if (values.length === 0) return [];
    const { rows } = await this.database.executeSql(
      `select id::text as id, state::text as state, data->>$2 as key, created_on as "createdOn" from ${SCHEMA}.job
        where name = $1 and data->>$2 = any($3::text[]) order by created_on desc`,
      [name, field, values],
    );
    return (rows as { id: string; state: JobState['state']; key: string; createdOn: Date | string }[]).map((r) => ({ ...r, createdOn: new Date(r.createdOn) }));
  }

  /**
   * Runs a job's work holding its run lock (PostgreSQL), so that `unheldActiveJobs` can tell this
   * live run from one whose process died. With PGlite only one process runs jobs: nothing to hold.
   */
  async runHeld<T>(jobId: string, work: () => Promise<T>): Promise<T> {
    return this.runLocks ? this.runLocks.whileHeld(jobId, work) : work();
  }

  /** Active jobs of `name` whose worker process is gone (PostgreSQL; none with PGlite). See liveness.ts. */
  async unheldActiveJobs(name: JobName, graceSeconds = LIVENESS_GRACE_SECONDS): Promise<string[]> {
    if (!this.runLocks) return [];
    const { rows } = await this.database.executeSql(UNHELD_ACTIVE_JOBS, [name, graceSeconds]);
    return (rows as { id: string }[]).map((r) => r.id);
  }

  /** Fails active jobs (their worker is gone): pg-boss retries each while its retry limit allows. */
  async fail(name: JobName, ids: string[], message: string): Promise<void> {
    for (const id of ids) await this.boss.fail(name, id, { message });
  }

  /** For the readiness check: can we reach the queue's tables right now? */
  async ping(): Promise<void> {
    if (!this.started) throw new Error('job queue is not running');
    await this.boss.getQueueSize('email.send');
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    clearInterval(this.livenessTimer);
    this.livenessTimer = undefined;
    this.worked.clear();
    this.suspects.clear();
    // The shared runners stop claiming and get pg-boss's own grace (5 s); a job still running then
    // is failed, so it runs again, as pg-boss does with its workers' jobs.
    const shared = [...this.shared];
    this.shared.clear();
    await Promise.all(
      shared.map(async ([name, runners]) => {
        const left = await runners.stop(5000);
        await this.fail(name, left, 'the server stopped while the job ran').catch(() => undefined);
      }),
    );
    await this.boss.stop({ graceful: true, timeout: 5000, wait: true });
    await this.runLocks?.close();
  }
}
