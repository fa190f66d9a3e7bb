import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWindows, wavHeader, writeWindowWav, type AudioWindow } from './windows.js';

function expectTiling(windows: AudioWindow[], duration: number): void {
  expect(windows[0]?.keepFrom).toBe(0);
  expect(windows.at(-1)?.keepTo).toBe(duration);
  windows.forEach((w, i) => {
    expect(w.index).toBe(i);
    expect(w.keepFrom).toBeLessThan(w.keepTo);
    expect(w.start).toBeLessThanOrEqual(w.keepFrom);
    expect(w.end).toBeGreaterThanOrEqual(w.keepTo);
    expect(w.start).toBeGreaterThanOrEqual(0);
    expect(w.end).toBeLessThanOrEqual(duration);
    if (i > 0) expect(w.keepFrom).toBe(windows[i - 1]?.keepTo);
  });
}

describe('planWindows', () => {
  it('cuts nominally every window − 2 × overlap seconds when there is no silence', () => {
    const windows = planWindows(3600, [], 600, 5);
    expectTiling(windows, 3600);
    expect(windows.map((w) => w.keepTo)).toEqual([590, 1180, 1770, 2360, 2950, 3600]);
    expect(windows[1]).toEqual({ index: 1, start: 585, end: 1185, keepFrom: 590, keepTo: 1180 });
    expect(Math.max(...windows.map((w) => w.end - w.start))).toBeLessThanOrEqual(600 + 4 * 5 + 50);
  });

  it('moves a seam to the middle of the nearest silence within twice the overlap', () => {
    const silences = [
      { start: 570, end: 575 }, // middle 572.5: 17.5 s away, too far
      { start: 583, end: 584 }, // middle 583.5: 6.5 s away
      { start: 593, end: 594 }, // middle 593.5: 3.5 s away, nearest
      { start: 1178, end: 1178.4 },
    ];
    const windows = planWindows(2000, silences, 600, 5);
    expectTiling(windows, 2000);
    expect(windows[0]?.keepTo).toBe(593.5);
    expect(windows[1]?.keepTo).toBe(1178.2);
    expect(windows[1]?.start).toBe(588.5);
  });

  it('makes one window of a short recording, none of an empty one', () => {
    expect(planWindows(42.5, [{ start: 10, end: 11 }], 600, 5)).toEqual([{ index: 0, start: 0, end: 42.5, keepFrom: 0, keepTo: 42.5 }]);
    expect(planWindows(0, [], 600, 5)).toEqual([]);
  });

  it('never leaves a sliver for the last window and keeps seams increasing with tight settings', () => {
    const windows = planWindows(593, [], 600, 5);
    expect(windows).toHaveLength(1);
    const silences = Array.from({ length: 40 }, (_, i) => ({ start: i * 2.5, end: i * 2.5 + 0.4 }));
    const tight = planWindows(100, silences, 10, 4);
    expectTiling(tight, 100);
  });
});

describe('writeWindowWav', () => {
  let dir: string;
  let pcmPath: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'windows-'));
    pcmPath = path.join(dir, 'audio.pcm');
    const pcm = Buffer.alloc(16000 * 2 * 3); // 3 s: sample i holds i mod 32768
    for (let i = 0; i < pcm.length / 2; i++) pcm.writeInt16LE(i % 32768, i * 2);
    await writeFile(pcmPath, pcm);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the byte range of the window behind a 44-byte PCM header', async () => {
    const wavPath = path.join(dir, 'w.wav');
    await writeWindowWav(pcmPath, { index: 1, start: 0.5, end: 1.25, keepFrom: 0.6, keepTo: 1.2 }, wavPath);
    const wav = await readFile(wavPath);
    expect(wav.length).toBe(44 + 12000 * 2);
    expect(wav.subarray(0, 44)).toEqual(wavHeader(24000));
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 24000);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.readUInt32LE(28)).toBe(32000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readInt16LE(44)).toBe(8000);
    expect(wav.readInt16LE(wav.length - 2)).toBe(19999);
  });

  it('writes the last window to the end of the file and refuses a window past it', async () => {
    const wavPath = path.join(dir, 'last.wav');
    await writeWindowWav(pcmPath, { index: 0, start: 2, end: 3, keepFrom: 2, keepTo: 3 }, wavPath);
    expect((await readFile(wavPath)).length).toBe(44 + 32000);
    await expect(writeWindowWav(pcmPath, { index: 0, start: 2, end: 4, keepFrom: 2, keepTo: 4 }, wavPath)).rejects.toThrow(/truncated/);
  });
});
