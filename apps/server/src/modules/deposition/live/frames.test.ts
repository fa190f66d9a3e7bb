import { describe, expect, it } from 'vitest';
import { closeReason, parseClientFrame } from './frames.js';

const frame = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const parse = (value: unknown, maxBytes = 10_000) => parseClientFrame(frame(value), false, maxBytes);

describe('parseClientFrame', () => {
  it('accepts the three client frames', () => {
    expect(parse({ type: 'ping' })).toEqual({ ok: true, message: { type: 'ping' } });
    expect(parse({ type: 'resume', after_seq: 12 })).toEqual({ ok: true, message: { type: 'resume', after_seq: 12 } });
    expect(parse({ type: 'segments', text: 'Q. Who?\nA. Me.' })).toEqual({ ok: true, message: { type: 'segments', text: 'Q. Who?\nA. Me.', source: 'typed' } });
    expect(parse({ type: 'segments', segments: [{ kind: 'answer', text: 'Yes.' }], source: 'realtime' })).toMatchObject({ ok: true });
  });

  it.each([
    ['not JSON', '{"type":', /^frame is not JSON$/],
    ['a JSON array', [1], /not a JSON object/],
    ['JSON null', 'null', /not a JSON object/],
    ['no type', { after_seq: 1 }, /no "type"/],
    ['an unknown type', { type: 'subscribe' }, /unknown frame type "subscribe"/],
    ['a negative seq', { type: 'resume', after_seq: -1 }, /invalid resume frame: after_seq: /],
    ['a fractional seq', { type: 'resume', after_seq: 1.5 }, /invalid resume frame: after_seq/],
    ['neither text nor segments', { type: 'segments' }, /Send either text or segments/],
    ['both text and segments', { type: 'segments', text: 'Q. x', segments: [{ kind: 'answer', text: 'y' }] }, /Send either text or segments/],
    ['an empty line', { type: 'segments', segments: [{ kind: 'answer', text: '  ' }] }, /segments\.0\.text: A line cannot be empty/],
    ['an unknown kind', { type: 'segments', segments: [{ kind: 'aside', text: 'x' }] }, /segments\.0\.kind/],
    ['a NUL', { type: 'segments', text: 'Q. a\u0000b' }, /text: Contains a NUL/],
    ['a lone surrogate', '{"type":"segments","text":"Q. \\ud800"}', /text: Contains an incomplete UTF-16/],
  ])('refuses %s with a reason', (_name, value, reason) => {
    const parsed = parse(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('refuses binary frames and frames over the limit before parsing them', () => {
    expect(parseClientFrame(Buffer.from('{"type":"ping"}'), true, 100)).toEqual({ ok: false, reason: 'binary frames are not accepted; send JSON text' });
    expect(parse({ type: 'segments', text: 'Q. '.padEnd(200, 'x') }, 100)).toEqual({ ok: false, reason: expect.stringMatching(/^frame too large: 2\d\d bytes \(at most 100\)$/) });
    expect(parseClientFrame([Buffer.from('{"type":'), Buffer.from('"ping"}')], false, 100)).toEqual({ ok: true, message: { type: 'ping' } });
  });
});

describe('closeReason', () => {
  it('keeps a reason within the 123 bytes a close frame allows, cutting between characters', () => {
    expect(closeReason('short')).toBe('short');
    const long = closeReason('é'.repeat(200));
    expect(Buffer.byteLength(long, 'utf8')).toBeLessThanOrEqual(123);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toContain('\uFFFD');
    const emoji = closeReason('😀'.repeat(100));
    expect(Buffer.byteLength(emoji, 'utf8')).toBeLessThanOrEqual(123);
    expect([...emoji.slice(0, -1)].every((c) => c === '😀')).toBe(true);
  });
});
