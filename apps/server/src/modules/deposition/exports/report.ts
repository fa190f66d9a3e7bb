import type { DepositionSummary } from '@app/contract';
import type { DepositionInsightRow, DepositionSegmentRow } from '../../../db/schema/index.js';
import type { SessionRecord } from '../summary.js';

/** What both exports print: the caption, the goals, the Q&A with its insights, the summary. */
export interface DepositionReport {
  caseName: string;
  title: string;
  deponent: string;
  examiningAttorney: string | null;
  date: string | null;
  location: string | null;
  goals: { text: string; status: string; lines: number[] }[];
  topics: { title: string; covered: boolean; evasions: number }[];
  entries: { segment: DepositionSegmentRow; insights: DepositionInsightRow[] }[];
  summary: DepositionSummary;
}

const INSIGHT_LABELS: Record<DepositionInsightRow['type'], string> = {
  contradiction: 'Contradiction',
  evasion: 'Evasive answer',
  goal_support: 'Supports a goal',
  exhibit_mentioned: 'Exhibit mentioned',
};
export const GOAL_LABELS: Record<string, string> = { open: 'Open', partly: 'Partly established', established: 'Established' };

export function buildReport(record: SessionRecord, summary: DepositionSummary): DepositionReport {
  const { session, caseName } = record.loaded;
  const lineOfSeq = new Map(record.segments.map((s) => [s.seq, s.line]));
  const byLine = new Map<number, DepositionInsightRow[]>();
  for (const insight of record.insights) {
    const list = byLine.get(insight.line) ?? [];
    list.push(insight);
    byLine.set(insight.line, list);
  }
  return {
    caseName,
    title: session.title,
    deponent: session.deponent,
    examiningAttorney: session.examiningAttorney,
    date: session.date,
    location: session.location,
    goals: session.goals.map((g) => ({ text: g.text, status: g.status, lines: g.supporting_seqs.flatMap((seq) => lineOfSeq.get(seq) ?? []) })),
    topics: session.outline.map((t) => ({ title: t.title, covered: t.covered, evasions: t.evasions })),
    entries: record.segments.map((segment) => ({ segment, insights: byLine.get(segment.line) ?? [] })),
    summary,
  };
}

/** "Q.", "A." or the colloquy's speaker, as a transcript prints them. */
export function marker(segment: DepositionSegmentRow): string {
  if (segment.kind === 'question') return 'Q.';
  if (segment.kind === 'answer') return 'A.';
  return segment.speaker ? `${segment.speaker}:` : '';
}

/** An annotation's heading: "Contradiction — the date of the notice (confidence 90%)". */
export function insightHeading(insight: DepositionInsightRow): string {
  const label = INSIGHT_LABELS[insight.type];
  // The assistant's title may already say what it is ("Evasive answer: no recall").
  const title = insight.title.toLowerCase().startsWith(label.toLowerCase()) ? insight.title : `${label} — ${insight.title}`;
  return `${title} (confidence ${Math.round(insight.confidence * 100)}%)`;
}

/** Where a quote comes from: "Testimony, line 12" or "notice.pdf, page 3". */
export function quoteSource(quote: DepositionInsightRow['quotes'][number]): string {
  if (quote.source === 'testimony') return quote.line !== null ? `Testimony, line ${quote.line}` : 'Testimony';
  const name = quote.filename ?? 'Document';
  return quote.page_number !== null ? `${name}, page ${quote.page_number}` : name;
}

export function captionLines(report: DepositionReport): string[] {
  return [
    report.caseName,
    report.title,
    `Deponent: ${report.deponent}`,
    ...(report.examiningAttorney ? [`Examining attorney: ${report.examiningAttorney}`] : []),
    ...(report.date ? [`Date: ${report.date}`] : []),
    ...(report.location ? [`Location: ${report.location}`] : []),
  ];
}

export function summaryLines(summary: DepositionSummary): string[] {
  return [
    `Questions asked: ${summary.questions_asked}. Answers: ${summary.answers}. Contradictions: ${summary.contradictions}. Evasive answers: ${summary.evasions}.`,
    ...(summary.topics_uncovered.length > 0 ? [`Topics not covered: ${summary.topics_uncovered.join('; ')}.`] : []),
    ...(summary.exhibits_unused.length > 0 ? [`Exhibits not used: ${summary.exhibits_unused.join('; ')}.`] : []),
  ];
}

/** A safe file name: "Deposition of Maria Sandoval – 2026-11-25.docx". */
export function reportFilename(report: DepositionReport, extension: string): string {
  const base = [...`${report.title}${report.date ? ` - ${report.date}` : ''}`].map((c) => (c < ' ' ? ' ' : c)).join('').replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150);
  return `${base || 'Deposition'}.${extension}`;
}
