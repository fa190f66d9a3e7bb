import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { DepositionSessionIdParam, mayRunDeposition, type CaseAccessLevel, type LiveClientMessage, type LiveServerMessage } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { recordAudit } from '../../../platform/audit/audit-log.js';
import { accessTokenOf, verifyAccessToken } from '../../../platform/auth/authenticate.js';
import type { Caller } from '../../../platform/http/caller.js';
import { AppError } from '../../../platform/http/errors.js';
import { eventsAfter, forParticipant, liveChannel } from '../events.js';
import { loadSessionFor } from '../sessions.js';
import { addTestimony } from '../testimony.js';
import { LIVE_CLOSE, closeReason, parseClientFrame } from './frames.js';
import type { PresenceBoard } from './presence.js';

/** Events read from the log per query while catching up. */
export const REPLAY_PAGE = 500;
/** Past this much unsent output the client is too slow: it is closed (4408) and resumes from its last seq. */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** How often an open socket's token, session and case access are checked again. */
export const RECHECK_MS = 30_000;

export interface LiveContext {
  deps: AppDeps;
  presence: PresenceBoard;
  /** The largest client frame (bytes); larger ones close the socket with 4400. */
  maxFrameBytes: number;
}

/**
 * One participant's socket on a session's live channel.
 *
 * Ordering: events are only ever sent from the session's log, read with eventsAfter(lastSent) by
 * one read at a time (`pump`); a hub signal or a resync only asks for another read. So every
 * event goes out once, in seq order, whatever order the signals come in — and a resume after a
 * reconnect is the same read from the seq the client last saw.
 */
export class LiveConnection {
  readonly id = randomUUID();
  private caller: Caller | null = null;
  private sessionId = '';
  private canRun = false;
  private ready = false;
  private closed = false;
  /** Frames that arrived while the socket was being set up (ws drops frames nobody listens to). */
  private readonly backlog: LiveClientMessage[] = [];
  /** Client frames are handled one at a time, in arrival order. */
  private work: Promise<void> = Promise.resolve();
  private resumeRequested = false;
  private resumed = false;
  private lastSent = 0;
  private reading = false;
  private readAgain = false;
  private readonly cleanups: (() => void)[] = [];
  private alive = true;

  constructor(
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
    private readonly ctx: LiveContext,
  ) {
    // Synchronously, before any await: a frame sent right after the handshake must not be lost.
    socket.on('message', (data: RawData, isBinary: boolean) => this.onFrame(data, isBinary));
    socket.on('close', () => this.dispose());
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  /** Authenticates, loads the session, joins; closes with 4401/4403/4404 when any of it is refused. */
  async open(): Promise<void> {
    try {
      await this.join();
    } catch (error) {
      this.refuse(error);
    }
  }

  private async join(): Promise<void> {
    const { deps } = this.ctx;
    const refusal = this.request.authRefusal;
    if (refusal || !this.request.caller) {
      const status = refusal?.statusCode ?? 401;
      this.close(status === 403 ? LIVE_CLOSE.forbidden : LIVE_CLOSE.unauthorized, refusal?.message ?? 'Unauthorized');
      return;
    }
    const caller = this.request.caller;
    const params = DepositionSessionIdParam.safeParse(this.request.params);
    if (!params.success) {
      this.close(LIVE_CLOSE.badFrame, 'invalid session_id: expected a UUID');
      return;
    }
    const sessionId = params.data.session_id;
    let loaded;
    try {
      loaded = await loadSessionFor(deps, caller, sessionId, 'followDepositions');
    } catch (error) {
      this.refuse(error);
      return;
    }
    if (this.closed) return;
    this.caller = caller;
    this.sessionId = sessionId;
    this.setLevel(loaded.level);
    await recordAudit(deps.db, caller.actor, {
      action: 'case_viewed',
      resourceType: 'case',
      resourceId: loaded.session.caseId,
      resourceName: loaded.caseName,
      details: { change: 'deposition_joined', session_id: sessionId },
    });
    if (this.closed) return;

    this.cleanups.push(deps.live.subscribe(liveChannel(sessionId), (seq) => {
      if (seq > this.lastSent) this.wake();
    }));
    // The hub reconnected after a gap: signals may have been missed, the log has everything.
    this.cleanups.push(deps.live.onResync(() => this.wake()));
    this.scheduleChecks();
    this.ready = true;
    this.send({ type: 'ready', last_seq: loaded.session.lastSeq });
    this.cleanups.push(
      this.ctx.presence.join(sessionId, this.id, { user_id: caller.userId, name: caller.name, role: caller.role }, (participants) =>
        this.send({ type: 'presence', participants }),
      ),
    );
    for (const message of this.backlog.splice(0)) this.enqueue(message);
  }

  /** Server shutdown: the client should reconnect (here or elsewhere) and resume. */
  shutdown(): void {
    this.close(LIVE_CLOSE.restart, 'server restarting; reconnect and resume');
  }

  /** Called by the route's heartbeat: a socket that did not answer the last ping is dead. */
  heartbeat(): void {
    if (this.closed) return;
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    const parsed = parseClientFrame(data, isBinary, this.ctx.maxFrameBytes);
    if (!parsed.ok) {
      this.close(LIVE_CLOSE.badFrame, parsed.reason);
      return;
    }
    const message = parsed.message;
    if (message.type === 'resume') {
      if (this.resumeRequested) {
        this.close(LIVE_CLOSE.badFrame, 'resume was already sent on this connection');
        return;
      }
      this.resumeRequested = true;
    }
    if (!this.ready) this.backlog.push(message);
    else this.enqueue(message);
  }

  private enqueue(message: LiveClientMessage): void {
    this.work = this.work.then(() => this.handle(message)).catch((err: unknown) => {
      this.ctx.deps.log.error({ err }, 'live channel: a frame failed');
    });
  }

  private async handle(message: LiveClientMessage): Promise<void> {
    if (this.closed || !this.caller) return;
    switch (message.type) {
      case 'ping':
        return;
      case 'resume':
        this.lastSent = message.after_seq;
        this.resumed = true;
        this.wake();
        return;
      case 'segments':
        try {
          await addTestimony(this.ctx.deps, this.caller, this.sessionId, {
            source: message.source,
            ...(message.text !== undefined ? { text: message.text } : {}),
            ...(message.segments !== undefined ? { segments: message.segments } : {}),
          });
          // The stored lines come back to everyone, this socket included, as events.
        } catch (error) {
          if (error instanceof AppError) {
            this.send({ type: 'error', detail: error.message, code: error.code });
            return;
          }
          this.ctx.deps.log.error({ err: error, session_id: this.sessionId }, 'live channel: storing testimony failed');
          this.send({ type: 'error', detail: 'The testimony could not be stored; send it again.', code: 'internal_error' });
        }
        return;
    }
  }

  /** Asks for a read of the log; at most one runs, and one more follows if asked meanwhile. */
  private wake(): void {
    if (!this.resumed || this.closed) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    void this.pump();
  }

  private async pump(): Promise<void> {
    this.reading = true;
    try {
      do {
        this.readAgain = false;
        for (;;) {
          const events = await eventsAfter(this.ctx.deps.db, this.sessionId, this.lastSent, REPLAY_PAGE);
          if (this.closed) return;
          let sessionChanged = false;
          for (const event of events) {
            if (event.seq <= this.lastSent) continue;
            this.send({ type: 'event', event: forParticipant(event, this.canRun) });
            this.lastSent = event.seq;
            if (event.type === 'session') sessionChanged = true;
          }
          // A change of the session (ended, deleted, set-up) may change who may follow it.
          if (sessionChanged) void this.recheck();
          if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            this.close(LIVE_CLOSE.tooSlow, `too far behind; reconnect and resume after seq ${this.lastSent}`);
            return;
          }
          if (events.length < REPLAY_PAGE) break;
        }
      } while (this.readAgain && !this.closed);
    } catch (error) {
      this.ctx.deps.log.error({ err: error, session_id: this.sessionId }, 'live channel: reading the event log failed');
      this.close(LIVE_CLOSE.serverError, 'could not read the session; reconnect and resume');
    } finally {
      this.reading = false;
    }
  }

  private setLevel(level: CaseAccessLevel): void {
    if (this.caller) this.canRun = mayRunDeposition(this.caller.role, level);
  }

  /** The token's expiry closes the socket (4401); a revoked session, lost access or deleted session is seen within RECHECK_MS. */
  private scheduleChecks(): void {
    const token = accessTokenOf(this.request, true);
    if (token) {
      void this.ctx.deps.tokens.verify(token).then((claims) => {
        if (!claims || this.closed) return;
        const timer = setTimeout(() => this.close(LIVE_CLOSE.unauthorized, 'access token expired; reconnect with a fresh one and resume'), Math.max(0, claims.exp * 1000 - Date.now()));
        timer.unref();
        this.cleanups.push(() => clearTimeout(timer));
      });
    }
    const interval = setInterval(() => void this.recheck(), RECHECK_MS);
    interval.unref();
    this.cleanups.push(() => clearInterval(interval));
  }

  private rechecking = false;

  private async recheck(): Promise<void> {
    if (this.closed || this.rechecking || !this.caller) return;
    this.rechecking = true;
    try {
      const { deps } = this.ctx;
      const token = accessTokenOf(this.request, true);
      const auth = token ? await verifyAccessToken(deps.db, deps.tokens, token, { ip: this.request.ip, lifetime: deps.config.session }) : null;
      if (!auth || auth.role !== this.caller.role) {
        this.close(LIVE_CLOSE.unauthorized, auth ? 'your role changed; reconnect' : 'session ended or revoked');
        return;
      }
      const loaded = await loadSessionFor(deps, this.caller, this.sessionId, 'followDepositions');
      this.setLevel(loaded.level);
    } catch (error) {
      this.refuse(error);
    } finally {
      this.rechecking = false;
    }
  }

  private refuse(error: unknown): void {
    if (error instanceof AppError && error.statusCode === 404) this.close(LIVE_CLOSE.notFound, error.message);
    else if (error instanceof AppError && error.statusCode === 403) this.close(LIVE_CLOSE.forbidden, error.message);
    else if (error instanceof AppError && error.statusCode === 401) this.close(LIVE_CLOSE.unauthorized, error.message);
    else {
      this.ctx.deps.log.error({ err: error }, 'live channel: could not open the session');
      this.close(LIVE_CLOSE.serverError, 'could not open the session; try again');
    }
  }

  private send(message: LiveServerMessage): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, closeReason(reason));
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }
}
