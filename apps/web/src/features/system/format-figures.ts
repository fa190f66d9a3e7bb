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

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  return `${seconds.toFixed(2)} s`;
}
