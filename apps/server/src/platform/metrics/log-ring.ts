import { Writable } from 'node:stream';
import type { LogLevel } from '@app/contract';
import type { ErrorGroups } from './error-groups.js';

export interface RingLine {
  time: Date;
  level: LogLevel;
  msg: string;
  fields: Record<string, unknown>;
}

const LEVEL_NAMES: Record<number, LogLevel> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
export const LEVEL_VALUES: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Fields every pino line has, shown elsewhere (time, level, msg) or of no use on the page. */
const DROPPED = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'v']);
/** A field's text longer than this is cut: the ring is for reading, not for archiving. */
const MAX_FIELD_CHARS = 2000;

interface PinoError {
  type?: unknown;
  message?: unknown;
  stack?: unknown;
}

/**
 * The most recent structured log lines (a bounded ring), fed by the pino logger as one of its
 * streams. Lines at error level with an `err` are also grouped by fingerprint.
 */
export class LogRing {
  private readonly lines: RingLine[] = [];
  private next = 0;

  constructor(
    readonly capacity: number,
    private readonly errors: ErrorGroups,
  ) {}

  /** A pino destination: one JSON line per write. */
  stream(): Writable {
    return new Writable({
      write: (chunk: Buffer | string, _enc, done) => {
        for (const line of String(chunk).split('\n')) if (line) this.ingest(line);
        done();
      },
    });
  }

  ingest(json: string): void {
    let raw: Record<string, unknown>;
    try {
      raw = JSON.parse(json) as Record<string, unknown>;
    } catch {
      return;
    }
    const level = LEVEL_NAMES[typeof raw.level === 'number' ? raw.level : 30] ?? 'info';
    // Each request logs "incoming request" with its URL (ids included) before sign-in is known;
    // "request completed" carries the route and firm instead, so the ring keeps only that one.
    if (raw.msg === 'incoming request') return;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) if (!DROPPED.has(key)) fields[key] = trimmed(value);
    const line: RingLine = {
      time: new Date(typeof raw.time === 'number' ? raw.time : Date.now()),
      level,
      msg: typeof raw.msg === 'string' ? raw.msg : '',
      fields,
    };
    this.push(line);
    const err = raw.err as PinoError | undefined;
    if (LEVEL_VALUES[level] >= LEVEL_VALUES.error) {
      this.errors.record(
        {
          type: typeof err?.type === 'string' ? err.type : 'Error',
          message: typeof err?.message === 'string' ? err.message : line.msg,
          stack: typeof err?.stack === 'string' ? err.stack : null,
          route: typeof raw.route === 'string' ? raw.route : typeof raw.url === 'string' ? raw.url.split('?')[0] ?? null : null,
          organizationId: typeof raw.organization_id === 'string' ? raw.organization_id : null,
        },
        line.time,
      );
    }
  }

  private push(line: RingLine): void {
    if (this.lines.length < this.capacity) this.lines.push(line);
    else this.lines[this.next] = line;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Newest first. */
  recent(filter: { minLevel?: LogLevel; text?: string; limit: number; keep?: (line: RingLine) => boolean }): RingLine[] {
    const min = filter.minLevel ? LEVEL_VALUES[filter.minLevel] : 0;
    const text = filter.text?.toLowerCase();
    const out: RingLine[] = [];
    for (let i = 1; i <= this.lines.length && out.length < filter.limit; i++) {
      const line = this.lines[(this.next - i + this.lines.length * 2) % this.lines.length];
      if (!line || LEVEL_VALUES[line.level] < min) continue;
      if (filter.keep && !filter.keep(line)) continue;
      if (text && !`${line.msg} ${JSON.stringify(line.fields)}`.toLowerCase().includes(text)) continue;
      out.push(line);
    }
    return out;
  }

  get held(): number {
    return this.lines.length;
  }
}

function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_FIELD_CHARS ? `${value.slice(0, MAX_FIELD_CHARS)}…` : value;
  if (value && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_FIELD_CHARS ? `${text.slice(0, MAX_FIELD_CHARS)}…` : value;
  }
  return value;
}
