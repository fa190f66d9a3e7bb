import type { JsonSchema } from './openapi.js';
import type { Rng } from './prng.js';

/** Where real values come from: ids of things that exist (this firm's or another's), known secrets. */
export interface ValueSource {
  /** A real id for a parameter or field name (case_id, document_id, ...), or null if none is known. */
  id(name: string, rng: Rng): { value: string; foreign: boolean } | null;
  /** A value that means something for this field name (a real e-mail, the test password), if any. */
  known(name: string, rng: Rng): string | null;
  /** The same source, preferring ids that belong with those already chosen for the request. */
  within?(chosen: Record<string, string>): ValueSource;
}

const WORDS = [
  'contract', 'breach', 'indemnification', 'deposition', 'witness', 'memo', 'trust', 'lease', 'merger', 'settlement',
  'privileged', 'discovery', 'exhibit', 'motion', 'counsel', 'estate', 'insurance', 'coverage', 'regulatory', 'freight',
];
const QUERIES = ['contract', 'breach of contract', '"breach of contract"', 'indemn*', 'trust mem', 'lease OR merger', 'witness -expert', 'deposition NEAR/5 exhibit', 'a', 'x'];

const isType = (schema: JsonSchema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** What kind of value a schema wants, for mutations that swap in another kind. */
export function kindOf(schema: JsonSchema): 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown' {
  for (const k of ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const) if (isType(schema, k)) return k;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return 'unknown';
}

function words(rng: Rng, min: number, max: number): string {
  const target = rng.int(Math.max(min, 1), Math.max(Math.min(max, 60), Math.max(min, 1)));
  let out = '';
  while (out.length < target) out += (out ? ' ' : '') + rng.pick(WORDS);
  out = out.slice(0, target).trim();
  while (out.length < min) out += 'x';
  return out;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const date = (rng: Rng) => `${rng.int(2015, 2032)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
const dateTime = (rng: Rng) => `${date(rng)}T${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}Z`;
const hex = (rng: Rng, length: number) => Array.from({ length }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');

function stringFor(schema: JsonSchema, name: string, rng: Rng, source: ValueSource): string {
  if (schema.format === 'uuid' || /(^|_)id$/.test(name)) {
    const real = rng.chance(0.8) ? source.id(name, rng) : null;
    return real ? real.value : rng.uuid();
  }
  const known = source.known(name, rng);
  if (known !== null) return known;
  if (schema.format === 'date') return date(rng);
  if (schema.format === 'date-time' || /_at$/.test(name)) return dateTime(rng);
  if (schema.pattern === '^\\d{6}$') return String(rng.int(0, 999_999)).padStart(6, '0');
  if (schema.pattern === '^[0-9a-f]{64}$' || /sha256/.test(name)) return hex(rng, 64);
  if (/email/.test(name)) return `fuzz.${hex(rng, 6)}@example.com`;
  if (/password/.test(name)) return `Quartz-Lantern-${hex(rng, 6)}-Harbour`;
  if (/token|challenge|ticket|secret/.test(name)) return hex(rng, 43);
  if (/url|website/.test(name)) return `https://example.com/${hex(rng, 8)}`;
  if (name === 'domain') return `${hex(rng, 6)}.example.com`;
  if (name === 'q' || name === 'query' || name === 'search') return rng.pick(QUERIES);
  return words(rng, schema.minLength ?? 0, schema.maxLength ?? 40);
}

function numberFor(schema: JsonSchema, name: string, rng: Rng, integer: boolean): number {
  // The first page exists; a highlight's end comes after its start (both within a short page).
  if (/page/.test(name) && rng.chance(0.7)) return Math.max(1, typeof schema.minimum === 'number' ? schema.minimum : 1);
  if (name === 'start' && rng.chance(0.7)) return rng.int(0, 5);
  if (name === 'end' && rng.chance(0.7)) return rng.int(6, 12);
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : min + 100;
  // Small values near the minimum: page 1-5, limits 1-50, offsets that can exist.
  const value = rng.int(min, Math.min(max, min + 50));
  return integer ? value : value + (rng.chance(0.5) ? 0.5 : 0);
}

/**
 * A value the schema accepts (as far as JSON Schema can say; refinements such as "end after
 * start" are left to chance), using real ids and known values where the field name says what it
 * is, so mutations of it reach the handler's own checks and not only the schema's.
 */
export function validValue(schema: JsonSchema, name: string, rng: Rng, source: ValueSource, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return validValue(rng.pick(branches), name, rng, source, depth);
  if (schema.allOf && schema.allOf.length > 0) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, name, rng, source, depth);
  if (schema.nullable && rng.chance(0.1)) return null;
  switch (kindOf(schema)) {
    case 'string':
      return stringFor(schema, name, rng, source);
    case 'integer':
      return numberFor(schema, name, rng, true);
    case 'number':
      return numberFor(schema, name, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = rng.int(min, Math.max(min, Math.min(schema.maxItems ?? 3, 3)));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, name, rng, source, depth + 1));
    }
    case 'object':
      return objectFor(schema, rng, source, depth);
    default:
      return depth > 2 ? 'x' : rng.pick(['note', 1, true, { note: 'x' }]);
  }
}

function objectFor(schema: JsonSchema, rng: Rng, source: ValueSource, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || rng.chance(0.6)) out[key] = validValue(prop, key, rng, source, depth + 1);
  }
  if (!schema.properties && schema.additionalProperties !== false && depth < 3) {
    for (let i = rng.int(0, 3); i > 0; i--) out[rng.pick(WORDS)] = rng.pick<unknown>(['text', 42, true, null, ['a', 'b'], { nested: 'x' }]);
  }
  return out;
}
