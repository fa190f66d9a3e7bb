import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { LiveHub } from '../../../platform/live/hub.js';
import { MAX_MESSAGE_BYTES } from '../../../platform/live/hub.js';

/*
 * Who is in a deposition session right now, across every app server.
 *
 * Each server knows its own sockets; it tells the others through the live hub's ephemeral
 * messages on `deposition-presence:<session>`: its full list for the session ('state') whenever
 * it changes and every HEARTBEAT_MS, and 'hello' (answered by everyone's 'state') when it gets its
 * first participant of a session or after its hub reconnected. A server's list expires after
 * EXPIRY_MS without a heartbeat, so a crashed server's participants disappear by themselves.
 *
 * Why messages and not a table with heartbeats: presence is not a record of anything (the audit
 * trail records who joined), it needs no migration, and on PGlite (one process) it costs nothing;
 * a table would add a write per join, leave and heartbeat and still need a signal to tell the
 * other servers to look.
 */

export interface Participant {
  user_id: string;
  name: string;
  role: string;
}

export const HEARTBEAT_MS = 15_000;
export const EXPIRY_MS = 3 * HEARTBEAT_MS + 5_000;
/** Names are cut in messages so a full room still fits a NOTIFY payload. */
const NAME_CHARS = 80;

const Message = z.discriminatedUnion('k', [
  z.object({ k: z.literal('hello'), s: z.string() }),
  z.object({ k: z.literal('state'), s: z.string(), p: z.array(z.tuple([z.string(), z.string(), z.string()])) }),
]);
type Message = z.infer<typeof Message>;

const presenceChannel = (sessionId: string) => `deposition-presence:${sessionId}`;

interface LocalEntry {
  participant: Participant;
  push: (participants: Participant[]) => void;
}

interface SessionPresence {
  local: Map<string, LocalEntry>;
  remote: Map<string, { participants: Participant[]; expiresAt: number }>;
  stopListening: () => void;
  /** The merged list last pushed (JSON), so an unchanged list is not pushed again. */
  lastPushed: string;
}

export class PresenceBoard {
  readonly server = randomBytes(6).toString('hex');
  private readonly sessions = new Map<string, SessionPresence>();
  private readonly timer: NodeJS.Timeout;
  private readonly stopResync: () => void;

  constructor(
    private readonly hub: LiveHub,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
    this.stopResync = hub.onResync(() => {
      for (const sessionId of this.sessions.keys()) {
        this.send(sessionId, { k: 'hello', s: this.server });
        this.announce(sessionId);
      }
    });
  }

  /**
   * A socket joined: everyone in the session (here and on other servers) gets the new list, the
   * joiner included. `push` receives every later list. Returns the leave function.
   */
  join(sessionId: string, connectionId: string, participant: Participant, push: (participants: Participant[]) => void): () => void {
    let session = this.sessions.get(sessionId);
    const first = !session;
    if (!session) {
      const created: SessionPresence = { local: new Map(), remote: new Map(), stopListening: () => undefined, lastPushed: '' };
      created.stopListening = this.hub.onMessage(presenceChannel(sessionId), (raw) => this.receive(sessionId, raw));
      this.sessions.set(sessionId, created);
      session = created;
    }
    session.local.set(connectionId, { participant, push });
    if (first) this.send(sessionId, { k: 'hello', s: this.server });
    this.announce(sessionId);
    // Everyone when the list changed; the newcomer always (a second tab of someone present changes nothing for the others).
    if (!this.pushAll(sessionId)) push(this.participants(sessionId));
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leave(sessionId, connectionId);
    };
  }

  /** Everyone in the session as this server knows it: one entry per person, by name. */
  participants(sessionId: string): Participant[] {
    const session = this.sessions.get(sessionId);
    if (!session) return [];
    const byUser = new Map<string, Participant>();
    for (const entry of session.local.values()) byUser.set(entry.participant.user_id, entry.participant);
    const now = Date.now();
    for (const remote of session.remote.values()) {
      if (remote.expiresAt <= now) continue;
      for (const p of remote.participants) if (!byUser.has(p.user_id)) byUser.set(p.user_id, p);
    }
    return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id));
  }

  /** Shutdown: the other servers are told this one's participants left (best effort). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopResync();
    const sessions = [...this.sessions.entries()];
    this.sessions.clear();
    await Promise.all(
      sessions.map(async ([sessionId, session]) => {
        session.stopListening();
        await this.hub.publish(presenceChannel(sessionId), JSON.stringify({ k: 'state', s: this.server, p: [] } satisfies Message)).catch(() => undefined);
      }),
    );
  }

  private leave(sessionId: string, connectionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session?.local.delete(connectionId)) return;
    this.announce(sessionId);
    if (session.local.size === 0) {
      session.stopListening();
      this.sessions.delete(sessionId);
      return;
    }
    this.pushAll(sessionId);
  }

  private receive(sessionId: string, raw: string): void {
    let message: Message;
    try {
      message = Message.parse(JSON.parse(raw));
    } catch {
      this.log.warn({ session_id: sessionId }, 'presence: ignored a malformed message');
      return;
    }
    if (message.s === this.server) return;
    const session = this.sessions.get(sessionId);
    if (!session) return;
    if (message.k === 'hello') {
      this.announce(sessionId);
      return;
    }
    if (message.p.length === 0) session.remote.delete(message.s);
    else
      session.remote.set(message.s, {
        participants: message.p.map(([user_id, name, role]) => ({ user_id, name, role })),
        expiresAt: Date.now() + EXPIRY_MS,
      });
    this.pushAll(sessionId);
  }

  /** This server's list for the session, to the others. */
  private announce(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    const seen = new Set<string>();
    const list: [string, string, string][] = [];
    for (const entry of session?.local.values() ?? []) {
      const p = entry.participant;
      if (seen.has(p.user_id)) continue;
      seen.add(p.user_id);
      list.push([p.user_id, p.name.slice(0, NAME_CHARS), p.role]);
    }
    // A room too full for one payload names whom it can (the first ones); everyone here still sees everyone here.
    let payload = JSON.stringify({ k: 'state', s: this.server, p: list } satisfies Message);
    while (Buffer.byteLength(payload, 'utf8') > MAX_MESSAGE_BYTES - 300 && list.length > 0) {
      list.pop();
      payload = JSON.stringify({ k: 'state', s: this.server, p: list } satisfies Message);
    }
    this.hub.publish(presenceChannel(sessionId), payload).catch((err: unknown) => this.log.warn({ err }, 'presence: could not publish'));
  }

  private send(sessionId: string, message: Message): void {
    this.hub.publish(presenceChannel(sessionId), JSON.stringify(message)).catch((err: unknown) => this.log.warn({ err }, 'presence: could not publish'));
  }

  /** The merged list to every local socket of the session, when it changed; answers whether it pushed. */
  private pushAll(sessionId: string): boolean {
    const session = this.sessions.get(sessionId);
    if (!session) return false;
    const participants = this.participants(sessionId);
    const json = JSON.stringify(participants);
    if (json === session.lastPushed) return false;
    session.lastPushed = json;
    for (const entry of [...session.local.values()]) {
      try {
        entry.push(participants);
      } catch (err) {
        this.log.warn({ err }, 'presence: push failed');
      }
    }
    return true;
  }

  private heartbeat(): void {
    const now = Date.now();
    for (const [sessionId, session] of this.sessions) {
      for (const [server, remote] of session.remote) if (remote.expiresAt <= now) session.remote.delete(server);
      this.announce(sessionId);
      this.pushAll(sessionId);
    }
  }
}
