/**
 * The crash harness's processes: two web servers and one worker on one PostgreSQL database and
 * one data dir, as in production. A slot ('web-a', 'web-b', 'worker') is killed with SIGKILL
 * (no shutdown at all) and started again; clients ask `webBase()` for a live web server, so they
 * fail over to the other one while a web server is down, as a load balancer would send them.
 */
import { startServer, type Role, type ServerProcess, type SharedEnv } from '../load/processes.js';

export type Slot = 'web-a' | 'web-b' | 'worker';
export const SLOTS: readonly Slot[] = ['web-a', 'web-b', 'worker'];

const roleOf = (slot: Slot): Role => (slot === 'worker' ? 'worker' : 'web');

export class Cluster {
  private readonly procs = new Map<Slot, ServerProcess>();
  private readonly generation = new Map<Slot, number>();

  constructor(private readonly shared: SharedEnv) {}

  async start(slot: Slot): Promise<ServerProcess> {
    const n = (this.generation.get(slot) ?? 0) + 1;
    this.generation.set(slot, n);
    const proc = await startServer(roleOf(slot), `${slot}-${n}`, this.shared);
    this.procs.set(slot, proc);
    return proc;
  }

  /** SIGKILL, and wait until the process is really gone (its sockets closed, its locks released). */
  async kill(slot: Slot): Promise<void> {
    const proc = this.procs.get(slot);
    if (!proc?.alive()) return;
    const exited = new Promise((r) => proc.child.once('exit', r));
    proc.child.kill('SIGKILL');
    await exited;
  }

  alive(slot: Slot): boolean {
    return this.procs.get(slot)?.alive() ?? false;
  }

  /** A live web server's base URL, preferring `prefer`; undefined while both are down. */
  webBase(prefer: 'web-a' | 'web-b' = 'web-a'): string | undefined {
    const other = prefer === 'web-a' ? 'web-b' : 'web-a';
    for (const slot of [prefer, other] as const) if (this.alive(slot)) return this.procs.get(slot)?.base;
    return undefined;
  }

  /** Which slot serves `base` now (for the kill log's "in flight"). */
  slotOf(base: string): Slot | undefined {
    for (const [slot, proc] of this.procs) if (proc.base === base && proc.alive()) return slot;
    return undefined;
  }

  async stopAll(): Promise<void> {
    for (const proc of this.procs.values()) await proc.stop();
  }
}
