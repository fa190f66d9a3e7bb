import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_CHARS, avatarFileProblem, encodeWithinLimit, planAvatarCrop } from './avatar-image';

describe('planAvatarCrop', () => {
  it('takes the centre square of a landscape photo and scales it to 256', () => {
    expect(planAvatarCrop(4000, 3000)).toEqual({ sx: 500, sy: 0, side: 3000, size: 256 });
  });

  it('takes the centre square of a portrait photo', () => {
    expect(planAvatarCrop(1080, 1920)).toEqual({ sx: 0, sy: 420, side: 1080, size: 256 });
  });

  it('never enlarges a small image', () => {
    expect(planAvatarCrop(100, 80)).toEqual({ sx: 10, sy: 0, side: 80, size: 80 });
  });

  it('refuses an image without pixels', () => {
    expect(() => planAvatarCrop(0, 10)).toThrow();
  });
});

describe('encodeWithinLimit', () => {
  it('keeps the first encoding that fits', () => {
    const calls: Array<[number, number]> = [];
    const url = encodeWithinLimit((size, quality) => {
      calls.push([size, quality]);
      return 'x'.repeat(100);
    }, 256);
    expect(url).toHaveLength(100);
    expect(calls).toEqual([[256, 0.9]]);
  });

  it('lowers the quality, then the size, until the data URL fits the server limit', () => {
    const calls: Array<[number, number]> = [];
    // Pretend only a 144-pixel image at quality 0.5 or lower is small enough.
    const url = encodeWithinLimit((size, quality) => {
      calls.push([size, quality]);
      return size <= 144 && quality <= 0.5 ? 'ok' : 'x'.repeat(AVATAR_MAX_CHARS + 1);
    }, 256);
    expect(url).toBe('ok');
    expect(calls[0]).toEqual([256, 0.9]);
    expect(calls[5]).toEqual([192, 0.9]);
    expect(calls.at(-1)).toEqual([144, 0.5]);
  });

  it('gives up rather than loop forever', () => {
    expect(() => encodeWithinLimit(() => 'x'.repeat(10), 256, 5)).toThrow(/small enough/);
  });
});

describe('avatarFileProblem', () => {
  it('accepts common image types and refuses others or huge files', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/PNG, JPEG/);
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/PNG, JPEG/);
    expect(avatarFileProblem({ type: 'image/jpeg', size: 16 * 1024 * 1024 })).toMatch(/15 MB/);
  });
});
