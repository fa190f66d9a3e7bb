import type { PartyKind } from '@app/contract';
import { doubleMetaphone } from 'double-metaphone';
import { boundedEditDistance } from './edit-distance.js';
import { fold } from './fold.js';
import { canonicalGivenName } from './nicknames.js';

/** Company-form words at the end of a name: "Castellan Logistics, L.L.C." is "Castellan Logistics". */
const CORPORATE_SUFFIXES = new Set([
  'llc', 'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'lp', 'llp', 'lllp', 'plc', 'pllc', 'pc',
  'pa', 'gmbh', 'ag', 'sa', 'sas', 'sarl', 'nv', 'bv', 'srl', 'spa', 'pty', 'oy', 'ab', 'as', 'kg', 'kk', 'se',
]);
/** Titles and generational suffixes of people: not part of what identifies them. */
const PERSON_WORDS = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'hon', 'sir', 'dame', 'jr', 'sr', 'ii', 'iii', 'iv', 'esq', 'md', 'phd']);
/** Words too common to find candidates by on their own. */
export const STOP_WORDS = new Set(['and', 'of', 'the', 'for', 'de', 'la', 'le', 'du', 'del', 'der', 'van', 'von', 'da', 'di', 'y', 'et', 'a', 'an', 'in', 'on', 'at']);

const ORGANIZATION_WORDS = new Set(['inc', 'llc', 'llp', 'lp', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'plc', 'group', 'bank', 'trust', 'partners', 'holdings', 'association', 'administration', 'agency', 'department', 'university', 'hospital']);

/**
 * A name without a stated kind: an organisation when it has a company word, read after folding so
 * "L.L.C." counts (the migration's SQL uses the same list on the name as written).
 */
export const guessKind = (name: string): PartyKind => (fold(name).split(/[ ,]+/).some((t) => ORGANIZATION_WORDS.has(t)) ? 'organization' : 'person');

export interface NameForm {
  raw: string;
  kind: PartyKind;
  /** Folded tokens with suffixes, titles and a "Last, First" comma undone. */
  tokens: string[];
  /** The same words in the order they were written (before a "Last, First" swap). */
  written: string[];
  /** The same with given-name nicknames made canonical (people only). */
  canon: string[];
  /** Double Metaphone codes of each canonical token (primary and secondary). */
  phones: [string, string][];
}

/** Long company forms are recognised through a typo or two ("Corportaion"); short ones only as written. */
const LONG_SUFFIXES = ['incorporated', 'corporation', 'company', 'limited'];
const isSuffix = (token: string, drop: Set<string>) =>
  drop.has(token) || (token.length >= 6 && LONG_SUFFIXES.some((s) => boundedEditDistance(token, s, s.length >= 10 ? 2 : 1) <= (s.length >= 10 ? 2 : 1)));

const dropEdges = (tokens: string[], drop: Set<string>): string[] => {
  const out = [...tokens];
  while (out.length > 1 && isSuffix(out[out.length - 1] ?? '', drop)) out.pop();
  while (out.length > 1 && out[0] === 'the') out.shift();
  return out;
};

export function nameForm(raw: string, kind: PartyKind): NameForm {
  const folded = fold(raw);
  const segments = folded
    .split(',')
    .map((s) => s.trim().split(' ').filter(Boolean))
    .filter((s) => s.length > 0);
  // Segments that are only a company form or a title ("Acme, Inc.", "Voss, Raymond, Jr.") are not names.
  const onlyNoise = (seg: string[]) => seg.every((t) => CORPORATE_SUFFIXES.has(t) || PERSON_WORDS.has(t));
  const named = segments.filter((seg, i) => i === 0 || !onlyNoise(seg));
  let tokens: string[];
  const swapped = named.length === 2 && kind === 'person';
  if (swapped) tokens = [...(named[1] ?? []), ...(named[0] ?? [])];
  else tokens = named.flat();
  if (kind === 'organization') tokens = dropEdges(tokens, CORPORATE_SUFFIXES);
  else {
    const kept = tokens.filter((t) => !PERSON_WORDS.has(t));
    tokens = kept.length > 0 ? kept : tokens;
  }
  if (tokens.length === 0) tokens = [folded.replace(/,/g, '')];
  const canon = kind === 'person' ? tokens.map(canonicalGivenName) : tokens;
  const written = swapped ? [...tokens.slice(tokens.length - (named[0]?.length ?? 0)), ...tokens.slice(0, tokens.length - (named[0]?.length ?? 0))] : tokens;
  return { raw, kind, tokens, written, canon, phones: canon.map((t) => doubleMetaphone(t)) };
}

const sorted = (tokens: string[]) => [...tokens].sort().join(' ');

/** What the trigram index and the exact look-up compare: canonical tokens, sorted. */
export const normKey = (form: NameForm): string => sorted(form.canon);

/**
 * The keys a name is found by. Weighted by prefix in candidates.ts: `n:` the whole canonical name
 * (order-free), `pf:` the whole name as sound, `i:` initial + surname, `a:` an organisation's
 * acronym, `t:` one token, `p:` one token's sound.
 */
export function matchKeys(form: NameForm): string[] {
  const keys = new Set<string>();
  keys.add(`n:${normKey(form)}`);
  keys.add(`pf:${[...form.phones.map((p) => p[0])].sort().join(' ')}`);
  const words = form.canon.filter((t) => !STOP_WORDS.has(t));
  for (const t of words) if (t.length >= 2) keys.add(`t:${t}`);
  for (const [primary, secondary] of form.phones) {
    if (primary.length >= 2) keys.add(`p:${primary}`);
    if (secondary.length >= 2 && secondary !== primary) keys.add(`p:${secondary}`);
  }
  if (form.kind === 'person' && form.canon.length >= 2) {
    const first = form.canon[0] ?? '';
    const last = form.canon[form.canon.length - 1] ?? '';
    keys.add(`i:${first.charAt(0)} ${last}`);
    keys.add(`i:${last.charAt(0)} ${first}`);
  }
  if (words.length >= 2) keys.add(`a:${words.map((t) => t.charAt(0)).join('')}`);
  if (words.length === 1 && (words[0] ?? '').length <= 6) keys.add(`a:${words[0] ?? ''}`);
  return [...keys];
}
