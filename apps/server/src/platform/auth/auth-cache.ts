/**
 * A short-lived memo of "who is this session", so a burst of reads by one signed-in user costs
 * one database lookup instead of one per request (on PGlite, with one connection, that lookup
 * was most of the cost of every authenticated request; see docs/benchmarks.md).
 *
 * Why it never serves a change late within this process:
 * - every request that may write (any method but GET/HEAD/OPTIONS) calls `invalidate()` after
 *   its handler finished, before its response is sent; so a revocation, deactivation or role
 *   change made through the API is seen by every request that follows it;
 * - a lookup that started before an invalidation is not stored (epoch check), so a read that
 *   raced a commit cannot put the old state back.
 * A change made outside this process's requests (another server on the same PostgreSQL, a
 * background job, a direct SQL edit) is seen within `ttlMs`.
 */
export class AuthCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private epoch = 0;

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Call before the lookup; pass the result to `set` so a lookup that raced a change is dropped. */
  begin(): number {
    return this.epoch;
  }

  set(key: string, value: T, startedAt: number): void {
    if (this.ttlMs <= 0 || startedAt !== this.epoch) return;
    // Bounded memory: entries are short-lived anyway, so dropping them all is cheap and rare.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
