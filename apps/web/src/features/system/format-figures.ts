/** Milliseconds from seconds, rounded; a dash when there is no figure yet. */
export const ms = (seconds: number | null): string => (seconds === null ? '—' : `${Math.round(seconds * 1000).toLocaleString()} ms`);

/** A no-break space keeps the figure and its sign on one line. */
export const percent = (rate: number): string => `${(rate * 100).toFixed(1)}\u00a0%`;

/** "3 min", "2 h 5 min": how long the oldest job has waited. */
export function waited(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
