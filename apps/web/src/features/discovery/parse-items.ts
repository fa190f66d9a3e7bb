/** One numbered request as pasted from a served document. */
export interface ParsedItem {
  number: number;
  text: string;
}

// A line starts an item with "1.", "1)", "(1)", "1:" or with "No. 1" ("Request No. 1.", "REQUEST FOR
// PRODUCTION NO. 1:", "Interrogatory No. 2"). A bare number ("2023 onwards") continues the item before.
const ITEM_START =
  /^\s*(?:(?:(?:request(?:\s+for\s+(?:production|admission))?|interrogatory|rfp)\s+)?no\.?\s*(\d{1,4})[.):]?|\(?(\d{1,4})[.):])(?=\s|$)[\s.:)–—-]*/i;

/**
 * Splits pasted text into numbered items: each line that starts with a number ("1.", "2)",
 * "Request No. 3:") begins an item, the lines after it continue it. Text before the first number
 * is ignored (a caption or a definitions header). Text without any number yields one item per
 * non-empty paragraph, numbered from 1.
 */
export function parseNumberedItems(pasted: string): ParsedItem[] {
  const lines = pasted.replace(/\r\n?/g, '\n').split('\n');
  const items: ParsedItem[] = [];
  let current: { number: number; lines: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const text = current.lines.join(' ').replace(/\s+/g, ' ').trim();
    if (text) items.push({ number: current.number, text });
  };
  for (const line of lines) {
    const start = ITEM_START.exec(line);
    const number = start?.[1] ?? start?.[2];
    if (start && number) {
      flush();
      current = { number: Number(number), lines: [line.slice(start[0].length)] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  flush();
  if (items.length > 0) return items;
  return pasted
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text, index) => ({ number: index + 1, text }));
}

/** Numbers that appear more than once (the server refuses them; the form says so first). */
export function duplicateNumbers(numbers: readonly number[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const n of numbers) (seen.has(n) ? twice : seen).add(n);
  return [...twice].sort((a, b) => a - b);
}
