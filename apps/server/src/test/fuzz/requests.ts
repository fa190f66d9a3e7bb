import type { Role } from '@app/contract';
import { describe, mutateBody } from './body-mutations.js';
import { HUGE, ODD_CONTENT_TYPES, encodeAny, hostilePathSegment, hostileString, mangledJson } from './hostile.js';
import { multipartRequest } from './multipart-bodies.js';
import type { HttpMethod, Operation } from './openapi.js';
import type { Rng } from './prng.js';
import { validValue, type ValueSource } from './values.js';

/** Whose token goes with a request: a firm's user of a role, or nobody. */
export interface Identity {
  firm: 'main' | 'sacrificial';
  role: Role | null;
}

export interface FuzzRequest {
  index: number;
  op: Operation;
  identity: Identity;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the valid request, for the failure report. */
  mutations: string[];
  /** A path parameter is another firm's real id: a 2xx answer would be a tenancy leak. */
  foreignPath: boolean;
  /** The Authorization header was replaced by a mutation (the identity's token is not sent). */
  authReplaced: boolean;
}

type QueryPair = [string, string];

function queryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryValue);
  if (value === null || value === undefined) return [''];
  if (typeof value === 'object') return [encodeAny(JSON.stringify(value))];
  return [encodeAny(String(value))];
}

const FORGED_JWT = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJzaWQiOiJ4In0.';

/** Builds request number `index` for an operation: valid first, then `mutationCount` mutations. */
export function buildRequest(index: number, op: Operation, identity: Identity, rng: Rng, source: ValueSource): FuzzRequest {
  const mutationCount = rng.weighted([
    [15, 0],
    [55, 1],
    [22, 2],
    [8, 3],
  ]);
  const mutations: string[] = [];
  const foreignParams = new Set<string>();

  // Path parameters: real ids (this firm's, sometimes another's), encoded; the innermost first, so
  // an event's case is the event's own case. Query and body ids then follow the same choices.
  const segments = new Map<string, string>();
  const chosen: Record<string, string> = {};
  for (const p of [...op.pathParams].reverse()) {
    const real = (source.within?.(chosen) ?? source).id(p.name, rng);
    if (real?.foreign) foreignParams.add(p.name);
    const value = real?.value ?? String(validValue(p.schema, p.name, rng, source));
    chosen[p.name] = value;
    segments.set(p.name, encodeAny(value));
  }
  source = source.within?.(chosen) ?? source;
  const query: QueryPair[] = [];
  for (const p of op.query) {
    if (!p.required && !rng.chance(0.5)) continue;
    for (const v of queryValue(validValue(p.schema, p.name, rng, source))) query.push([p.name, v]);
  }
  let body: unknown = op.body ? validValue(op.body, 'body', rng, source) : undefined;
  let rawBody: string | Buffer | undefined;
  let contentType: string | undefined = op.body ? 'application/json' : undefined;
  const headers: Record<string, string> = { 'user-agent': 'openapi-fuzz' };
  let authReplaced = false;

  if (op.multipart) {
    const upload = multipartRequest(op, rng, source, mutationCount > 0 && rng.chance(0.7));
    rawBody = upload.payload;
    contentType = upload.contentType;
    mutations.push(...upload.labels);
  }

  type Mutator = () => void;
  const mutators: (readonly [number, Mutator])[] = [];
  if (op.pathParams.length) {
    mutators.push([4, () => {
      const p = rng.pick(op.pathParams);
      const { segment, label } = hostilePathSegment(rng, source.id(p.name, rng)?.value ?? null);
      segments.set(p.name, segment);
      foreignParams.delete(p.name);
      mutations.push(`${p.name}=${label}`);
    }]);
  }
  mutators.push([op.query.length ? 3 : 1, () => {
    const name = op.query.length && rng.chance(0.85) ? rng.pick(op.query).name : rng.pick(['q', 'page', 'unknown', 'a[b]', '__proto__', '']);
    const value = rng.chance(0.6) ? hostileString(rng) : rng.pick(['abc', '-1', '0', '1e99', '1.5', 'true', '', '99999999999999999999', 'null']);
    const existing = query.findIndex(([k]) => k === name);
    if (existing >= 0) query.splice(existing, 1);
    query.push([encodeAny(name), encodeAny(value)]);
    mutations.push(`query:${describe(name)}=${describe(value)}`);
  }]);
  mutators.push([2, () => {
    const name = op.query.length ? rng.pick(op.query).name : 'q';
    const shape = rng.pick(['dup', 'array-brackets', 'indexed', 'object', 'bare', 'garbage', 'huge', 'drop-all']);
    if (shape === 'dup') query.push([name, 'a'], [name, 'b']);
    else if (shape === 'array-brackets') query.push([`${name}[]`, 'x'], [`${name}[]`, 'y']);
    else if (shape === 'indexed') query.push([`${name}[0]`, 'x']);
    else if (shape === 'object') query.push([`${name}[a]`, 'b']);
    else if (shape === 'bare') query.push([name, '\u0001bare']);
    else if (shape === 'garbage') query.push(['', ''], ['%zz', '%'], ['&', '='], ['%00', '%00']);
    else if (shape === 'huge') query.push([name, HUGE]);
    else query.length = 0;
    mutations.push(`query-shape:${name}:${shape}`);
  }]);
  if (op.body) {
    mutators.push([8, () => {
      const result = mutateBody(body, op.body, rng);
      body = result.body;
      mutations.push(result.label);
    }]);
    mutators.push([2, () => {
      const mangled = mangledJson(rng, JSON.stringify(body) ?? '');
      rawBody = mangled.text;
      mutations.push(mangled.label);
    }]);
  }
  mutators.push([op.body || op.multipart ? 2 : 1, () => {
    contentType = rng.pick(ODD_CONTENT_TYPES);
    if (!op.body && !op.multipart) rawBody = rng.pick(['{"a":1}', 'a=1&b=2', '<x/>', '']);
    mutations.push(`content-type:${describe(contentType)}`);
  }]);
  if (!op.body && !op.multipart) {
    mutators.push([1, () => {
      contentType = 'application/json';
      rawBody = rng.pick(['{"unexpected":"body"}', '{', '[1,2,3]', 'null', JSON.stringify({ q: HUGE })]);
      mutations.push(`unexpected-body:${describe(rawBody)}`);
    }]);
  }
  mutators.push([0.15, () => {
    contentType = 'application/json';
    rawBody = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
    mutations.push('body:oversize(2MiB)');
  }]);
  mutators.push([2, () => {
    const header = rng.weighted<readonly [string, string]>([
      [3, ['authorization', rng.pick(['Bearer garbage', 'Bearer ', 'Basic Zm9vOmJhcg==', `Bearer ${FORGED_JWT}`, `Bearer ${'a'.repeat(10_000)}`, 'bearer', ''])]],
      [1, ['accept', rng.pick(['application/xml', 'text/html', '*/*;q=0', 'application/json;q=0'])]],
      [2, ['user-agent', rng.pick(['', 'x'.repeat(20_000), '\u202Eevil', '😀 agent', 'ua\u0001ctl'])]],
      [1, ['x-forwarded-for', rng.pick(['999.999.999.999', 'not-an-ip', `${'1.'.repeat(500)}1`, '::ffff:1.2.3.4, 10.0.0.1'])]],
      [1, ['range', rng.pick(['bytes=abc', 'bytes=999999999-', 'bytes=-0', 'bytes=5-1', 'bytes=0-0,1-1,2-2,3-3', 'items=0-1', `bytes=${'0-1,'.repeat(500)}0-1`])]],
      [1, ['accept-language', hostileString(rng).slice(0, 2000)]],
      [1, ['if-none-match', '"' + 'x'.repeat(1000) + '"']],
    ]);
    headers[header[0]] = header[1];
    if (header[0] === 'authorization') authReplaced = true;
    mutations.push(`header:${header[0]}=${describe(header[1])}`);
  }]);

  for (let i = 0; i < mutationCount; i++) rng.weighted(mutators)();

  let path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => segments.get(name) ?? '');
  if (query.length) path += `?${query.map(([k, v]) => (v === '\u0001bare' ? k : `${k}=${v}`)).join('&')}`;
  let payload: string | Buffer | undefined = rawBody;
  if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
  if (payload !== undefined && contentType !== undefined && contentType !== '') headers['content-type'] = contentType;
  return { index, op, identity, method: op.method, url: path, headers, payload, mutations, foreignPath: foreignParams.size > 0, authReplaced };
}
