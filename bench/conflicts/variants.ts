/**
 * The seeded variants the conflicts benchmark checks: for each kind of variant the matcher must
 * survive, names made from parties in the firm (the target), plus decoys that name nobody.
 */
import type { PartyKind } from '@app/contract';
import { doubleMetaphone } from 'double-metaphone';
import { seededRandom } from '../ingest/legal-text.js';
import type { Entity, Firm } from './firm.js';

export const VARIANT_KINDS = ['exact', 'suffix_punctuation', 'diacritics', 'swapped', 'initials', 'nickname', 'typo_1', 'typo_2', 'phonetic', 'family', 'decoy'] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

export interface Query {
  kind: VariantKind;
  name: string;
  partyKind: PartyKind;
  /** The entity the check must find (null for a decoy). */
  target: number | null;
}

const NICKNAMES: Record<string, string> = { William: 'Bill', Robert: 'Bob', Richard: 'Rick', James: 'Jim', Katherine: 'Kate', Elizabeth: 'Liz', Margaret: 'Peggy', Michael: 'Mike', Thomas: 'Tom', Jennifer: 'Jen' };
const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', n: 'ñ', c: 'ç' };
const FOLD: Record<string, string> = { é: 'e', ë: 'e', ø: 'o', Ł: 'L', á: 'a', ó: 'o' };
const SUFFIXES = ['Inc', 'LLC', 'L.L.C.', 'Corp', 'Co.', 'Ltd.', 'Incorporated', 'Company'];

export function makeQueries(firm: Firm, perKind: number): Query[] {
  const random = seededRandom(777);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const entities = firm.entities.filter((e) => firm.parties.some((p) => p.entity === e.id));
  const people = entities.filter((e) => e.kind === 'person');
  const orgs = entities.filter((e) => e.kind === 'organization');
  const split = (e: Entity) => {
    const [first, ...rest] = e.name.split(' ');
    return { first: first ?? '', last: rest.join(' ') };
  };
  const edit = (word: string, edits: number): string => {
    let out = word;
    for (let k = 0; k < edits; k++) {
      const at = 1 + Math.floor(random() * (out.length - 2));
      if (random() < 0.5 && at < out.length - 1) out = out.slice(0, at) + out[at + 1] + out[at] + out.slice(at + 2);
      else {
        const letters = 'abcdefghijklmnoprstuvwy'.replace(out[at]!.toLowerCase(), '');
        out = out.slice(0, at) + pick([...letters]) + out.slice(at + 1);
      }
    }
    return out;
  };
  const queries: Query[] = [];
  const add = (kind: VariantKind, make: () => Query | null) => {
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 50; tries++) {
      const q = make();
      if (q) {
        queries.push(q);
        made++;
      }
    }
  };
  add('exact', () => {
    const e = pick(entities);
    return { kind: 'exact', name: e.name, partyKind: e.kind, target: e.id };
  });
  add('suffix_punctuation', () => {
    const e = pick(orgs);
    const words = e.name.split(' ').slice(0, -1);
    return { kind: 'suffix_punctuation', name: `${words.join(' ').toUpperCase()}, ${pick(SUFFIXES)}`, partyKind: 'organization', target: e.id };
  });
  add('diacritics', () => {
    const e = pick(people);
    const { first, last } = split(e);
    const folded = [...first].map((c) => FOLD[c] ?? c).join('');
    if (folded !== first) return { kind: 'diacritics', name: `${folded} ${last}`, partyKind: 'person', target: e.id };
    const accented = [...last].map((c, i) => (i > 0 && ACCENTS[c] && random() < 0.5 ? ACCENTS[c] : c)).join('');
    return accented === last ? null : { kind: 'diacritics', name: `${first} ${accented}`, partyKind: 'person', target: e.id };
  });
  add('swapped', () => {
    const e = pick(people);
    const { first, last } = split(e);
    return { kind: 'swapped', name: `${last}, ${first}`, partyKind: 'person', target: e.id };
  });
  add('initials', () => {
    const e = pick(people);
    const { first, last } = split(e);
    return { kind: 'initials', name: `${first[0]}. ${last}`, partyKind: 'person', target: e.id };
  });
  add('nickname', () => {
    const e = pick(people);
    const { first, last } = split(e);
    const nick = NICKNAMES[first];
    return nick ? { kind: 'nickname', name: `${nick} ${last}`, partyKind: 'person', target: e.id } : null;
  });
  for (const edits of [1, 2] as const) {
    add(edits === 1 ? 'typo_1' : 'typo_2', () => {
      const e = pick(random() < 0.5 ? people : orgs);
      const words = e.name.split(' ');
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest.length < 7) return null;
      const changed = edit(longest, edits);
      if (changed === longest) return null;
      return { kind: edits === 1 ? 'typo_1' : 'typo_2', name: e.name.replace(longest, changed), partyKind: e.kind, target: e.id };
    });
  }
  add('phonetic', () => {
    // Vowels after the first letter change (three of them): the sound code is the same, the spelling is 3+ edits away.
    const e = pick(people);
    const { first, last } = split(e);
    const swap: Record<string, string> = { a: 'e', e: 'a', i: 'y', o: 'u', u: 'o' };
    const positions = [...last].map((c, i) => (i > 0 && swap[c] ? i : -1)).filter((i) => i >= 0);
    if (positions.length < 3) return null;
    const chars = [...last];
    for (const i of positions.slice(0, 3)) chars[i] = swap[chars[i]!]!;
    const sounded = chars.join('');
    if (doubleMetaphone(sounded.toLowerCase())[0] !== doubleMetaphone(last.toLowerCase())[0]) return null;
    return { kind: 'phonetic', name: `${first} ${sounded}`, partyKind: 'person', target: e.id };
  });
  // Family hits are kept only when the roles make them matter (a client or an adversary): targets are subsidiaries in such a role.
  const weighty = new Set(firm.parties.filter((p) => p.role === 'client' || p.role === 'adverse_party' || p.role === 'related_entity').map((p) => p.entity));
  add('family', () => {
    const subsidiaries = [...firm.parents.keys()].filter((e) => weighty.has(e));
    if (subsidiaries.length === 0) return null;
    const sub = pick(subsidiaries);
    const parent = firm.entities[firm.parents.get(sub)!]!;
    return { kind: 'family', name: parent.name, partyKind: 'organization', target: sub };
  });
  add('decoy', () => {
    const syl = ['zor', 'quin', 'blax', 'trev', 'mupp', 'klee', 'yarn', 'fosk'];
    const made = pick(syl) + pick(syl) + pick(syl);
    const name = random() < 0.5 ? `Ottoline ${made[0]!.toUpperCase()}${made.slice(1)}` : `${made[0]!.toUpperCase()}${made.slice(1)} Widgets Inc.`;
    return { kind: 'decoy', name, partyKind: name.endsWith('Inc.') ? 'organization' : 'person', target: null };
  });
  return queries;
}

/** The entities a check for `target` may rightly return: itself and its corporate family within two links. */
export function acceptable(firm: Firm, target: number | null): Set<number> {
  if (target === null) return new Set();
  const out = new Set([target]);
  for (let hop = 0; hop < 2; hop++) {
    for (const [child, parent] of firm.parents) {
      if (out.has(child)) out.add(parent);
      else if (out.has(parent)) out.add(child);
    }
  }
  return out;
}
