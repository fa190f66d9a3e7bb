import type { DepositionInsight, DepositionSession, DepositionTranscript, LiveEvent, SuggestedQuestion, TestimonySegment } from '@app/contract';

/**
 * The live view's model: the transcript read on open, then the live channel's events applied in
 * seq order. Pure, so the ordering rules are tested without a socket:
 * - an event at or below the last applied seq was already applied (a replay after a resume): ignored;
 * - the next seq is applied;
 * - a later seq means events were missed (the log has no gaps): the caller reads the transcript again.
 */
export interface LiveState {
  session: DepositionSession;
  segments: TestimonySegment[];
  insights: DepositionInsight[];
  questions: SuggestedQuestion[];
  /** The last event applied; the channel resumes after it. */
  lastSeq: number;
}

export function stateFromTranscript(transcript: DepositionTranscript): LiveState {
  return {
    session: transcript.session,
    segments: [...transcript.segments].sort((a, b) => a.line - b.line),
    insights: [...transcript.insights].sort((a, b) => a.seq - b.seq),
    questions: transcript.questions,
    lastSeq: transcript.session.last_seq,
  };
}

export interface ApplyResult {
  state: LiveState;
  /** Events were missed between lastSeq and an event that arrived: read the transcript again. */
  gap: boolean;
  /** The events actually applied (for announcements and follow-scroll). */
  applied: LiveEvent[];
}

/** Applies what can be applied, in seq order; stops at the first gap. */
export function applyEvents(state: LiveState, events: readonly LiveEvent[]): ApplyResult {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  let next = state;
  const applied: LiveEvent[] = [];
  for (const event of ordered) {
    if (event.seq <= next.lastSeq) continue;
    if (event.seq > next.lastSeq + 1) return { state: next, gap: true, applied };
    next = applyOne(next, event);
    applied.push(event);
  }
  return { state: next, gap: false, applied };
}

function upsert<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const at = list.findIndex((x) => x.id === item.id);
  if (at === -1) return [...list, item];
  const copy = [...list];
  copy[at] = item;
  return copy;
}

function applyOne(state: LiveState, event: LiveEvent): LiveState {
  const lastSeq = event.seq;
  switch (event.type) {
    case 'segment':
      return { ...state, lastSeq, segments: mergeSegments(state.segments, [event.segment]) };
    case 'insight':
      return { ...state, lastSeq, insights: upsert(state.insights, event.insight) };
    case 'question':
      return { ...state, lastSeq, questions: upsert(state.questions, event.question) };
    case 'session':
      return { ...state, lastSeq, session: event.session };
    case 'line.analysed':
      return {
        ...state,
        lastSeq,
        segments: state.segments.map((s) => (s.id === event.segment_id ? { ...s, analysed: true, analysis: event.analysis } : s)),
      };
  }
}

/** Lines stored by our own request arrive in its answer before their events: merged by id, kept in line order. */
export function mergeSegments(current: readonly TestimonySegment[], incoming: readonly TestimonySegment[]): TestimonySegment[] {
  let merged = [...current];
  for (const segment of incoming) {
    // Our own request's answer can arrive after the line was analysed: it does not un-analyse it.
    const known = merged.find((x) => x.id === segment.id);
    merged = upsert(merged, known?.analysed && !segment.analysed ? { ...segment, analysed: true, analysis: known.analysis ?? null } : segment);
  }
  return merged.sort((a, b) => a.line - b.line);
}

/** A question changed by our own PATCH, before (or without) its event. */
export function withQuestion(state: LiveState, question: SuggestedQuestion): LiveState {
  return { ...state, questions: upsert(state.questions, question) };
}

/** Reconnect back-off: 0.5 s, 1 s, 2 s … up to 15 s, with up to 30 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.3 * random()));
}
