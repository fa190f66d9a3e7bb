import {
  AUDIT_BATCH_SIZE,
  AUDIT_CLIENT_VERSION,
  AUDIT_FLUSH_INTERVAL_MS,
  riskLevelFor,
  type AuditOutcome,
  type ClientAuditAction,
  type ClientAuditEvent,
  type ClientAuditResourceType,
} from '@app/contract';

/**
 * What a page reports; the server stamps firm, user, IP and time itself (the body may not). A
 * browser reports only what it alone sees (sign-ins, refused pages): the contract's allowed list.
 */
export interface AuditEventInput {
  action: ClientAuditAction;
  resource_type: ClientAuditResourceType;
  resource_id?: string | null;
  resource_name?: string | null;
  details?: Record<string, unknown>;
  outcome?: AuditOutcome;
}

export interface AuditMetadata {
  client_version: string;
  browser: string;
  screen_resolution: string;
  timezone: string;
}

export interface AuditClientOptions {
  /** Delivers one batch; rejects when it did not arrive. */
  send: (events: ClientAuditEvent[], options: { keepalive: boolean }) => Promise<void>;
  /** Events wait while nobody is signed in: the batch endpoint needs a session to stamp them. */
  canSend: () => boolean;
  metadata?: () => AuditMetadata;
  now?: () => Date;
  batchSize?: number;
  flushIntervalMs?: number;
  /** Bound on memory if the server stays unreachable for a long time; the oldest go first. */
  maxQueued?: number;
  /** True when retrying cannot help (the server rejected the events themselves). */
  isPermanentFailure?: (error: unknown) => boolean;
}

/**
 * Audit client: events queue up and leave in batches of 10 every 5 s; high- and
 * critical-risk events leave at once; a batch that fails goes back to the front of the queue,
 * so a flaky network loses nothing.
 */
export class AuditClient {
  private queue: ClientAuditEvent[] = [];
  private flushing: Promise<void> | null = null;
  private flushRequested = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly maxQueued: number;

  constructor(private readonly options: AuditClientOptions) {
    this.batchSize = options.batchSize ?? AUDIT_BATCH_SIZE;
    this.intervalMs = options.flushIntervalMs ?? AUDIT_FLUSH_INTERVAL_MS;
    this.maxQueued = options.maxQueued ?? 1000;
  }

  get pending(): number {
    return this.queue.length;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  log(input: AuditEventInput): void {
    const event: ClientAuditEvent = {
      action: input.action,
      resource_type: input.resource_type,
      resource_id: input.resource_id ?? null,
      resource_name: input.resource_name ?? null,
      details: input.details ?? {},
      outcome: input.outcome ?? 'success',
      metadata: this.options.metadata?.() ?? defaultMetadata(),
      client_timestamp: (this.options.now?.() ?? new Date()).toISOString(),
    };
    this.queue.push(event);
    if (this.queue.length > this.maxQueued) this.queue.splice(0, this.queue.length - this.maxQueued);
    const risk = riskLevelFor(input.action);
    if (risk === 'high' || risk === 'critical' || this.queue.length >= this.batchSize) void this.flush();
  }

  /** Sends everything queued, batch by batch; resolves when done or when a batch failed. */
  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (this.flushing) {
      this.flushRequested = true;
      return this.flushing;
    }
    this.flushing = this.drain(options.keepalive ?? false).finally(() => {
      this.flushing = null;
      if (this.flushRequested) {
        this.flushRequested = false;
        void this.flush();
      }
    });
    return this.flushing;
  }

  private async drain(keepalive: boolean): Promise<void> {
    while (this.queue.length > 0 && this.options.canSend()) {
      const batch = this.queue.splice(0, this.batchSize);
      try {
        await this.options.send(batch, { keepalive });
      } catch (error) {
        if (this.options.isPermanentFailure?.(error)) {
          console.warn('Audit events rejected by the server and dropped', error);
          continue;
        }
        this.queue.unshift(...batch);
        return;
      }
    }
  }
}

export function defaultMetadata(): AuditMetadata {
  const screenInfo = typeof screen === 'undefined' ? null : screen;
  return {
    client_version: AUDIT_CLIENT_VERSION,
    browser: describeBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    screen_resolution: screenInfo ? `${screenInfo.width}x${screenInfo.height}` : 'unknown',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}

/** A short 'Chrome 131' style name; falls back to the raw user agent, cut to the schema's 200. */
export function describeBrowser(userAgent: string): string {
  const patterns: [string, RegExp][] = [
    ['Edge', /Edg\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /Chrom(?:e|ium)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
  ];
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return userAgent.slice(0, 200) || 'unknown';
}
