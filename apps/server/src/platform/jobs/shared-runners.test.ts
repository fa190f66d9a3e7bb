import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { SharedRunners, type ClaimedJob } from './shared-runners.js';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

/** A queue in memory: claim takes the first job whose firm is not excluded, in order. */
function queueOf(jobs: { id: string; firm: string }[]) {
  const waiting = [...jobs];
  return {
    waiting,
    claim: async (excluded: string[]): Promise<ClaimedJob | undefined> => {
      const i = waiting.findIndex((j) => !excluded.includes(j.firm));
      if (i < 0) return undefined;
      const [job] = waiting.splice(i, 1);
      return { id: job!.id, data: { organization_id: job!.firm }, retryCount: 0, retryLimit: 5 };
    },
  };
}

describe('runners shared between firms', () => {
  it("keeps one runner for other firms: a firm's backlog never holds the last one", async () => {
    const queue = queueOf([...Array.from({ length: 6 }, (_, i) => ({ id: `a${i}`, firm: 'A' })), { id: 'b0', firm: 'B' }]);
    const running = new Map<string, number>();
    const started: string[] = [];
    let mostOfA = 0;
    const release = new Map<string, () => void>();
    const runners = new SharedRunners({
      name: 'test',
      runners: 3,
      share: { field: 'organization_id', maxPerKey: 2 },
      pollMs: 10,
      log,
      claim: queue.claim,
      run: async (job) => {
        const firm = (job.data as { organization_id: string }).organization_id;
        started.push(job.id);
        running.set(firm, (running.get(firm) ?? 0) + 1);
        mostOfA = Math.max(mostOfA, running.get('A') ?? 0);
        // A's jobs run until released; B's ends at once.
        if (firm === 'A') await new Promise<void>((resolve) => release.set(job.id, resolve));
        running.set(firm, (running.get(firm) ?? 1) - 1);
      },
    });
    runners.start();
    const until = Date.now() + 2000;
    while (!started.includes('b0') && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    // B's job, queued behind six of A's, started while A's first two were still running.
    expect(started).toEqual(['a0', 'a1', 'b0']);
    for (const id of ['a0', 'a1', 'a2', 'a3', 'a4', 'a5']) {
      while (!release.has(id)) await new Promise((r) => setTimeout(r, 5));
      release.get(id)!();
    }
    expect(await runners.stop(1000)).toEqual([]);
    expect(mostOfA).toBe(2);
    expect(queue.waiting).toEqual([]);
  });

  it('stops claiming when stopped and names the jobs still running after the wait', async () => {
    const queue = queueOf([{ id: 'slow', firm: 'A' }]);
    const runners = new SharedRunners({
      name: 'test',
      runners: 2,
      share: { field: 'organization_id', maxPerKey: 1 },
      pollMs: 10,
      log,
      claim: queue.claim,
      run: () => new Promise(() => undefined),
    });
    runners.start();
    while (queue.waiting.length > 0) await new Promise((r) => setTimeout(r, 5));
    expect(await runners.stop(20)).toEqual(['slow']);
  });
});
