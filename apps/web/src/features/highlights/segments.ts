/**
 * Painting marks on a page's text: the text is cut at every mark boundary so overlapping
 * highlights (and the focused passage) become flat runs, each knowing every mark that covers it.
 * The runs are rendered as React text, so a page containing markup is still shown as text.
 */
export interface TextMark {
  id: string;
  start: number;
  end: number;
}

export interface TextRun<M extends TextMark> {
  start: number;
  end: number;
  text: string;
  /** The marks covering this run, in the order they were given. */
  marks: M[];
}

/** Marks clamped to the text; empty or inverted ranges (a stale offset after reprocessing) are dropped. */
function clamp<M extends TextMark>(marks: readonly M[], length: number): M[] {
  const out: M[] = [];
  for (const mark of marks) {
    const start = Math.max(0, Math.min(mark.start, length));
    const end = Math.max(0, Math.min(mark.end, length));
    if (end > start) out.push({ ...mark, start, end });
  }
  return out;
}

export function textRuns<M extends TextMark>(text: string, marks: readonly M[]): TextRun<M>[] {
  const usable = clamp(marks, text.length);
  const cuts = new Set<number>([0, text.length]);
  for (const mark of usable) {
    cuts.add(mark.start);
    cuts.add(mark.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: TextRun<M>[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    if (end <= start) continue;
    runs.push({ start, end, text: text.slice(start, end), marks: usable.filter((m) => m.start < end && m.end > start) });
  }
  return runs;
}
