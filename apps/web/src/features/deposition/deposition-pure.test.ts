import { describe, expect, it } from 'vitest';
import type { DepositionInsight, DepositionSession, DepositionTranscript, LiveEvent, SuggestedQuestion, TestimonySegment } from '@app/contract';
import { bearerProtocol, countLines, findQuote, formatDay, formatLineNumber, insightAnnouncement, isAtBottom, lineLabel, liveUrl, percent, spokenLine } from './format';
import { applyEvents, backoffMs, mergeSegments, stateFromTranscript, withQuestion } from './live-state';
import { sessionFromParams, withSession } from './session-url';
import { readFrame } from './use-live-session';

const SESSION_ID = '11111111-1111-4111-8111-111111111111';
const T = '2026-11-25T12:00:00.000Z';

const session = (over: Partial<DepositionSession> = {}): DepositionSession => ({
  id: SESSION_ID,
  case_id: '22222222-2222-4222-8222-222222222222',
  case_name: 'Northwind v. Castellan',
  title: 'Deposition of Raymond Voss',
  deponent: 'Raymond Voss',
  examining_attorney: null,
  date: null,
  location: null,
  goals: [],
  outline: [],
  exhibits: [],
  state: 'live',
  started_at: T,
  ended_at: null,
  last_seq: 0,
  segment_count: 0,
  created_by: null,
  created_by_name: null,
  created_at: T,
  updated_at: T,
  can_run: true,
  ...over,
});

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

const segment = (line: number, seq: number, kind: TestimonySegment['kind'] = 'answer', text = `line ${line}`): TestimonySegment => ({
  id: uuid(),
  line,
  seq,
  kind,
  speaker: kind === 'question' ? 'Q' : kind === 'answer' ? 'A' : 'MR. HALE',
  text,
  source: 'typed',
  offset_seconds: 0,
  created_by: null,
  created_at: T,
});

const insight = (seq: number, type: DepositionInsight['type'] = 'contradiction'): DepositionInsight => ({
  id: uuid(),
  seq,
  type,
  line: 2,
  title: `${type} ${seq}`,
  detail: '',
  claim_kind: 'date',
  confidence: 0.9,
  quotes: [],
  topic_id: null,
  goal_id: null,
  engine: 'local',
  created_at: T,
});

const question = (status: SuggestedQuestion['status'] = 'suggested'): SuggestedQuestion => ({
  id: uuid(),
  text: 'When did you receive it?',
  reason: 'goal',
  rationale: 'Goal 1 has no supporting testimony yet',
  goal_id: null,
  topic_id: null,
  insight_id: null,
  status,
  engine: 'local',
  created_at: T,
  updated_at: T,
});

const transcript = (lastSeq: number, segments: TestimonySegment[] = []): DepositionTranscript => ({ session: session({ last_seq: lastSeq }), segments, insights: [], questions: [] });
const seg = (s: TestimonySegment): LiveEvent => ({ type: 'segment', seq: s.seq, segment: s });

describe('live events in seq order', () => {
  it('applies the next events, ignores ones already applied and reports a gap', () => {
    const first = segment(1, 3, 'question');
    const start = stateFromTranscript(transcript(3, [first]));
    const a = segment(2, 4);
    const b = insight(5);
    const r1 = applyEvents(start, [{ type: 'insight', seq: 5, insight: b }, seg(a), seg(first)]);
    expect(r1.gap).toBe(false);
    expect(r1.state.lastSeq).toBe(5);
    expect(r1.state.segments.map((s) => s.line)).toEqual([1, 2]);
    expect(r1.state.insights.map((i) => i.id)).toEqual([b.id]);
    expect(r1.applied.map((e) => e.seq)).toEqual([4, 5]);

    // A replay after a resume sends 4 and 5 again: nothing changes.
    const replay = applyEvents(r1.state, [seg(a), { type: 'insight', seq: 5, insight: b }]);
    expect(replay.applied).toEqual([]);
    expect(replay.state).toBe(r1.state);

    // 7 after 5: 6 was missed; 7 is not applied (the transcript is read again).
    const later = segment(4, 7);
    const gap = applyEvents(r1.state, [seg(later)]);
    expect(gap.gap).toBe(true);
    expect(gap.state.lastSeq).toBe(5);
    expect(gap.state.segments).toHaveLength(2);
  });

  it('applies up to the gap and stops there', () => {
    const start = stateFromTranscript(transcript(0));
    const result = applyEvents(start, [seg(segment(1, 1)), seg(segment(2, 2)), seg(segment(4, 4))]);
    expect(result.gap).toBe(true);
    expect(result.state.lastSeq).toBe(2);
    expect(result.state.segments.map((s) => s.line)).toEqual([1, 2]);
  });

  it('replaces a question and the session when they change', () => {
    const q = question();
    const start = { ...stateFromTranscript(transcript(1)), questions: [q] };
    const asked = { ...q, status: 'asked' as const };
    const ended = session({ state: 'ended', last_seq: 3 });
    const result = applyEvents(start, [
      { type: 'question', seq: 2, question: asked },
      { type: 'session', seq: 3, session: ended },
    ]);
    expect(result.state.questions).toEqual([asked]);
    expect(result.state.session.state).toBe('ended');
    expect(withQuestion(start, asked).questions).toEqual([asked]);
  });

  it("merges our own request's lines by id, in line order, once", () => {
    const one = segment(1, 1);
    const two = segment(2, 2);
    const merged = mergeSegments([two], [one, two]);
    expect(merged.map((s) => s.line)).toEqual([1, 2]);
    // Their events then change nothing but the seq.
    const state = { ...stateFromTranscript(transcript(0)), segments: merged };
    const after = applyEvents(state, [seg(one), seg(two)]);
    expect(after.state.segments).toHaveLength(2);
    expect(after.state.lastSeq).toBe(2);
  });

  it('backs off from half a second up to 15 s, with jitter', () => {
    expect(backoffMs(0, () => 0)).toBe(500);
    expect(backoffMs(1, () => 0)).toBe(1000);
    expect(backoffMs(3, () => 0)).toBe(4000);
    expect(backoffMs(20, () => 0)).toBe(15_000);
    expect(backoffMs(0, () => 1)).toBe(650);
  });

  it('reads server frames and drops what is not one', () => {
    expect(readFrame('{"type":"ready","last_seq":4}')).toEqual({ type: 'ready', last_seq: 4 });
    expect(readFrame('not json')).toBeNull();
    expect(readFrame('{"type":"nope"}')).toBeNull();
    expect(readFrame('{"type":"event","event":{}}')).toBeNull();
    expect(readFrame('[1]')).toBeNull();
  });
});

describe('follow-scroll', () => {
  it('follows while the bottom is (nearly) in view, not after scrolling up', () => {
    expect(isAtBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isAtBottom({ scrollTop: 560, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isAtBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    // Shorter than the box: always at the bottom.
    expect(isAtBottom({ scrollTop: 0, clientHeight: 400, scrollHeight: 200 })).toBe(true);
  });
});

describe('line formatting', () => {
  it('labels Q, A and colloquy and pads line numbers', () => {
    expect(lineLabel({ kind: 'question', speaker: 'Q' })).toBe('Q.');
    expect(lineLabel({ kind: 'answer', speaker: 'A' })).toBe('A.');
    expect(lineLabel({ kind: 'colloquy', speaker: 'MR. HALE' })).toBe('MR. HALE:');
    expect(lineLabel({ kind: 'colloquy', speaker: 'THE REPORTER:' })).toBe('THE REPORTER:');
    expect(formatLineNumber(3, 9)).toBe(' 3');
    expect(formatLineNumber(3, 120)).toBe('  3');
    expect(formatLineNumber(120, 120)).toBe('120');
    expect(spokenLine({ kind: 'answer', speaker: 'A', line: 4, text: 'No.' })).toBe('Line 4, Answer: No.');
    expect(countLines('Q. When?\n\nA. Then.\r\n')).toBe(2);
  });

  it('finds a quote in a page whatever the line breaks', () => {
    const page = 'NOTICE OF BREACH\nDated October 11, 2023.\nThis notice is   delivered to Castellan.';
    const found = findQuote(page, '“Dated October 11, 2023. This notice is delivered…”');
    expect(found).not.toBeNull();
    expect(page.slice(found!.start, found!.end)).toBe('Dated October 11, 2023.\nThis notice is   delivered');
    expect(findQuote(page, 'nothing like it')).toBeNull();
    expect(findQuote(page, '  ')).toBeNull();
  });

  it('words the rest', () => {
    expect(percent(0.876)).toBe('88%');
    expect(percent(2)).toBe('100%');
    expect(formatDay('2023-10-30')).toMatch(/30/);
    expect(formatDay('nope')).toBe('');
    expect(insightAnnouncement([])).toBeNull();
    expect(insightAnnouncement([{ type: 'contradiction', title: 'Date of receipt contradicts the notice' }])).toBe('New insight: Date of receipt contradicts the notice');
    expect(insightAnnouncement([{ type: 'contradiction', title: 'a' }, { type: 'evasion', title: 'b' }, { type: 'contradiction', title: 'c' }])).toBe('3 new insights: 2 contradictions, 1 evasive answer');
    expect(liveUrl({ protocol: 'https:', host: 'law.example' }, '/api/v1', SESSION_ID)).toBe(`wss://law.example/api/v1/realtime-deposition/sessions/${SESSION_ID}/live`);
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' }, '/api/v1', SESSION_ID)).toMatch(/^ws:\/\/localhost:3000\//);
    expect(bearerProtocol('abc.def')).toBe('bearer.abc.def');
  });

  it('keeps the open session in the address', () => {
    expect(sessionFromParams(new URLSearchParams(`session=${SESSION_ID}`))).toBe(SESSION_ID);
    expect(sessionFromParams(new URLSearchParams('session=nope'))).toBeNull();
    const next = withSession(new URLSearchParams('x=1'), SESSION_ID);
    expect(next.toString()).toBe(`x=1&session=${SESSION_ID}`);
    expect(withSession(next, null).toString()).toBe('x=1');
  });
});
