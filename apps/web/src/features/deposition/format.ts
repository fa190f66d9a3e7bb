import type { DepositionGoal, DepositionInsight, DepositionSession, TestimonyKind, TestimonySegment } from '@app/contract';

/** How a line of testimony is shown: "Q." / "A." or the speaker of colloquy ("MR. HALE:"). */
export function lineLabel(segment: Pick<TestimonySegment, 'kind' | 'speaker'>): string {
  if (segment.kind === 'question') return 'Q.';
  if (segment.kind === 'answer') return 'A.';
  const speaker = segment.speaker.trim();
  return speaker ? `${speaker.replace(/:$/, '')}:` : '';
}

/** Line numbers padded to the widest in the transcript, as a court reporter's are. */
export function formatLineNumber(line: number, widest: number): string {
  return String(line).padStart(Math.max(2, String(widest).length), ' ');
}

export const KIND_NAMES: Record<TestimonyKind, string> = { question: 'Question', answer: 'Answer', colloquy: 'Colloquy' };

/** What a screen reader hears for a line. */
export function spokenLine(segment: Pick<TestimonySegment, 'kind' | 'speaker' | 'line' | 'text'>): string {
  const who = segment.kind === 'colloquy' && segment.speaker ? segment.speaker : KIND_NAMES[segment.kind];
  return `Line ${segment.line}, ${who}: ${segment.text}`;
}

/** The lines a paste or a typed box holds (blank ones dropped). */
export function countLines(text: string): number {
  return text.split(/\r?\n/).filter((l) => l.trim() !== '').length;
}

/** Follow-scroll: the box follows new lines only while its bottom is (nearly) in view. */
export const FOLLOW_THRESHOLD_PX = 48;
export function isAtBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }, threshold = FOLLOW_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/**
 * What a scroll of the transcript means: following stops when the reader moved up (away from the
 * bottom), and starts again when they come back to it. A scroll caused by new lines while
 * following keeps following.
 */
export function nextFollowing(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return isAtBottom(box);
}

export const STATE_LABELS: Record<DepositionSession['state'], string> = { draft: 'Draft', live: 'Live', ended: 'Ended' };
export const STATE_COLOURS: Record<DepositionSession['state'], 'default' | 'error' | 'success'> = { draft: 'default', live: 'error', ended: 'success' };

export const GOAL_LABELS: Record<DepositionGoal['status'], string> = { open: 'Open', partly: 'Partly established', established: 'Established' };

export function percent(confidence: number): string {
  return `${Math.round(Math.max(0, Math.min(1, confidence)) * 100)}%`;
}

/** A sentence for the polite live region about new insights (several arriving at once are counted). */
export function insightAnnouncement(insights: readonly Pick<DepositionInsight, 'type' | 'title'>[]): string | null {
  if (insights.length === 0) return null;
  const contradictions = insights.filter((i) => i.type === 'contradiction').length;
  const evasions = insights.filter((i) => i.type === 'evasion').length;
  if (insights.length === 1) return `New insight: ${insights[0]?.title ?? ''}`;
  const parts = [
    contradictions ? `${contradictions} contradiction${contradictions === 1 ? '' : 's'}` : null,
    evasions ? `${evasions} evasive answer${evasions === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return `${insights.length} new insights${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/** Where the live channel lives, with the token as the subprotocol (browsers cannot set Authorization on a WebSocket). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, apiBase: string, sessionId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${apiBase}/realtime-deposition/sessions/${sessionId}/live`;
}

export function bearerProtocol(token: string): string {
  return `bearer.${token}`;
}

/**
 * The live channel's own subprotocol, offered before the bearer one: the server then answers with
 * it, so the handshake's response never repeats the access token (proxies and browsers log it).
 */
export const LIVE_PROTOCOL = 'live.v1';

/** The subprotocols the browser offers for the live channel: ours, and the token. */
export function liveProtocols(token: string): string[] {
  return [LIVE_PROTOCOL, bearerProtocol(token)];
}

/** Finds a quote in a page's text (spaces and line breaks may differ); offsets into the page text, or null. */
export function findQuote(pageText: string, quote: string): { start: number; end: number } | null {
  const words = quote
    .trim()
    .replace(/^[…."“”']+|[…."“”']+$/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return null;
  const match = new RegExp(words.join('\\s+'), 'i').exec(pageText);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A calendar day (YYYY-MM-DD) as the reader writes dates; the same day whatever the time zone. */
export function formatDay(day: string | null): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}
