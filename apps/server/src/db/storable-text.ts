/**
 * Text PostgreSQL cannot store. A `text` or `jsonb` value refuses the NUL character, and a lone
 * UTF-16 surrogate (half of an emoji, say) is not valid UTF-8 at all. Requests carrying either are
 * refused before any handler runs (platform/http/input-guard); text we extract from files (a PDF's
 * metadata or a Word file can hold NULs) is cleaned instead, so processing never fails on it.
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export type UnstorableProblem = 'nul' | 'surrogate';

export const unstorableMessage: Record<UnstorableProblem, string> = {
  nul: 'Contains a NUL character (\\u0000), which cannot be stored',
  surrogate: 'Contains an incomplete UTF-16 character (an unpaired surrogate), which cannot be stored',
};

/** What is wrong with a string, or null when it can be stored as it is. */
export function unstorableProblem(text: string): UnstorableProblem | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** The same text without NULs and with lone surrogates as U+FFFD (what a UTF-8 decoder shows). */
export function storableText(text: string): string {
  if (unstorableProblem(text) === null) return text;
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');
}

export interface UnstorableFinding {
  /** Dotted path of the value (or key) inside the inspected value; '' for the value itself. */
  path: string;
  problem: UnstorableProblem;
}

const isPlainContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null));

/**
 * Parsed request parts: JSON objects, and query strings parsed into objects of a prototype-less
 * class (fast-querystring), so anything but bytes and dates is walked.
 */
const isParsedContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);

/**
 * The first string (value or object key) in a parsed JSON-like value that cannot be stored.
 * Iterative, so a hostile 10,000-level nesting cannot overflow the stack.
 */
export function findUnstorable(value: unknown): UnstorableFinding | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  // Parsed JSON is a tree, but an object handed over in-process (app.inject) may hold a cycle.
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if (typeof item.value === 'string') {
      const problem = unstorableProblem(item.value);
      if (problem) return { path: item.path, problem };
      continue;
    }
    if (!isParsedContainer(item.value) || seen.has(item.value)) continue;
    seen.add(item.value);
    const entries = Array.isArray(item.value) ? item.value.map((v, i) => [String(i), v] as const) : Object.entries(item.value);
    for (const [key, child] of entries) {
      const childPath = item.path ? `${item.path}.${key}` : key;
      const keyProblem = unstorableProblem(key);
      if (keyProblem) return { path: childPath, problem: keyProblem };
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}

/**
 * A copy of a JSON-like value with every string made storable. Buffers and other non-plain
 * objects (an attachment's bytes) are passed through untouched.
 */
export function storableDeep<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (!isPlainContainer(value)) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => storableDeep(v)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[storableText(key)] = storableDeep(child);
  return out as T;
}
