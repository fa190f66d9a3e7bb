import { createHash } from 'node:crypto';

export interface ErrorGroupEntry {
  fingerprint: string;
  type: string;
  message: string;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  stack: string | null;
  route: string | null;
  /** The firms whose requests or jobs raised it; `null` stands for lines that named no firm. */
  firms: Set<string | null>;
}

/** At most this many distinct groups: a new one evicts the least recently seen. */
const MAX_GROUPS = 200;
const STACK_LINES = 6;

/**
 * The variable parts of a message (ids, numbers, quoted values) masked, so "case 3f2a… not found"
 * and "case 9b1c… not found" are one group.
 */
export function messageShape(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/"[^"]*"|'[^']*'/g, '<value>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<n>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .slice(0, 300);
}

/** The first stack frame that is not in node_modules or Node itself: where our code failed. */
function origin(stack: string | null): string {
  if (!stack) return '';
  const frames = stack.split('\n').filter((l) => l.trim().startsWith('at '));
  const ours = frames.find((f) => !f.includes('node_modules') && !f.includes('node:'));
  // Line and column numbers change with every edit; the function and file say where.
  return (ours ?? frames[0] ?? '').trim().replace(/:\d+:\d+\)?$/, '');
}

export function fingerprintOf(type: string, message: string, stack: string | null): string {
  return createHash('sha1').update(`${type}\n${messageShape(message)}\n${origin(stack)}`).digest('hex').slice(0, 12);
}

/** Recent errors grouped by fingerprint, with counts (in-process; reset by clear). */
export class ErrorGroups {
  private readonly groups = new Map<string, ErrorGroupEntry>();
  total = 0;

  record(error: { type: string; message: string; stack?: string | null; route?: string | null; organizationId?: string | null }, at = new Date()): string {
    const stack = error.stack ? error.stack.split('\n').slice(0, STACK_LINES).join('\n') : null;
    const fingerprint = fingerprintOf(error.type, error.message, stack);
    this.total += 1;
    const existing = this.groups.get(fingerprint);
    if (existing) {
      existing.count += 1;
      existing.lastSeen = at;
      existing.message = error.message.slice(0, 500);
      existing.stack = stack;
      existing.route = error.route ?? existing.route;
      existing.firms.add(error.organizationId ?? null);
      // Re-insert: Map order is then least recently seen first, which eviction relies on.
      this.groups.delete(fingerprint);
      this.groups.set(fingerprint, existing);
      return fingerprint;
    }
    if (this.groups.size >= MAX_GROUPS) {
      const oldest = this.groups.keys().next().value;
      if (oldest !== undefined) this.groups.delete(oldest);
    }
    this.groups.set(fingerprint, {
      fingerprint,
      type: error.type,
      message: error.message.slice(0, 500),
      count: 1,
      firstSeen: at,
      lastSeen: at,
      stack,
      route: error.route ?? null,
      firms: new Set([error.organizationId ?? null]),
    });
    return fingerprint;
  }

  /** Most recently seen first. */
  list(): ErrorGroupEntry[] {
    return [...this.groups.values()].reverse();
  }

  get size(): number {
    return this.groups.size;
  }

  clear(): void {
    this.groups.clear();
    this.total = 0;
  }
}
