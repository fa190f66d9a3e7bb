import { describe, expect, it } from 'vitest';
import type { DepositionSession, LiveEvent, TestimonySegment } from '@app/contract';
import { applyEvents, mergeSegments, stateFromTranscript } from './live-state';

const T = '2026-11-25T12:00:00.000Z';
const SESSION = '11111111-1111-4111-8111-111111111111';
const A = '00000000-0000-4000-8000-000000000001';

const session = { id: SESSION, case_id: '22222222-2222-4222-8222-222222222222', case_name: 'Northwind v. Castellan', title: 'Deposition', deponent: 'Raymond Voss', examining_attorney: null, date: null, location: null, goals: [], outline: [], exhibits: [], state: 'live', started_at: T, ended_at: null, last_seq: 1, segment_count: 1, created_by: null, created_by_name: null, created_at: T, updated_at: T, can_run: true } satisfies DepositionSession;
const answer: TestimonySegment = { id: A, line: 1, seq: 1, kind: 'answer', speaker: 'A', text: 'Ten days.', source: 'typed', offset_seconds: 0, created_by: null, created_at: T, analysed: false, analysis: null };
const analysis = { contradictions: 1, evasions: 0, goal_supports: 0, engine: 'local' };

describe('the live view: an analysed line', () => {
  it('marks the line analysed with its counts when line.analysed arrives', () => {
    const state = stateFromTranscript({ session, segments: [answer], insights: [], questions: [] });
    const event: LiveEvent = { type: 'line.analysed', seq: 2, segment_id: A, line: 1, analysis };
    const { state: next, gap } = applyEvents(state, [event]);
    expect(gap).toBe(false);
    expect(next.segments[0]).toMatchObject({ analysed: true, analysis });
    expect(next.lastSeq).toBe(2);
  });

  it("keeps the mark when our own request's answer (not analysed yet) arrives after the event", () => {
    const analysed = { ...answer, analysed: true, analysis };
    expect(mergeSegments([analysed], [answer])[0]).toMatchObject({ analysed: true, analysis });
  });
});
