/** What each web server is doing for the clients right now: the kill log says what a kill cut off. */
export class InFlight {
  private next = 0;
  private readonly open = new Map<number, { base: string; what: string }>();

  /** Marks a request to `base` as started; call the returned function when it has ended. */
  begin(base: string, what: string): () => void {
    const id = this.next++;
    this.open.set(id, { base, what });
    return () => this.open.delete(id);
  }

  on(base: string): string[] {
    return [...this.open.values()].filter((o) => o.base === base).map((o) => o.what);
  }
}
