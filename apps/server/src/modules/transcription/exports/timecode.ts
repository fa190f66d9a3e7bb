/** Time codes as transcripts and subtitle formats write them. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(seconds: number): { h: number; m: number; s: number; ms: number } {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  return {
    h: Math.floor(totalMs / 3_600_000),
    m: Math.floor(totalMs / 60_000) % 60,
    s: Math.floor(totalMs / 1000) % 60,
    ms: totalMs % 1000,
  };
}

/** `hh:mm:ss`, rounded down to the second the words begin in (a transcript's margin). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

/** SubRip: `hh:mm:ss,mmm`. */
export function srtTime(seconds: number): string {
  const { h, m, s, ms } = parts(seconds);
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms, 3)}`;
}

/** WebVTT: `hh:mm:ss.mmm`. */
export function vttTime(seconds: number): string {
  const { h, m, s, ms } = parts(seconds);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}
