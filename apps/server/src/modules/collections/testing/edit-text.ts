/**
 * Edited copies of a text, for near-duplicate tests and the benchmark: words replaced at a rate,
 * sentences inserted and deleted, paragraphs moved. Paragraphs are separated by blank lines and
 * sentences end with ". ".
 */
import { pick, sentence } from './random.js';

export interface Edits {
  /** Share of words replaced by another word. */
  changeRate?: number;
  insertSentences?: number;
  deleteSentences?: number;
  moveParagraphs?: number;
}

export function editText(random: () => number, text: string, vocabulary: readonly string[], edits: Edits): string {
  const paragraphs = text.split('\n\n').map((p) => p.split(/(?<=\.)\s+/));
  const somewhere = () => Math.floor(random() * paragraphs.length);
  for (let d = 0; d < (edits.deleteSentences ?? 0); d++) {
    const p = paragraphs[somewhere()];
    if (p && p.length > 1) p.splice(Math.floor(random() * p.length), 1);
  }
  for (let i = 0; i < (edits.insertSentences ?? 0); i++) {
    const p = paragraphs[somewhere()];
    p?.splice(Math.floor(random() * (p.length + 1)), 0, sentence(random, vocabulary, 10 + Math.floor(random() * 8)));
  }
  for (let m = 0; m < (edits.moveParagraphs ?? 0) && paragraphs.length > 2; m++) {
    const [moved] = paragraphs.splice(somewhere(), 1);
    if (moved) paragraphs.splice(somewhere(), 0, moved);
  }
  const rate = edits.changeRate ?? 0;
  const joined = paragraphs.map((p) => p.join(' ')).join('\n\n');
  if (rate === 0) return joined;
  return joined.replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (random() >= rate) return word;
    let replacement = pick(random, vocabulary);
    while (replacement === word.toLowerCase()) replacement = pick(random, vocabulary);
    return replacement;
  });
}
