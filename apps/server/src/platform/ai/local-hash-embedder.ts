import type { EmbeddingEngine, UsageContext } from './types.js';

export const LOCAL_HASH_ENGINE_ID = 'local-hash-v1';
export const LOCAL_HASH_DIMENSIONS = 512;
export const LOCAL_HASH_DESCRIPTION =
  'Lexical hashing, no language model: finds passages sharing words and word pieces, not synonyms ' +
  '(hashed word unigrams and bigrams plus character 3- and 4-grams, 512 dimensions, computed offline).';

/** Words too common to say what a passage is about; they still feed the character n-grams' neighbours. */
export const STOPWORDS = new Set(
  (
    'a an and are as at be been but by for from had has have he her his i if in into is it its me my no not of on or our ' +
    'she so such than that the their them then there these they this those to was we were what when where which who will with you your ' +
    'shall may any all each other upon under said such herein thereof hereby'
  ).split(' '),
);

/** Longest first: a crude stemmer so "terminate", "terminated" and "termination" land on one bucket. */
const SUFFIXES = ['ations', 'ation', 'ating', 'ated', 'ates', 'ate', 'itions', 'ition', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'ies', 'ied', 'ers', 'er', 'ed', 'es', 'ly', 's'];

export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length);
      return base.endsWith('e') && base.length > 4 ? base.slice(0, -1) : base;
    }
  }
  return word.length > 4 && word.endsWith('e') ? word.slice(0, -1) : word;
}

/** Lowercase, accents folded, split into letter/digit runs. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** FNV-1a, 32 bit: stable across runs and platforms, which the stored vectors depend on. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(vector: Float64Array, feature: string, weight: number): void {
  const h = fnv1a(feature);
  // The low bits pick the bucket, the top bit the sign: collisions cancel out on average.
  const bucket = h % vector.length;
  vector[bucket] = (vector[bucket] ?? 0) + (h & 0x80000000 ? -weight : weight);
}

const WORD_WEIGHT = 1;
const BIGRAM_WEIGHT = 0.6;
/** Shared by a word's n-grams, so a long word does not outweigh its own unigram. */
const CHAR_GRAMS_WEIGHT = 0.6;

/** The deterministic vector of one text (L2-normalised; all zeros only for a text with no words). */
export function hashEmbedding(text: string, dimensions = LOCAL_HASH_DIMENSIONS): number[] {
  const vector = new Float64Array(dimensions);
  const content = words(text).filter((w) => !STOPWORDS.has(w));
  const stems = content.map(stem);
  for (let i = 0; i < content.length; i++) {
    const word = content[i] ?? '';
    const stemmed = stems[i] ?? '';
    add(vector, `w:${stemmed}`, WORD_WEIGHT);
    if (i > 0) add(vector, `b:${stems[i - 1] ?? ''} ${stemmed}`, BIGRAM_WEIGHT);
    if (/^\d+$/.test(word)) continue; // digits: exact word only; "2019" is not like "2018"
    const padded = `#${word}#`;
    const grams: string[] = [];
    for (const n of [3, 4]) for (let j = 0; j + n <= padded.length; j++) grams.push(padded.slice(j, j + n));
    const each = CHAR_GRAMS_WEIGHT / Math.sqrt(grams.length);
    for (const g of grams) add(vector, `c:${g}`, each);
  }
  // Sublinear term frequency: a word repeated twenty times does not drown the rest of the passage.
  let norm = 0;
  for (let i = 0; i < dimensions; i++) {
    const v = vector[i] ?? 0;
    const damped = Math.sign(v) * Math.log1p(Math.abs(v));
    vector[i] = damped;
    norm += damped * damped;
  }
  norm = Math.sqrt(norm);
  return Array.from(vector, (v) => (norm > 0 ? Math.fround(v / norm) : 0));
}

/** Cosine similarity of two L2-normalised vectors (their dot product). */
export function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}

/** The offline default: no model, no network; usage rows still written (cost 0) so analytics sees the volume. */
export class LocalHashEmbedder implements EmbeddingEngine {
  readonly id = LOCAL_HASH_ENGINE_ID;
  readonly dimensions = LOCAL_HASH_DIMENSIONS;
  readonly description = LOCAL_HASH_DESCRIPTION;

  constructor(private readonly record: (usage: UsageContext, call: { provider: string; model: string; inputTokens: number; outputTokens: number }) => Promise<void>) {}

  async embed(texts: string[], usage: UsageContext): Promise<number[][]> {
    const vectors = texts.map((t) => hashEmbedding(t, this.dimensions));
    const tokens = texts.reduce((n, t) => n + words(t).length, 0);
    await this.record(usage, { provider: 'local', model: this.id, inputTokens: tokens, outputTokens: 0 });
    return vectors;
  }
}
