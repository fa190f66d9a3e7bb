import type { FastifyBaseLogger } from 'fastify';

/**
 * The live hub: wakes whoever follows a channel (a deposition session's sockets) when something new
 * was written, on this app server and on every other one sharing the database.
 *
 * It carries signals, never data: `notify` says "the log of this channel now reaches `seq`", and a
 * subscriber reads what it has not sent yet from the database (the log is the truth; a signal can
 * be late, doubled or, across a lost connection, missed — see `onResync`). `publish` carries small
 * ephemeral messages (presence) that nobody stores.
 *
 * Two implementations: in-process (PGlite: one process owns the database) and PostgreSQL
 * LISTEN/NOTIFY on a dedicated connection (postgres-hub.ts). Either way a notify wakes this
 * process's subscribers at once, without waiting for the round trip through the database.
 */
export interface LiveHub {
  /** After a transaction that appended events up to `seq` for `channel` committed: wake every subscriber on every server. */
  notify(channel: string, seq: number): Promise<void>;
  /** Called with each new head seq for the channel (from this process or, on PostgreSQL, another). Returns unsubscribe. */
  subscribe(channel: string, listener: (seq: number) => void): () => void;
  /**
   * An ephemeral message (at most MAX_MESSAGE_BYTES of UTF-8) to the channel's message listeners on
   * every other server and on this one. Nothing is stored: a server that was not listening never sees it.
   */
  publish(channel: string, message: string): Promise<void>;
  /** Messages published on the channel (by this server or another). Returns unsubscribe. */
  onMessage(channel: string, listener: (message: string) => void): () => void;
  /**
   * Called after the hub's connection to the other servers was lost and is back: notifications and
   * messages of the gap may be missing, so subscribers re-read from the last seq they sent and
   * re-announce what others must know (presence). Never called by the in-process hub.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; the channel name and origin need some of it. */
export const MAX_MESSAGE_BYTES = 7000;

type Listener<T> = (value: T) => void;

/** channel → listeners, delivering to each one in isolation (a throwing listener is logged, the others still run). */
class Listeners<T> {
  private readonly byChannel = new Map<string, Set<Listener<T>>>();

  constructor(private readonly log: FastifyBaseLogger | undefined) {}

  add(channel: string, listener: Listener<T>): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    // A wrapper, so the same function subscribed twice is two subscriptions (and unsubscribes once each).
    const entry: Listener<T> = (value) => listener(value);
    set.add(entry);
    return () => {
      const current = this.byChannel.get(channel);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) this.byChannel.delete(channel);
    };
  }

  deliver(channel: string, value: T): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(value);
      } catch (err) {
        this.log?.error({ err, channel }, 'live hub listener failed');
      }
    }
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  clear(): void {
    this.byChannel.clear();
  }
}

/** This process's subscribers: shared by both hubs (the PostgreSQL one adds the other servers). */
export class LocalFanout {
  readonly seqs: Listeners<number>;
  readonly messages: Listeners<string>;
  private readonly resyncs = new Set<() => void>();

  constructor(private readonly log?: FastifyBaseLogger) {
    this.seqs = new Listeners<number>(log);
    this.messages = new Listeners<string>(log);
  }

  onResync(listener: () => void): () => void {
    const entry = () => listener();
    this.resyncs.add(entry);
    return () => {
      this.resyncs.delete(entry);
    };
  }

  resync(): void {
    for (const listener of [...this.resyncs]) {
      try {
        listener();
      } catch (err) {
        this.log?.error({ err }, 'live hub resync listener failed');
      }
    }
  }

  clear(): void {
    this.seqs.clear();
    this.messages.clear();
    this.resyncs.clear();
  }
}

export function assertChannel(channel: string): void {
  // Channels travel in a space-separated NOTIFY payload.
  if (channel.length === 0 || channel.length > 200 || /\s/.test(channel)) throw new Error(`invalid live channel name: ${JSON.stringify(channel)}`);
}

export function assertSeq(seq: number): void {
  if (!Number.isSafeInteger(seq) || seq < 0) throw new Error(`invalid live seq: ${seq}`);
}

export function assertMessage(message: string): void {
  if (Buffer.byteLength(message, 'utf8') > MAX_MESSAGE_BYTES) throw new Error(`live message over ${MAX_MESSAGE_BYTES} bytes`);
}

/** One process owns the database (PGlite): every subscriber is here. */
export class InProcessLiveHub implements LiveHub {
  private readonly local: LocalFanout;
  private closed = false;

  constructor(log?: FastifyBaseLogger) {
    this.local = new LocalFanout(log);
  }

  // async: a bad argument rejects like the PostgreSQL hub's; delivery still happens before the first await.
  async notify(channel: string, seq: number): Promise<void> {
    assertChannel(channel);
    assertSeq(seq);
    if (!this.closed) this.local.seqs.deliver(channel, seq);
  }

  subscribe(channel: string, listener: (seq: number) => void): () => void {
    assertChannel(channel);
    return this.local.seqs.add(channel, listener);
  }

  async publish(channel: string, message: string): Promise<void> {
    assertChannel(channel);
    assertMessage(message);
    if (!this.closed) this.local.messages.deliver(channel, message);
  }

  onMessage(channel: string, listener: (message: string) => void): () => void {
    assertChannel(channel);
    return this.local.messages.add(channel, listener);
  }

  onResync(listener: () => void): () => void {
    return this.local.onResync(listener);
  }

  close(): Promise<void> {
    this.closed = true;
    this.local.clear();
    return Promise.resolve();
  }
}
