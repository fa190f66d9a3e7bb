/**
 * Boilerplate: lines repeated across a large share of a collection (e-mail disclaimers, letterhead,
 * "CONFIDENTIAL – ATTORNEYS' EYES ONLY" footers, fax cover text). Left in, they make unrelated short
 * documents look alike; near-duplicate detection can leave them out (shingleHashes' `boilerplate`).
 *
 * Whole lines are removed before shingling rather than their shingles afterwards, because the
 * shingles straddling a removed line's edges would still carry its words.
 *
 * The share is of the collection given: a matter that is mostly drafts of one contract would see
 * that contract's lines as boilerplate, so run detection over a whole collection (several
 * custodians, several kinds of documents), not over one family of documents.
 */
import { hashString, words } from './text.js';

export interface BoilerplateOptions {
  /** A line is boilerplate when this share of the documents contains it (default 0.05). */
  minShare?: number;
  /** …and at least this many documents (default 10), so a small collection has none by accident. */
  minDocuments?: number;
  /** Lines with fewer words are ignored ("Page 2", "Thanks,"): they carry no shingle of their own. */
  minWords?: number;
  /** Documents examined at most: a sample this size finds every line above minShare (default 20,000). */
  sampleSize?: number;
  /** How many documents the iterable holds, if known: the sample is then spread over all of them. */
  total?: number;
}

/** The line hashes (shingles' lineHash) of the collection's boilerplate lines. */
export function detectBoilerplate(texts: Iterable<string>, options: BoilerplateOptions = {}): Set<number> {
  const minShare = options.minShare ?? 0.05;
  const minDocuments = options.minDocuments ?? 10;
  const minWords = options.minWords ?? 3;
  const sampleSize = options.sampleSize ?? 20_000;
  const step = options.total && options.total > sampleSize ? options.total / sampleSize : 1;
  const counts = new Map<number, number>();
  let examined = 0;
  let index = 0;
  let nextSampled = 0;
  for (const text of texts) {
    if (examined >= sampleSize) break;
    if (index++ < nextSampled) continue;
    nextSampled += step;
    examined++;
    const seen = new Set<number>();
    for (const line of text.split('\n')) {
      const lineWords = words(line);
      if (lineWords.length < minWords) continue;
      seen.add(hashString(lineWords.join(' '))); // the same hash as lineHash (shingles.ts)
    }
    for (const h of seen) counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  const needed = Math.max(minDocuments, Math.ceil(minShare * examined));
  const boilerplate = new Set<number>();
  for (const [h, count] of counts) if (count >= needed) boilerplate.add(h);
  return boilerplate;
}
