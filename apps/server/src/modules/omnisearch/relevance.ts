/**
 * One scoring scale for every result type, so a case, a person and a document can be ranked in
 * one list. A field is scored by how the typed text meets it (exact > prefix > word start >
 * inside a word), then weighted by what the field is: the result's name counts most, its
 * details less, running text least.
 */

export const FIELD_WEIGHT = {
  /** The result's own name: case name, person's name, event title, file name. */
  title: 1,
  /** Identifying details: client, docket number, e-mail, counsel, location. */
  detail: 0.8,
  /** Running text: event descriptions, document text. */
  text: 0.65,
} as const;
export type FieldKind = keyof typeof FIELD_WEIGHT;

export interface ScoredField {
  value: string | null | undefined;
  kind: FieldKind;
}

/** What the user typed, normalised once per request. */
export interface TypedQuery {
  /** Lower-cased, spaces collapsed. */
  text: string;
  /** The words of `text`, each matched on its own when the whole text is not found. */
  tokens: string[];
}

export function typedQuery(q: string): TypedQuery {
  const text = normalise(q);
  return { text, tokens: text.split(' ').filter(Boolean) };
}

function normalise(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when `needle` starts a word of `haystack` (after a non-alphanumeric character). */
function atWordStart(haystack: string, needle: string): boolean {
  let from = haystack.indexOf(needle);
  while (from !== -1) {
    if (from === 0 || !/[\p{L}\p{N}]/u.test(haystack[from - 1]!)) return true;
    from = haystack.indexOf(needle, from + 1);
  }
  return false;
}

function tokenScore(field: string, token: string): number {
  if (atWordStart(field, token)) return 0.8;
  return field.includes(token) ? 0.55 : 0;
}

/** 0–1: how well the typed text meets one field value. */
export function fieldScore(value: string, query: TypedQuery): number {
  const field = normalise(value);
  if (!field || !query.text) return 0;
  if (field === query.text) return 1;
  if (field.startsWith(query.text)) return 0.95;
  if (atWordStart(field, query.text)) return 0.88;
  if (field.includes(query.text)) return 0.72;
  if (query.tokens.length < 2) return 0;
  const sum = query.tokens.reduce((acc, token) => acc + tokenScore(field, token), 0);
  return sum / query.tokens.length;
}

/**
 * 0–1 for a result: its best weighted field, or — when the words are spread over several fields
 * ("northwind 1:24") — their coverage across fields, discounted because no single field held them.
 */
export function resultScore(fields: ScoredField[], query: TypedQuery): number {
  let best = 0;
  for (const f of fields) {
    if (!f.value) continue;
    best = Math.max(best, fieldScore(f.value, query) * FIELD_WEIGHT[f.kind]);
  }
  if (query.tokens.length > 1) {
    const spread =
      query.tokens.reduce((acc, token) => {
        let tokenBest = 0;
        for (const f of fields) if (f.value) tokenBest = Math.max(tokenBest, tokenScore(normalise(f.value), token) * FIELD_WEIGHT[f.kind]);
        return acc + tokenBest;
      }, 0) / query.tokens.length;
    best = Math.max(best, spread * 0.85);
  }
  return best;
}

/** The percent shown on the relevance chip. */
export function toPercent(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score * 100)));
}
