import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/*
 * Which active pg-boss jobs still have a live worker (PostgreSQL only).
 *
 * pg-boss 10 records that a job is active, not who runs it: a job whose process was killed stays
 * active until its expiry, and the recoverable queues set that to 23 hours (a long OCR or
 * transcription must not be restarted while it runs). Each module's own recovery finds a dead
 * worker by its silent heartbeat on the document or job row — but only for work that is still
 * unfinished: a process killed after its work's last commit and before pg-boss recorded the
 * completion left an active job that nothing looked at for 23 hours (then pg-boss ran it again).
 *
 * So a worker holds a PostgreSQL session advisory lock, keyed by the job id, on one connection of
 * its own while it runs a job. PostgreSQL drops a dead process's connection and with it the locks:
 * an active job whose lock nobody holds has lost its worker, whatever its work's state. A dropped
 * connection of a live process reconnects and takes its locks again; the sweep acts only on a job
 * seen unheld in two sweeps in a row, so such a gap is not mistaken for a death.
 */

/** The advisory lock space of job runs (first key of pg_advisory_lock(int, int)). */
export const RUN_LOCK_CLASS = 0x6a6f62;
/** How often a process that works queues looks for active jobs whose worker died (queue.ts). */
export const LIVENESS_SWEEP_MS = 15_000;
/** A job younger than this is not judged: its worker may be between pg-boss's fetch and taking the lock. */
export const LIVENESS_GRACE_SECONDS = 30;

/** The second key: the job id's first 31 bits (a collision makes a dead job look alive, never the reverse). */
export const runLockKey = (jobId: string): number => parseInt(jobId.replace(/-/g, '').slice(0, 8), 16) & 0x7fffffff;
const SQL_KEY = `((('x' || substr(replace(j.id::text, '-', ''), 1, 8))::bit(32)::int) & 2147483647)`;

/** Active jobs of `name` started more than `graceSeconds` ago whose run lock nobody holds. */
export const UNHELD_ACTIVE_JOBS = `
  select j.id::text as id from pgboss.job j
   where j.name = $1 and j.state = 'active' and j.started_on < now() - make_interval(secs => $2)
     and not exists (
       select 1 from pg_locks l
        where l.locktype = 'advisory' and l.granted and l.objsubid = 2
          and l.database = (select oid from pg_database where datname = current_database())
          and l.classid = ${RUN_LOCK_CLASS}::int::oid and l.objid = ${SQL_KEY}::oid)`;

export class RunLocks {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  /** Job id → how many runs of it this process holds (a lock is re-entrant in its session). */
  private readonly held = new Map<string, number>();
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  /**
   * The lock connection's last query. Jobs run side by side share the one connection; pg queues a
   * query sent while another runs, but deprecates that (pg 9 refuses it), so they are chained here.
   */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` holding the job's lock. No lock, no run: an unheld run could be taken for dead. */
  async whileHeld<T>(jobId: string, work: () => Promise<T>): Promise<T> {
    const client = await this.connect();
    await this.lockQuery(client, 'select pg_try_advisory_lock($1, $2)', jobId);
    this.held.set(jobId, (this.held.get(jobId) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const n = (this.held.get(jobId) ?? 1) - 1;
      if (n > 0) this.held.set(jobId, n);
      else this.held.delete(jobId);
      if (this.client) await this.lockQuery(this.client, 'select pg_advisory_unlock($1, $2)', jobId).catch(() => undefined);
    }
  }

  private lockQuery(client: pg.Client, sql: string, jobId: string): Promise<unknown> {
    const next = this.tail.then(() => client.query(sql, [RUN_LOCK_CLASS, runLockKey(jobId)]));
    this.tail = next.catch(() => undefined);
    return next;
  }

  private connect(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('the job queue is stopping'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, application_name: 'job-run-locks' });
      const lost = (err?: Error) => {
        if (this.client !== client) return;
        this.client = undefined;
        if (!this.closed) this.log.warn({ err }, 'job run-lock connection lost; reconnecting');
        this.reconnectSoon();
      };
      client.on('error', lost);
      client.on('end', () => lost());
      try {
        await client.connect();
        // Whatever this process still runs takes its locks again (a connection lost, not the process).
        for (const [jobId, n] of this.held)
          for (let i = 0; i < n; i++) await this.lockQuery(client, 'select pg_try_advisory_lock($1, $2)', jobId);
        this.client = client;
        return client;
      } finally {
        this.connecting = undefined;
      }
    })();
    return this.connecting;
  }

  private reconnectSoon(): void {
    if (this.closed || this.retry || this.held.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().catch((err: unknown) => {
        this.log.warn({ err }, 'job run-lock connection failed; retrying');
        this.reconnectSoon();
      });
    }, 1000);
    this.retry.unref();
  }

  /** After close(), for a queue started again (tests restart servers in one process). */
  reopen(): void {
    this.closed = false;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
