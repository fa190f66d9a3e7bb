import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessLiveHub } from '../../../platform/live/hub.js';
import { EXPIRY_MS, HEARTBEAT_MS, PresenceBoard, type Participant } from './presence.js';

const log = { warn: vi.fn(), error: vi.fn() } as never;
const alice: Participant = { user_id: '00000000-0000-4000-8000-00000000000a', name: 'Alice Associate', role: 'associate' };
const bob: Participant = { user_id: '00000000-0000-4000-8000-00000000000b', name: 'Bob Partner', role: 'partner' };
const names = (list: Participant[] | undefined) => (list ?? []).map((p) => p.name);

afterEach(() => {
  vi.useRealTimers();
});

describe('PresenceBoard', () => {
  it('merges the participants of two servers that share a hub, one entry per person, and follows leaves', async () => {
    // Two boards on one hub behave as two servers: each hears the other's messages and ignores its own.
    const hub = new InProcessLiveHub();
    const one = new PresenceBoard(hub, log);
    const two = new PresenceBoard(hub, log);
    const seenOne: Participant[][] = [];
    const seenTwo: Participant[][] = [];
    const leaveAlice = one.join('s1', 'c1', alice, (p) => seenOne.push(p));
    expect(names(seenOne.at(-1))).toEqual(['Alice Associate']);
    const leaveBob = two.join('s1', 'c2', bob, (p) => seenTwo.push(p));
    await Promise.resolve();
    expect(names(seenOne.at(-1))).toEqual(['Alice Associate', 'Bob Partner']);
    expect(names(seenTwo.at(-1))).toEqual(['Alice Associate', 'Bob Partner']);
    // Alice in a second tab: still one Alice, and nothing new to push to the first.
    const before = seenOne.length;
    const leaveTab = one.join('s1', 'c3', alice, () => undefined);
    expect(one.participants('s1').map((p) => p.name)).toEqual(['Alice Associate', 'Bob Partner']);
    expect(seenOne.length).toBe(before);
    leaveTab();
    leaveBob();
    expect(names(seenOne.at(-1))).toEqual(['Alice Associate']);
    // Another session is another room.
    expect(two.participants('s2')).toEqual([]);
    leaveAlice();
    leaveAlice(); // twice is harmless
    await one.stop();
    await two.stop();
  });

  it("forgets a server that stopped announcing (a crash) after the expiry, and a stopped server's people at once", async () => {
    vi.useFakeTimers();
    const hub = new InProcessLiveHub();
    const one = new PresenceBoard(hub, log);
    const seen: Participant[][] = [];
    one.join('s1', 'c1', alice, (p) => seen.push(p));
    // A server that announced Bob once and then went silent.
    await hub.publish('deposition-presence:s1', JSON.stringify({ k: 'state', s: 'crashedsrv01', p: [[bob.user_id, bob.name, bob.role]] }));
    expect(names(seen.at(-1))).toEqual(['Alice Associate', 'Bob Partner']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(names(seen.at(-1))).toEqual(['Alice Associate', 'Bob Partner']);
    vi.advanceTimersByTime(EXPIRY_MS);
    expect(names(seen.at(-1))).toEqual(['Alice Associate']);

    const two = new PresenceBoard(hub, log);
    two.join('s1', 'c2', bob, () => undefined);
    expect(names(seen.at(-1))).toEqual(['Alice Associate', 'Bob Partner']);
    await two.stop();
    expect(names(seen.at(-1))).toEqual(['Alice Associate']);
    // Garbage on the channel is ignored.
    await hub.publish('deposition-presence:s1', '{"k":"state"');
    expect(names(seen.at(-1))).toEqual(['Alice Associate']);
    await one.stop();
  });
});
