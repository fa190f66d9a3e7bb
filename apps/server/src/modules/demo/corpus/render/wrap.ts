/** Greedy word wrap: as many words per line as fit in `maxWidth` (measured by the caller's font). */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number, firstLineIndent = 0): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    const indent = lines.length === 0 ? firstLineIndent : 0;
    if (current && measure(candidate) + indent > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}
