import { describe, expect, it } from 'vitest';
import { detectBoilerplate } from './boilerplate.js';
import { MinHasher, estimatedSimilarity } from './minhash.js';
import { bandsFor, findNearDuplicates, NearDuplicateIndex, type NearDuplicateResult } from './near-duplicates.js';
import { jaccard, shingleHashes } from './shingles.js';
import { editText, type Edits } from './testing/edit-text.js';
import { inventedWords, seededRandom, sentence } from './testing/random.js';

/** A reference Jaccard on 5-word shingles kept as strings: no hashing, no sampling. */
const referenceShingles = new Map<string, Set<string>>();
function referenceJaccard(a: string, b: string): number {
  const shingles = (text: string) => {
    const known = referenceShingles.get(text);
    if (known) return known;
    const w = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const out = new Set<string>();
    for (let i = 0; i + 5 <= w.length; i++) out.add(w.slice(i, i + 5).join(' '));
    referenceShingles.set(text, out);
    return out;
  };
  const sa = shingles(a);
  const sb = shingles(b);
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / (sa.size + sb.size - shared);
}

const random = seededRandom(2026);
const vocabulary = inventedWords(random, 4000);
const document = (paragraphs: number) =>
  Array.from({ length: paragraphs }, () => Array.from({ length: 5 + Math.floor(random() * 3) }, () => sentence(random, vocabulary, 10 + Math.floor(random() * 10))).join(' ')).join('\n\n');

/** Edits from "the same text" to "a different version"; about 1 % of words changed is the 0.9 boundary. */
const VARIANTS: Edits[] = [
  {},
  { changeRate: 0.003 },
  { moveParagraphs: 1 },
  { insertSentences: 1 },
  { deleteSentences: 1 },
  { changeRate: 0.002, moveParagraphs: 1, insertSentences: 1 },
  { changeRate: 0.008 },
  { changeRate: 0.012 },
  { changeRate: 0.03 },
  { changeRate: 0.08 },
  { insertSentences: 6, deleteSentences: 6 },
];

function pairs(result: NearDuplicateResult): Set<string> {
  const out = new Set<string>();
  for (const g of result.groups) for (const a of g.members) for (const b of g.members) if (a.id < b.id) out.add(`${a.id}|${b.id}`);
  return out;
}

describe('shingles and MinHash', () => {
  it('gives the exact Jaccard of the shingle sets, and a MinHash estimate close to it', () => {
    const base = document(8);
    const hasher = new MinHasher();
    for (const rate of [0, 0.005, 0.02, 0.05, 0.2]) {
      const edited = editText(random, base, vocabulary, { changeRate: rate });
      const a = shingleHashes(base);
      const b = shingleHashes(edited);
      const exact = jaccard(a, b);
      expect(exact).toBeCloseTo(referenceJaccard(base, edited), 3);
      expect(Math.abs(estimatedSimilarity(hasher.signature(a), hasher.signature(b)) - exact)).toBeLessThan(0.1);
    }
    expect(shingleHashes('')).toHaveLength(0);
    expect(shingleHashes('Two words')).toHaveLength(1);
    expect(jaccard(shingleHashes('The Same, text here now.'), shingleHashes('the same text here now'))).toBe(1);
  });

  it('picks bands that find a pair at the threshold with probability ≥ 0.999', () => {
    expect(bandsFor(0.9)).toEqual({ bands: 16, rows: 8 });
    expect(bandsFor(0.8)).toEqual({ bands: 32, rows: 4 });
    expect(bandsFor(0.5)).toEqual({ bands: 64, rows: 2 });
  });
});

describe('findNearDuplicates', () => {
  const families = Array.from({ length: 30 }, () => document(8));
  const docs = families.flatMap((base, f) => VARIANTS.map((edits, v) => ({ id: `f${String(f).padStart(2, '0')}v${String(v).padStart(2, '0')}`, text: editText(random, base, vocabulary, edits) })));
  // Unrelated documents too, so buckets hold more than families.
  for (let u = 0; u < 200; u++) docs.push({ id: `u${u}`, text: document(3) });

  it('groups edited copies with pairwise F1 ≥ 0.95 at threshold 0.9', () => {
    // The known answer: each family's base and the copies within 0.9 of it form one group; every
    // two documents of a group are a true pair. (Stricter, and printed only: every pair of a
    // family at 0.9 of each other — a pivot group is not a clique, so members can be < 0.9 apart.)
    const truth = new Set<string>();
    const strict = new Set<string>();
    for (let f = 0; f < families.length; f++) {
      const family = docs.filter((d) => d.id.startsWith(`f${String(f).padStart(2, '0')}`));
      const base = families[f] ?? '';
      const group = family.filter((d) => referenceJaccard(base, d.text) >= 0.9);
      for (const a of group) for (const b of group) if (a.id < b.id) truth.add(`${a.id}|${b.id}`);
      for (const a of family) for (const b of family) if (a.id < b.id && referenceJaccard(a.text, b.text) >= 0.9) strict.add(`${a.id}|${b.id}`);
    }
    const result = findNearDuplicates(docs, { threshold: 0.9 });
    const found = pairs(result);
    const score = (expected: Set<string>) => {
      const hits = [...found].filter((p) => expected.has(p)).length;
      const precision = hits / found.size;
      const recall = hits / expected.size;
      return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
    };
    const { precision, recall, f1 } = score(truth);
    const cliques = score(strict);
    process.stdout.write(
      `near-duplicates: ${docs.length} documents, ${truth.size} true pairs, ${found.size} found, P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)}` +
        ` (against every pair ≥ 0.9: P ${cliques.precision.toFixed(3)} R ${cliques.recall.toFixed(3)} F1 ${cliques.f1.toFixed(3)}), ${result.comparisons} comparisons\n`,
    );
    expect(f1).toBeGreaterThanOrEqual(0.95);
    for (const g of result.groups) {
      expect(g.members[0]).toEqual({ id: g.pivotId, similarity: 1 });
      for (const m of g.members.slice(1)) {
        const pivotText = docs.find((d) => d.id === g.pivotId)?.text ?? '';
        const text = docs.find((d) => d.id === m.id)?.text ?? '';
        expect(m.similarity).toBeGreaterThanOrEqual(0.9);
        expect(m.similarity).toBeCloseTo(referenceJaccard(pivotText, text), 3);
      }
    }
    expect(result.groups.some((g) => g.members.some((m) => m.id.startsWith('u')))).toBe(false);
  }, 30_000); // about 1 s on an idle machine; the shared CI machine is often 5× slower

  it('estimates similarity from signatures alone when asked, within a few points', () => {
    const result = findNearDuplicates(docs.slice(0, 66), { threshold: 0.9, similarity: 'estimated' });
    expect(result.groups.length).toBeGreaterThanOrEqual(5);
    for (const g of result.groups) {
      const pivotText = docs.find((d) => d.id === g.pivotId)?.text ?? '';
      for (const m of g.members.slice(1)) expect(Math.abs(m.similarity - referenceJaccard(pivotText, docs.find((d) => d.id === m.id)?.text ?? ''))).toBeLessThan(0.1);
    }
  });

  it('refuses a threshold outside (0, 1], and documents after grouping', () => {
    expect(() => findNearDuplicates([], { threshold: 0 })).toThrow(RangeError);
    const index = new NearDuplicateIndex();
    index.add('a', 'one two three four five six');
    expect(index.group().groups).toEqual([]);
    expect(() => index.add('b', 'seven')).toThrow(/takes no more/);
    expect(() => index.group()).toThrow(/already/);
  });
});

describe('detectBoilerplate', () => {
  const disclaimer = Array.from({ length: 12 }, () => sentence(random, vocabulary, 18)).join('\n');
  const mails = Array.from({ length: 300 }, (_, i) => ({ id: `mail${i}`, text: `${sentence(random, vocabulary, 12)}\n\n--\n${disclaimer}` }));

  it('finds lines shared by a large share of the collection and leaves them out of the scores', () => {
    const without = findNearDuplicates(mails);
    expect(without.groups.length).toBeGreaterThan(0); // the disclaimer alone makes them look alike
    const boilerplate = detectBoilerplate(mails.map((m) => m.text));
    expect(boilerplate.size).toBe(12);
    const withBoilerplate = findNearDuplicates(mails, { boilerplate });
    expect(withBoilerplate.groups).toHaveLength(0);
    expect(findNearDuplicates([{ id: 'only', text: disclaimer }], { boilerplate }).empty).toEqual(['only']);
  });

  it('samples a large collection evenly and needs a minimum number of documents', () => {
    expect(detectBoilerplate(mails.slice(0, 5).map((m) => m.text)).size).toBe(0);
    expect(detectBoilerplate(mails.map((m) => m.text), { sampleSize: 100, total: mails.length }).size).toBe(12);
  });
});
