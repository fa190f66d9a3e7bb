/** A passage of one page, with its character range in the page text (the viewer opens there). */
export interface PageChunk {
  chunkIndex: number;
  start: number;
  end: number;
  text: string;
}

export const CHUNK_WORDS = 160;
export const CHUNK_OVERLAP_WORDS = 40;
/** A tail shorter than this joins the previous chunk instead of standing alone. */
const MIN_TAIL_WORDS = 40;

/**
 * Splits a page into overlapping passages of about CHUNK_WORDS words: long enough to say what
 * they are about, short enough that the best passage is a useful snippet. The overlap keeps a
 * sentence that straddles a boundary whole in at least one chunk.
 */
export function chunkPage(text: string, size = CHUNK_WORDS, overlap = CHUNK_OVERLAP_WORDS): PageChunk[] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/\S+/g)) spans.push([m.index, m.index + m[0].length]);
  if (!/[\p{L}\p{N}]/u.test(text) || spans.length === 0) return [];
  const step = Math.max(1, size - overlap);
  const chunks: PageChunk[] = [];
  for (let first = 0; first < spans.length; first += step) {
    let last = Math.min(spans.length, first + size) - 1;
    if (spans.length - 1 - last < MIN_TAIL_WORDS) last = spans.length - 1;
    const start = spans[first]?.[0] ?? 0;
    const end = spans[last]?.[1] ?? text.length;
    chunks.push({ chunkIndex: chunks.length, start, end, text: text.slice(start, end) });
    if (last === spans.length - 1) break;
  }
  return chunks;
}
