import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositionTranscript, LiveServerMessage, TestimonySegment } from '@app/contract';
import { ApiError } from '../../lib/api-client';
import { setupFieldErrors } from './SessionFormDialog';

const SESSION_ID = '11111111-1111-4111-8111-111111111111';
const T = '2026-11-25T12:00:00.000Z';

const transcripts: DepositionTranscript[] = [];
const reads: number[] = [];
vi.mock('./api', () => ({
  fetchTranscript: () => {
    reads.push(Date.now());
    const next = transcripts.length > 1 ? transcripts.shift()! : transcripts[0]!;
    return Promise.resolve(next);
  },
  postSegments: vi.fn(),
}));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../lib/api-client')>()),
  currentAccessToken: () => 'tok.en',
  refreshTokensOnce: () => Promise.resolve(),
}));

/** A WebSocket the test drives: frames in with `serve`, frames out in `sent`. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    /* the view closed it */
  }
  serve(frame: LiveServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    act(() => this.onclose?.({ code, reason: '' }));
  }
}

const session = (lastSeq: number) => ({
  id: SESSION_ID,
  case_id: '22222222-2222-4222-8222-222222222222',
  case_name: 'Northwind',
  title: 'Deposition of R. Voss',
  deponent: 'R. Voss',
  examining_attorney: null,
  date: null,
  location: null,
  goals: [],
  outline: [],
  exhibits: [],
  state: 'live' as const,
  started_at: T,
  ended_at: null,
  last_seq: lastSeq,
  segment_count: 0,
  created_by: null,
  created_by_name: null,
  created_at: T,
  updated_at: T,
  can_run: true,
});
const line = (n: number, seq: number): TestimonySegment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  line: n,
  seq,
  kind: n % 2 ? 'question' : 'answer',
  speaker: '',
  text: `line ${n}`,
  source: 'typed',
  offset_seconds: 0,
  created_by: null,
  created_at: T,
});

beforeEach(() => {
  FakeSocket.all = [];
  transcripts.length = 0;
  reads.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useLiveSession', () => {
  it('reads the transcript, resumes after its seq, applies events in order, reads again after a gap and resumes from the last applied seq after a reconnect', async () => {
    transcripts.push({ session: session(2), segments: [line(1, 1), line(2, 2)], insights: [], questions: [] });
    const { useLiveSession } = await import('./use-live-session');
    const { result } = renderHook(() => useLiveSession(SESSION_ID));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const first = FakeSocket.all[0]!;
    expect(first.url).toBe(`ws://${window.location.host}/api/v1/realtime-deposition/sessions/${SESSION_ID}/live`);
    expect(first.protocols).toEqual(['live.v1', 'bearer.tok.en']);
    expect(result.current.connection).toBe('connecting');

    first.serve({ type: 'ready', last_seq: 3 });
    expect(first.sent).toEqual([{ type: 'resume', after_seq: 2 }]);
    expect(result.current.connection).toBe('live');

    // A replayed event is ignored; the next one is applied.
    first.serve({ type: 'event', event: { type: 'segment', seq: 2, segment: line(2, 2) } });
    first.serve({ type: 'event', event: { type: 'segment', seq: 3, segment: line(3, 3) } });
    expect(result.current.state?.segments.map((s) => s.line)).toEqual([1, 2, 3]);
    expect(result.current.state?.lastSeq).toBe(3);

    // seq 5 after 3: the transcript is read again (it now holds up to 5).
    transcripts.length = 0;
    transcripts.push({ session: session(5), segments: [1, 2, 3, 4, 5].map((n) => line(n, n)), insights: [], questions: [] });
    const before = reads.length;
    first.serve({ type: 'event', event: { type: 'segment', seq: 5, segment: line(5, 5) } });
    await waitFor(() => expect(result.current.state?.lastSeq).toBe(5));
    expect(reads.length).toBe(before + 1);
    expect(result.current.state?.segments).toHaveLength(5);

    first.serve({ type: 'presence', participants: [{ user_id: SESSION_ID, name: 'Priya', role: 'associate' }] });
    expect(result.current.participants.map((p) => p.name)).toEqual(['Priya']);

    // The socket drops: "Reconnecting…", then a new socket resumes after seq 5.
    first.drop();
    expect(result.current.connection).toBe('reconnecting');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3000 });
    const second = FakeSocket.all[1]!;
    second.serve({ type: 'ready', last_seq: 5 });
    expect(second.sent).toEqual([{ type: 'resume', after_seq: 5 }]);
    expect(result.current.connection).toBe('live');
  });

  it('stops for good when the session is gone (4404)', async () => {
    transcripts.push({ session: session(0), segments: [], insights: [], questions: [] });
    const { useLiveSession } = await import('./use-live-session');
    const { result } = renderHook(() => useLiveSession(SESSION_ID));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => FakeSocket.all[0]!.onclose?.({ code: 4404, reason: 'No such session' }));
    expect(result.current.connection).toBe('closed');
    expect(result.current.closedReason).toBe('No such session');
    await new Promise((r) => setTimeout(r, 800));
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('set-up field errors', () => {
  it("names the list item a 400's field points at", () => {
    const error = new ApiError(400, 'Validation failed', {
      detail: 'Validation failed',
      errors: [
        { field: 'goals.1', message: 'Too long' },
        { field: 'deponent', message: 'Required' },
        { field: 'exhibit_ids.0', message: 'Not a document of this case' },
      ],
    });
    expect(setupFieldErrors(error)).toEqual({ goals: 'Goal 2: Too long', deponent: 'Required', exhibit_ids: 'Exhibit 1: Not a document of this case' });
    expect(setupFieldErrors(new Error('x'))).toEqual({});
  });
});
