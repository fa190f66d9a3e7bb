import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { JOB_PAYLOADS, type JobName, type JobPayload } from './registry.js';

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, jobId: string) => Promise<void>;

/** Durable queue (pg-boss) in the application database: jobs survive crashes and restarts. */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    const common = { schema: 'pgboss', retryLimit: 5, retryDelay: 2, retryBackoff: true };
    this.boss =
      database.kind === 'postgres' && database.connectionString
        ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
        : // PGlite has one connection: pg-boss talks to it through the same client.
          new PgBoss({ ...common, db: { executeSql: database.executeSql } });
    this.boss.on('error', (err: Error) => this.log.error({ err }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const name of Object.keys(JOB_PAYLOADS)) await this.boss.createQueue(name);
    this.started = true;
  }

  /** Enqueue after the transaction that decided on the job has committed (never inside it). */
  async send<N extends JobName>(name: N, payload: JobPayload<N>, options: PgBoss.SendOptions = {}): Promise<string> {
    const data = JOB_PAYLOADS[name].parse(payload);
    const id = await this.boss.send(name, data, options);
    if (!id) throw new Error(`job ${name} was not queued`);
    return id;
  }

  async work<N extends JobName>(name: N, handler: JobHandler<N>, pollingIntervalSeconds = 1): Promise<void> {
    await this.boss.work<unknown>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        const parsed = JOB_PAYLOADS[name].safeParse(job.data);
        if (!parsed.success) {
          // A malformed payload will never succeed: fail it without retry storms.
          this.log.error({ job: job.id, issues: parsed.error.issues }, `invalid ${name} payload`);
          continue;
        }
        await handler(parsed.data as JobPayload<N>, job.id);
      }
    });
  }

  /** For the readiness check: can we reach the queue's tables right now? */
  async ping(): Promise<void> {
    if (!this.started) throw new Error('job queue is not running');
    await this.boss.getQueueSize('email.send');
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5000, wait: true });
  }
}
