/**
 * How the transcript writes a place in it: a time code for media ("1:02:03", "4:05"), a court
 * reporter's page and line for an import ("12:4"), and a job's minutes in words.
 */

/** "4:05", "1:02:03" (hours only when there are any); tenths when asked ("4:05.3"). */
export function formatTimecode(seconds: number, { tenths = false }: { tenths?: boolean } = {}): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const whole = tenths ? Math.floor(safe * 10) / 10 : Math.floor(safe);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const sec = tenths ? s.toFixed(1).padStart(4, '0') : String(Math.floor(s)).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Spoken form for screen readers: "1 hour 2 minutes 3 seconds", "4 minutes 5 seconds", "7 seconds". */
export function spokenTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const parts: string[] = [];
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (h > 0) parts.push(unit(h, 'hour'));
  if (m > 0) parts.push(unit(m, 'minute'));
  if (s > 0 || parts.length === 0) parts.push(unit(s, 'second'));
  return parts.join(' ');
}

/** A court reporter's reference: "12:4" (page 12, line 4), or "p. 12" without a line. */
export function formatPageLine(page: number, line: number | null): string {
  return line === null ? `p. ${page}` : `${page}:${line}`;
}

/** "34 of 118 min"; under a minute of media it counts seconds ("20 of 45 s"). */
export function formatProgressMinutes(done: number, total: number): string {
  if (total < 1) return `${Math.min(Math.round(done * 60), Math.round(total * 60))} of ${Math.round(total * 60)} s`;
  return `${Math.min(Math.floor(done), Math.ceil(total))} of ${Math.ceil(total)} min`;
}
