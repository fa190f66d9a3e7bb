/**
 * Dashboard answers reused for a short time per firm and scope (DASHBOARD_CACHE_SECONDS, 30 by
 * default; docs/benchmarks.md "Dashboard"). Why: a partner's figures count the whole firm
 * (100,000 documents, 3,000 cases at the benchmark's size), which costs several bare count(*)s,
 * while every partner of the firm would get the same answer and the page and the bell reload it
 * often. What a user can see:
 * - a change to the firm's data — any request of the firm's that is not a read, on any app server,
 *   or a document's text changing in the worker — drops the firm's answers everywhere (the platform
 *   signal in platform/firm-data/changed.ts; the server that took the request before its response
 *   is sent), so the next load counts again;
 * - what changes without that signal (a row changed behind the API's back, time passing a
 *   deadline) shows within the time to live. Every answer carries
 *   `generated_at`, the moment it was counted.
 * Concurrent loads of the same answer share one computation; a failed one is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { firm: string; expiresAt: number; value: Promise<unknown> }>();

  /** `ttlMs` is read on every call (the benchmark measures the same server counting and reusing). */
  constructor(
    private readonly ttlMs: () => number,
    private readonly maxEntries = 5_000,
  ) {}

  get<T>(firm: string, key: string, compute: () => Promise<T>): Promise<T> {
    const ttlMs = this.ttlMs();
    if (ttlMs <= 0) return compute();
    const id = `${firm}|${key}`;
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.dropExpired(now);
    const value = compute();
    this.entries.set(id, { firm, expiresAt: now + ttlMs, value });
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }

  /** Forgets the firm's answers; a computation already running is returned to its callers only. */
  invalidate(firm: string): void {
    for (const [id, entry] of this.entries) if (entry.firm === firm) this.entries.delete(id);
  }

  /** Forgets every answer (signals may have been missed). */
  clear(): void {
    this.entries.clear();
  }

  private dropExpired(now: number): void {
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
    // Still full of live answers (thousands of firms at once): start again rather than grow.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
