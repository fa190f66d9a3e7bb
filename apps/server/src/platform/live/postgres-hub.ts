import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '../../db/client.js';
import { LocalFanout, assertChannel, assertMessage, assertSeq, type LiveHub } from './hub.js';

export interface PostgresLiveHubOptions {
  connectionString: string;
  /** The main pool: NOTIFY goes out through it (after the writer's commit), never through the listening connection. */
  executeSql: ExecuteSql;
  log?: FastifyBaseLogger;
  /** The PostgreSQL channel every server LISTENs on (one for all live channels). */
  pgChannel?: string;
  /** Reconnect back-off: the first wait, doubled after each failure up to the maximum (±20 % jitter). */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** How often the listening connection is probed (a half-open TCP connection would otherwise stay silent). */
  pingIntervalMs?: number;
}

/** Origin ids are 12 hex characters; a payload is `<origin> n <channel> <seq>` or `<origin> m <channel> <message>`. */
const PAYLOAD = /^([0-9a-f]{12}) ([nm]) (\S+) ([\s\S]*)$/;

/**
 * The hub across app servers: one dedicated connection per server LISTENs on `live_events`; a
 * notify goes to this server's subscribers at once and to the others as
 * `pg_notify('live_events', '<origin> n <channel> <seq>')` through the main pool. A server ignores
 * its own payloads when they come back (it delivered them already).
 *
 * When the listening connection drops (database restart, failover, network), it reconnects with
 * back-off and then calls the resync listeners: notifications sent while it was away are lost,
 * so subscribers re-read their channel from the last seq they sent.
 */
export class PostgresLiveHub implements LiveHub {
  readonly origin = randomBytes(6).toString('hex');
  private readonly local: LocalFanout;
  private readonly pgChannel: string;
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private connecting: Promise<void> | null = null;

  constructor(private readonly options: PostgresLiveHubOptions) {
    this.local = new LocalFanout(options.log);
    this.pgChannel = options.pgChannel ?? 'live_events';
    if (!/^[a-z_][a-z0-9_]*$/.test(this.pgChannel)) throw new Error(`invalid PostgreSQL channel name: ${this.pgChannel}`);
  }

  /** Connects and LISTENs; rejects when the first connection fails (the server should not start half-deaf). */
  async start(): Promise<void> {
    await this.connect();
    const interval = this.options.pingIntervalMs ?? 30_000;
    this.pingTimer = setInterval(() => void this.ping(), interval);
    this.pingTimer.unref();
  }

  /** Whether the listening connection is up (for health output and tests). */
  get listening(): boolean {
    return this.client !== null;
  }

  async notify(channel: string, seq: number): Promise<void> {
    assertChannel(channel);
    assertSeq(seq);
    if (this.closed) return;
    this.local.seqs.deliver(channel, seq);
    await this.send(`${this.origin} n ${channel} ${seq}`);
  }

  subscribe(channel: string, listener: (seq: number) => void): () => void {
    assertChannel(channel);
    return this.local.seqs.add(channel, listener);
  }

  async publish(channel: string, message: string): Promise<void> {
    assertChannel(channel);
    assertMessage(message);
    if (this.closed) return;
    this.local.messages.deliver(channel, message);
    await this.send(`${this.origin} m ${channel} ${message}`);
  }

  onMessage(channel: string, listener: (message: string) => void): () => void {
    assertChannel(channel);
    return this.local.messages.add(channel, listener);
  }

  onResync(listener: () => void): () => void {
    return this.local.onResync(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
    this.local.clear();
  }

  /**
   * Through the main pool, never the listening connection (a NOTIFY must not wait behind a
   * reconnect). Committed data is already visible, so a signal that cannot go out is logged, not
   * thrown: the writer's change stands and the next signal (or a resync) brings the others up to date.
   */
  private async send(payload: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.options.executeSql('select pg_notify($1, $2)', [this.pgChannel, payload]);
        return;
      } catch (err) {
        if (attempt >= 2 || this.closed) {
          this.options.log?.error({ err }, 'live hub: NOTIFY failed; other servers learn of it with the next one');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  private receive(payload: string): void {
    const match = PAYLOAD.exec(payload);
    if (!match) {
      this.options.log?.warn({ payload: payload.slice(0, 200) }, 'live hub: ignored a malformed notification');
      return;
    }
    const [, origin, kind, channel, rest] = match as unknown as [string, string, 'n' | 'm', string, string];
    if (origin === this.origin) return; // delivered locally when it was sent
    if (kind === 'm') {
      this.local.messages.deliver(channel, rest);
      return;
    }
    const seq = Number(rest);
    if (Number.isSafeInteger(seq) && seq >= 0) this.local.seqs.deliver(channel, seq);
  }

  private connect(): Promise<void> {
    const attempt = (async () => {
      const client = new pg.Client({
        connectionString: this.options.connectionString,
        application_name: `live-hub:${this.origin}`,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        query_timeout: 10_000,
        connectionTimeoutMillis: 10_000,
      });
      client.on('error', (err) => this.lost(client, err));
      client.on('end', () => this.lost(client));
      client.on('notification', (message) => {
        if (message.channel === this.pgChannel) this.receive(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${this.pgChannel}`);
      } catch (err) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        throw err;
      }
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
    })();
    this.connecting = attempt;
    return attempt.finally(() => {
      if (this.connecting === attempt) this.connecting = null;
    });
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client) return; // a connection that is being set up or was already replaced
    this.client = null;
    client.removeAllListeners('end');
    client.removeAllListeners('notification');
    client.on('error', () => undefined); // late errors of a dead connection must not crash the process
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.options.log?.warn({ err }, 'live hub: the LISTEN connection was lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const min = this.options.reconnectMinMs ?? 250;
    const max = this.options.reconnectMaxMs ?? 10_000;
    const base = Math.min(max, min * 2 ** this.failures);
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.failures = 0;
          this.options.log?.info('live hub: listening again; subscribers re-read what they may have missed');
          this.local.resync();
        },
        (err: unknown) => {
          this.failures++;
          this.options.log?.warn({ err, failures: this.failures }, 'live hub: reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  private async ping(): Promise<void> {
    const client = this.client;
    if (!client || this.closed) return;
    try {
      await client.query('select 1');
    } catch (err) {
      this.lost(client, err instanceof Error ? err : new Error(String(err)));
    }
  }
}
