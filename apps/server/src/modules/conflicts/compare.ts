import type { MatchReason } from '@app/contract';
import { boundedEditDistance } from './edit-distance.js';
import type { NameForm } from './name-form.js';
import { STOP_WORDS } from './name-form.js';

export interface NameMatch {
  reason: Exclude<MatchReason, 'family'>;
  score: number;
  text: string;
}

const joined = (t: string[]) => t.join(' ');
const sortedJoin = (t: string[]) => [...t].sort().join(' ');
const sameMultiset = (a: string[], b: string[]) => a.length === b.length && sortedJoin(a) === sortedJoin(b);

/** Each token of the shorter name meets a distinct token of the longer: equal, or an initial of it. */
function initialsMatch(a: string[], b: string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2) return false;
  const free = [...long];
  let full = 0;
  let initials = 0;
  for (const t of short) {
    let at = free.indexOf(t);
    if (at >= 0) full += t.length > 1 ? 1 : 0;
    else {
      at = free.findIndex((u) => (t.length === 1 && u.startsWith(t)) || (u.length === 1 && t.startsWith(u)));
      if (at < 0) return false;
      initials++;
    }
    free.splice(at, 1);
  }
  // The rest of the longer name may only be middle initials; at least one whole word must agree.
  return full >= 1 && free.every((u) => u.length === 1) && (initials > 0 || free.length > 0);
}

function soundsAlike(a: NameForm, b: NameForm): boolean {
  if (a.phones.length !== b.phones.length || a.phones.length === 0) return false;
  const free = [...b.phones];
  for (const [p, s] of a.phones) {
    const at = free.findIndex(([q, r]) => p === q || p === r || (s !== '' && (s === q || s === r)));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return true;
}

function acronymOf(single: string[], other: string[]): boolean {
  const words = other.filter((t) => !STOP_WORDS.has(t));
  return single.length === 1 && words.length >= 2 && single[0] === words.map((t) => t.charAt(0)).join('');
}

function nicknamePair(q: NameForm, c: NameForm): string {
  for (let i = 0; i < q.tokens.length; i++) {
    const t = q.tokens[i] ?? '';
    if (t !== q.canon[i]) return `${t} = ${q.canon[i] ?? ''}`;
  }
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i] ?? '';
    if (t !== c.canon[i]) return `${t} = ${c.canon[i] ?? ''}`;
  }
  return 'nickname';
}

/**
 * Whether two names are the same person or organisation, and why: the first rule that holds, from
 * the surest down. Null: not a match (a decoy that merely shares a surname or a word).
 */
export function compareNames(q: NameForm, c: NameForm): NameMatch | null {
  if (q.raw.trim().toLowerCase() === c.raw.trim().toLowerCase()) return { reason: 'exact', score: 1, text: 'same name' };
  if (joined(q.tokens) === joined(c.tokens)) {
    if (joined(q.written) !== joined(c.written)) return { reason: 'swapped', score: 0.96, text: 'same name in another order' };
    return { reason: 'normalized', score: 0.98, text: 'same name apart from accents, punctuation or company form' };
  }
  if (sameMultiset(q.tokens, c.tokens)) return { reason: 'swapped', score: 0.96, text: 'same name in another order' };
  if (sameMultiset(q.canon, c.canon)) return { reason: 'nickname', score: 0.94, text: `nickname (${nicknamePair(q, c)})` };
  if (q.kind === 'person' && c.kind === 'person' && initialsMatch(q.canon, c.canon)) return { reason: 'initials', score: 0.86, text: 'initials agree with the full name' };
  const a = sortedJoin(q.canon);
  const b = sortedJoin(c.canon);
  const limit = Math.min(a.length, b.length) >= 8 ? 2 : Math.min(a.length, b.length) >= 5 ? 1 : 0;
  if (limit > 0) {
    const d = Math.min(boundedEditDistance(a, b, limit), boundedEditDistance(joined(q.canon), joined(c.canon), limit));
    if (d <= limit) return { reason: 'typo', score: d === 1 ? 0.9 : 0.85, text: d === 1 ? '1 letter different' : '2 letters different' };
  }
  if (soundsAlike(q, c)) return { reason: 'phonetic', score: 0.8, text: 'sounds alike (Double Metaphone)' };
  if (q.kind === 'organization' || c.kind === 'organization') {
    if (acronymOf(q.canon, c.canon) || acronymOf(c.canon, q.canon)) return { reason: 'acronym', score: 0.75, text: 'acronym of the name' };
  }
  return null;
}
