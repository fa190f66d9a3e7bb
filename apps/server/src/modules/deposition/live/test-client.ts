import WebSocket from 'ws';
import { LiveServerMessage, type LiveEvent } from '@app/contract';

/** A participant's end of the live channel, over a real socket (integration tests only). */
export class LiveTestClient {
  readonly messages: LiveServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  private readonly waiters = new Set<() => void>();
  closeInfo: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`handshake answered HTTP ${res.statusCode}`)));
    });
    this.opened.catch(() => undefined);
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString('utf8') };
        resolve(this.closeInfo);
        this.notify();
      });
    });
    socket.on('error', () => undefined);
    socket.on('message', (data) => {
      this.messages.push(LiveServerMessage.parse(JSON.parse(String(data))));
      this.notify();
    });
  }

  /**
   * Connects with the token as the subprotocol `bearer.<token>` (how a browser does it), or as
   * `?access_token=` (`via: 'query'`), or with none.
   */
  static connect(base: string, sessionId: string, token: string | null, opts: { via?: 'protocol' | 'query'; protocols?: string[] } = {}): LiveTestClient {
    const url = new URL(`/api/v1/realtime-deposition/sessions/${sessionId}/live`, base.replace(/^http/, 'ws'));
    const protocols = [...(opts.protocols ?? [])];
    if (token && opts.via === 'query') url.searchParams.set('access_token', token);
    else if (token) protocols.push(`bearer.${token}`);
    return new LiveTestClient(new WebSocket(url, protocols, { headers: { 'user-agent': 'live-test' } }));
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The events received, in arrival order. */
  events(): LiveEvent[] {
    return this.messages.flatMap((m) => (m.type === 'event' ? [m.event] : []));
  }

  lastSeq(): number {
    return this.events().at(-1)?.seq ?? 0;
  }

  async waitFor<T>(pick: () => T | undefined | null | false, timeoutMs = 10_000, what = 'a message'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = pick();
      if (value) return value;
      if (this.closeInfo) throw new Error(`socket closed (${this.closeInfo.code} ${this.closeInfo.reason}) while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.messages.map((m) => (m.type === 'event' ? `${m.event.type}#${m.event.seq}` : m.type)))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        const waiter = () => done();
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiters.add(waiter);
      });
    }
  }

  /** Waits for {type:'ready'}, sends resume, and answers the ready frame's last_seq. */
  async resume(afterSeq: number): Promise<number> {
    const ready = await this.waitFor(() => this.messages.find((m) => m.type === 'ready'), 10_000, 'ready');
    this.send({ type: 'resume', after_seq: afterSeq });
    return ready.type === 'ready' ? ready.last_seq : 0;
  }

  /** Waits until the last event received has at least this seq. */
  untilSeq(seq: number, timeoutMs = 15_000): Promise<true> {
    return this.waitFor(() => this.lastSeq() >= seq, timeoutMs, `seq ${seq}`);
  }

  /** The latest presence list's user ids (sorted). */
  presence(): string[] | null {
    const last = this.messages.filter((m) => m.type === 'presence').at(-1);
    return last?.type === 'presence' ? last.participants.map((p) => p.user_id).sort() : null;
  }

  async close(): Promise<void> {
    if (!this.closeInfo) this.socket.close(1000);
    await this.closed;
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) {
      this.waiters.delete(waiter);
      waiter();
    }
  }
}
