import { describe, expect, it, vi } from 'vitest';
import { InProcessLiveHub, MAX_MESSAGE_BYTES } from './hub.js';

describe('InProcessLiveHub', () => {
  it('wakes every subscriber of the channel, synchronously, and nobody else', async () => {
    const hub = new InProcessLiveHub();
    const a: number[] = [];
    const b: number[] = [];
    const other: number[] = [];
    hub.subscribe('deposition:1', (seq) => a.push(seq));
    hub.subscribe('deposition:1', (seq) => b.push(seq));
    hub.subscribe('deposition:2', (seq) => other.push(seq));
    const pending = hub.notify('deposition:1', 3);
    // Delivered before the promise settles: a local subscriber never waits for a round trip.
    expect(a).toEqual([3]);
    await pending;
    await hub.notify('deposition:1', 5);
    expect(a).toEqual([3, 5]);
    expect(b).toEqual([3, 5]);
    expect(other).toEqual([]);
  });

  it('unsubscribes exactly the subscription it returned (the same function twice is two subscriptions)', async () => {
    const hub = new InProcessLiveHub();
    const seen: number[] = [];
    const listener = (seq: number) => seen.push(seq);
    const first = hub.subscribe('c', listener);
    hub.subscribe('c', listener);
    await hub.notify('c', 1);
    expect(seen).toEqual([1, 1]);
    first();
    first(); // twice is harmless
    await hub.notify('c', 2);
    expect(seen).toEqual([1, 1, 2]);
  });

  it('a listener that throws or unsubscribes during delivery does not stop the others', async () => {
    const log = { error: vi.fn() };
    const hub = new InProcessLiveHub(log as never);
    const seen: string[] = [];
    hub.subscribe('c', () => {
      throw new Error('boom');
    });
    const stop = hub.subscribe('c', () => {
      seen.push('second');
      stop();
    });
    hub.subscribe('c', () => seen.push('third'));
    await hub.notify('c', 1);
    await hub.notify('c', 2);
    expect(seen).toEqual(['second', 'third', 'third']);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('carries ephemeral messages to message listeners only', async () => {
    const hub = new InProcessLiveHub();
    const messages: string[] = [];
    const seqs: number[] = [];
    hub.onMessage('presence:1', (m) => messages.push(m));
    hub.subscribe('presence:1', (s) => seqs.push(s));
    await hub.publish('presence:1', '{"who":"me"}');
    expect(messages).toEqual(['{"who":"me"}']);
    expect(seqs).toEqual([]);
    await expect(hub.publish('presence:1', 'x'.repeat(MAX_MESSAGE_BYTES + 1))).rejects.toThrow(/bytes/);
  });

  it('refuses channel names and seqs that cannot travel in a NOTIFY payload', async () => {
    const hub = new InProcessLiveHub();
    expect(() => hub.subscribe('has space', () => undefined)).toThrow(/channel/);
    expect(() => hub.subscribe('', () => undefined)).toThrow(/channel/);
    await expect(hub.notify('c', -1)).rejects.toThrow(/seq/);
    await expect(hub.notify('c', 1.5)).rejects.toThrow(/seq/);
  });

  it('after close, delivers nothing and drops its subscribers', async () => {
    const hub = new InProcessLiveHub();
    const seen: number[] = [];
    hub.subscribe('c', (seq) => seen.push(seq));
    await hub.close();
    await hub.notify('c', 1);
    expect(seen).toEqual([]);
  });
});
