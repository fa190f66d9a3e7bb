import type { Redaction } from '@app/contract';

/** A run of a page's text: plain, or under the first redaction that covers it. */
export interface TextRun {
  start: number;
  end: number;
  redaction: Redaction | null;
}

/**
 * Splits a page's text into runs for painting its text redactions: every character under a span
 * belongs to the earliest span covering it (overlapping spans paint once). The runs' text joined
 * is the page text verbatim, so a selection over them maps back to offsets of the page text.
 */
export function redactedRuns(text: string, spans: readonly Redaction[]): TextRun[] {
  const owner: (Redaction | null)[] = new Array<Redaction | null>(text.length).fill(null);
  for (const r of spans) {
    if (r.start === null || r.end === null) continue;
    for (let i = Math.max(0, r.start); i < Math.min(text.length, r.end); i += 1) owner[i] ??= r;
  }
  const runs: TextRun[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = runs[runs.length - 1];
    if (last && last.redaction === owner[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, redaction: owner[i] ?? null });
  }
  return runs;
}
