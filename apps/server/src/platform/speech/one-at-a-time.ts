/**
 * Calls that run one after another, each starting when the one before it settles (a failure does
 * not stop the line). Local recognisers use it: each already uses every core, so running two
 * windows side by side would only make both slower.
 */
export class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(task: () => Promise<R>): Promise<R> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Settles once every call queued so far has settled. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
