/** "Jim Lokay <jim@x.example>" → "Jim Lokay"; a bare address stays as it is. */
export function displayName(address: string): string {
  const name = /^\s*"?([^"<]+?)"?\s*<[^>]+>\s*$/.exec(address)?.[1];
  return name ?? address.trim();
}

/** Up to `max` names, then "+n". */
export function displayNames(addresses: readonly string[], max = 2): string {
  if (addresses.length === 0) return '—';
  const shown = addresses.slice(0, max).map(displayName).join(', ');
  return addresses.length > max ? `${shown} +${addresses.length - max}` : shown;
}

export const percent = (similarity: number) => `${Math.round(similarity * 100)} %`;
