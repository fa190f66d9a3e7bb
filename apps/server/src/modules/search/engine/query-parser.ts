/**
 * The search box's syntax (contract SEARCH_SYNTAX_HELP): words (all must match), "quoted phrases",
 * OR, -exclusion (also -"phrase"), prefix*, and proximity `a NEAR/5 b` (either order, NEAR alone = 10).
 *
 * The output is a Postgres to_tsquery() string that is always passed as a bind parameter. Operands
 * are reduced to letters, digits and inner . - _ @ / (never a tsquery operator), so user text can
 * only ever become operands, never operators.
 */

export const MAX_NEAR_DISTANCE = 20;
const DEFAULT_NEAR_DISTANCE = 10;

export type Atom =
  | { kind: 'word'; text: string; prefix: boolean }
  | { kind: 'phrase'; words: string[] }
  | { kind: 'near'; left: string; right: string; distance: number };

/** Alternatives joined by OR; a negated clause excludes documents. */
export interface Clause {
  negated: boolean;
  alternatives: Atom[];
}

export interface ParsedQuery {
  clauses: Clause[];
  /** to_tsquery('english', …) input, or null when nothing positive is left to search for. */
  tsquery: string | null;
  /** Positive words (lower case, as typed) for highlighting. */
  terms: string[];
  /** Positive prefixes (lower case, without the star). */
  prefixes: string[];
}

type Token =
  | { type: 'word'; text: string; negated: boolean; prefix: boolean }
  | { type: 'phrase'; words: string[]; negated: boolean }
  | { type: 'or' }
  | { type: 'near'; distance: number };

const TOKEN_RE = /(-?)"([^"]*)"?|(NEAR)(?:\/(\d+))?(?=\s|$)|(OR|\|)(?=\s|$)|(-?)([^\s"]+)/gu;
const OPERAND_RE = /[\p{L}\p{N}]+(?:[._@/-][\p{L}\p{N}]+)*/gu;

/** The operands inside one raw token ("non-compete," → ["non-compete"], "U.S.C." → ["u.s.c"]). */
function operands(raw: string): string[] {
  return (raw.toLowerCase().match(OPERAND_RE) ?? []).slice(0, 12);
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  for (const m of input.matchAll(TOKEN_RE)) {
    if (m[2] !== undefined) {
      const words = operands(m[2]).flatMap((w) => w.split(/[._@/-]/u)).filter(Boolean);
      if (words.length) tokens.push({ type: 'phrase', words, negated: m[1] === '-' });
    } else if (m[3]) {
      const n = m[4] ? Number(m[4]) : DEFAULT_NEAR_DISTANCE;
      tokens.push({ type: 'near', distance: Math.min(Math.max(n, 1), MAX_NEAR_DISTANCE) });
    } else if (m[5]) {
      tokens.push({ type: 'or' });
    } else if (m[7] !== undefined) {
      const raw = m[7];
      const prefix = raw.endsWith('*');
      const ops = operands(raw);
      const negated = m[6] === '-';
      if (ops.length === 1) tokens.push({ type: 'word', text: ops[0]!, negated, prefix });
      // "1983(a)" or "Smith's": several operands in one token read as a phrase, like websearch_to_tsquery.
      else if (ops.length > 1) tokens.push({ type: 'phrase', words: ops, negated });
    }
  }
  return tokens;
}

function atomOf(token: Token): Atom | null {
  if (token.type === 'word') return { kind: 'word', text: token.text, prefix: token.prefix };
  if (token.type === 'phrase') return token.words.length === 1 ? { kind: 'word', text: token.words[0]!, prefix: false } : { kind: 'phrase', words: token.words };
  return null;
}

const isNegated = (t: Token) => (t.type === 'word' || t.type === 'phrase') && t.negated;

/** Groups tokens into clauses: NEAR binds tightest, then OR, then the implicit AND. */
function clausesOf(tokens: Token[]): Clause[] {
  // First fold `x NEAR/n y` into single atoms (plain words only; a phrase side uses its first/last word).
  const folded: (Token | { type: 'atom'; atom: Atom; negated: boolean })[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const prev = folded.at(-1);
    if (t.type === 'near' && prev && next && (next.type === 'word' || next.type === 'phrase') && !next.negated) {
      const left = prev.type === 'word' ? prev.text : prev.type === 'phrase' ? prev.words.at(-1) : prev.type === 'atom' && prev.atom.kind === 'word' ? prev.atom.text : undefined;
      const right = next.type === 'word' ? next.text : next.words[0];
      const negated = prev.type === 'atom' ? prev.negated : isNegated(prev);
      if (left && right) {
        folded[folded.length - 1] = { type: 'atom', atom: { kind: 'near', left, right, distance: t.distance }, negated };
        i++;
        continue;
      }
    }
    if (t.type === 'near') continue; // a dangling NEAR is just noise
    folded.push(t);
  }

  const clauses: Clause[] = [];
  let pendingOr = false;
  for (const t of folded) {
    if (t.type === 'or') {
      pendingOr = clauses.length > 0;
      continue;
    }
    if (t.type === 'near') continue;
    const atom = t.type === 'atom' ? t.atom : atomOf(t);
    if (!atom) continue;
    const negated = t.type === 'atom' ? t.negated : isNegated(t);
    const last = clauses.at(-1);
    if (pendingOr && last && !last.negated && !negated) last.alternatives.push(atom);
    else clauses.push({ negated, alternatives: [atom] });
    pendingOr = false;
  }
  return clauses;
}

function atomQuery(atom: Atom): string {
  switch (atom.kind) {
    case 'word':
      return atom.prefix ? `${atom.text}:*` : atom.text;
    case 'phrase':
      return `(${atom.words.join(' <-> ')})`;
    case 'near': {
      // Within n words either order: the OR of every exact distance 1..n in both directions.
      const parts: string[] = [];
      for (let d = 1; d <= atom.distance; d++) parts.push(`${atom.left} <${d}> ${atom.right}`, `${atom.right} <${d}> ${atom.left}`);
      return `(${parts.join(' | ')})`;
    }
  }
}

function clauseQuery(clause: Clause): string {
  const inner = clause.alternatives.map(atomQuery).join(' | ');
  const grouped = clause.alternatives.length > 1 ? `(${inner})` : inner;
  return clause.negated ? `!${grouped}` : grouped;
}

export function parseQuery(input: string): ParsedQuery {
  const clauses = clausesOf(tokenize(input.slice(0, 1000))).slice(0, 32);
  const positive = clauses.filter((c) => !c.negated);
  const terms = new Set<string>();
  const prefixes = new Set<string>();
  for (const clause of positive) {
    for (const atom of clause.alternatives) {
      if (atom.kind === 'word') (atom.prefix ? prefixes : terms).add(atom.text);
      else if (atom.kind === 'phrase') atom.words.forEach((w) => terms.add(w));
      else [atom.left, atom.right].forEach((w) => terms.add(w));
    }
  }
  // Put positive clauses first so the query reads naturally in logs; order does not change matches.
  const ordered = [...positive, ...clauses.filter((c) => c.negated)];
  return {
    clauses,
    tsquery: positive.length ? ordered.map(clauseQuery).join(' & ') : null,
    terms: [...terms],
    prefixes: [...prefixes],
  };
}

/**
 * Type-ahead: every word must match and the last one is a prefix (the user is still typing it).
 */
export function suggestionQuery(input: string): ParsedQuery {
  const words = operands(input).flatMap((w) => w.split(/[._@/-]/u)).filter(Boolean).slice(0, 8);
  const clauses: Clause[] = words.map((w, i) => ({ negated: false, alternatives: [{ kind: 'word', text: w, prefix: i === words.length - 1 && !/\s$/u.test(input) }] }));
  const atoms = clauses.flatMap((c) => c.alternatives).filter((a) => a.kind === 'word');
  return {
    clauses,
    tsquery: clauses.length ? clauses.map(clauseQuery).join(' & ') : null,
    terms: atoms.filter((a) => !a.prefix).map((a) => a.text),
    prefixes: atoms.filter((a) => a.prefix).map((a) => a.text),
  };
}
