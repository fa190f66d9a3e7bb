/** A small seeded generator (mulberry32) so generated test collections are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const SYLLABLES = 'ka lo mi ra ne tu sa vi do pe ri ga mo lu te zi ba fo'.split(' ');
const COMMON = 'the of and to in a is that for on with as by this be are we will please our it not can have from at you'.split(' ');

/** A vocabulary of `size` invented words, so random sentences rarely repeat five words in a row. */
export function inventedWords(random: () => number, size: number): string[] {
  const seen = new Set<string>();
  while (seen.size < size) {
    let word = '';
    const syllables = 2 + Math.floor(random() * 3);
    for (let s = 0; s < syllables; s++) word += pick(random, SYLLABLES);
    seen.add(word);
  }
  return [...seen];
}

/** A sentence mixing common words with the vocabulary, capitalised and ended with a full stop. */
export function sentence(random: () => number, vocabulary: readonly string[], length: number): string {
  const out: string[] = [];
  for (let w = 0; w < length; w++) out.push(random() < 0.35 ? pick(random, COMMON) : pick(random, vocabulary));
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
