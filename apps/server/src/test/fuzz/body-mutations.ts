import { HUGE, deeplyNested, hostileString, hostileValue } from './hostile.js';
import type { JsonSchema } from './openapi.js';
import type { Rng } from './prng.js';
import { kindOf } from './values.js';

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/** A random container inside `root` (root itself, or something nested in it), with its schema if known. */
function randomContainer(root: Container, schema: JsonSchema | null, rng: Rng): { node: Container; schema: JsonSchema | null; path: string } {
  let node = root;
  let nodeSchema = schema;
  let path = '';
  for (let depth = 0; depth < 6 && rng.chance(0.45); depth++) {
    const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    const children = keys.filter((k) => isContainer((node as Record<string | number, unknown>)[k]));
    if (children.length === 0) break;
    const key = rng.pick(children);
    const child = (node as Record<string | number, unknown>)[key] as Container;
    nodeSchema = Array.isArray(node) ? (nodeSchema?.items ?? null) : (nodeSchema?.properties?.[String(key)] ?? null);
    node = child;
    path += `.${String(key)}`;
  }
  return { node, schema: nodeSchema, path };
}

/** A value of another JSON kind than the schema wants. */
function wrongKind(schema: JsonSchema | null | undefined, rng: Rng): unknown {
  const kind = schema ? kindOf(schema) : 'unknown';
  const others: readonly unknown[] = [
    ...(kind === 'string' ? [] : ['text', '']),
    ...(kind === 'integer' || kind === 'number' ? [] : [7, -3.5]),
    ...(kind === 'boolean' ? [] : [true, 'false']),
    ...(kind === 'array' ? [] : [['a', 1]]),
    ...(kind === 'object' ? [] : [{ a: 1 }]),
    null,
  ];
  return rng.pick(others);
}

const EXTRA_KEYS = ['extra', 'id', 'organization_id', 'role', 'is_admin', '__proto__', 'constructor', 'a\u0000b', '\uD800', '', 'x'.repeat(5000), '😀', '$where'];

/**
 * One mutation of a JSON body that was valid (or nearly) for its schema. Returns the new body and
 * a label for the failure report. Containers are changed in place; callers pass a fresh body.
 */
export function mutateBody(body: unknown, schema: JsonSchema | null, rng: Rng): { body: unknown; label: string } {
  if (!isContainer(body) || rng.chance(0.06)) {
    const replacement = rng.pick<unknown>([null, 'text', 42, true, [], [body], deeplyNested(1000, 'object'), deeplyNested(1000, 'array')]);
    return { body: replacement, label: `body:kind(${Array.isArray(replacement) ? 'array' : typeof replacement})` };
  }
  const { node, schema: nodeSchema, path } = randomContainer(body, schema, rng);
  const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
  const op = rng.weighted<'hostile' | 'wrong-kind' | 'huge' | 'drop' | 'extra' | 'deep'>([
    [keys.length ? 5 : 0, 'hostile'],
    [keys.length ? 3 : 0, 'wrong-kind'],
    [keys.length ? 1 : 0, 'huge'],
    [keys.length ? 2 : 0, 'drop'],
    [2, 'extra'],
    [1, 'deep'],
  ]);
  const key = keys.length ? rng.pick(keys) : 'extra';
  const at = `${path}.${String(key)}`.slice(1);
  const fieldSchema = Array.isArray(node) ? nodeSchema?.items : nodeSchema?.properties?.[String(key)];
  const set = (k: string | number, v: unknown) => {
    (node as Record<string | number, unknown>)[k] = v;
  };
  switch (op) {
    case 'hostile': {
      const value = kindOf(fieldSchema ?? {}) === 'string' && rng.chance(0.7) ? hostileString(rng) : hostileValue(rng);
      set(key, value);
      return { body, label: `body:${at}=${describe(value)}` };
    }
    case 'wrong-kind': {
      const value = wrongKind(fieldSchema, rng);
      set(key, value);
      return { body, label: `body:${at}=${describe(value)}` };
    }
    case 'huge':
      set(key, HUGE);
      return { body, label: `body:${at}=huge(100k)` };
    case 'drop':
      if (Array.isArray(node)) node.splice(Number(key), 1);
      else delete node[String(key)];
      return { body, label: `body:-${at}` };
    case 'extra': {
      const name = rng.pick(EXTRA_KEYS);
      const value = hostileValue(rng);
      if (Array.isArray(node)) node.push(value);
      else Object.defineProperty(node, name, { value, enumerable: true, configurable: true, writable: true });
      return { body, label: `body:+${path.slice(1)}[${describe(name)}]=${describe(value)}` };
    }
    case 'deep':
      set(key, deeplyNested(1000, rng.chance(0.5) ? 'array' : 'object'));
      return { body, label: `body:${at}=deep(1000)` };
  }
}

/** A short description of a value for labels (never the 100k characters). */
export function describe(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length})` : text;
}
