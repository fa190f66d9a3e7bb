import type { Rng } from './prng.js';

/** 100k characters: past every field's maximum, well inside the 1 MiB body limit. */
export const HUGE = 'x'.repeat(100_000);
const DEEP_LEVELS = 1000;

/** Strings that have broken servers: storage (NUL, lone surrogates), parsers, renderers, query syntax. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '  padded  ',
  HUGE,
  '😀'.repeat(20_000),
  'a'.repeat(301),
  // At the password schemas' maximum, of characters with l33t readings (zxcvbn once took 155 s).
  'p@55w0rd$1337'.repeat(20).slice(0, 256),
  'a'.repeat(2_001),
  '\u0000',
  'Nul\u0000case',
  '\uD800x',
  'x\uDFFF',
  '\uDBFF',
  '\uDC00\uD800',
  '\u202Eevil\u202C.pdf',
  'שלום עולם',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̴̡̛̖̗a̷̧̛l̶̨̛g̷̢̛o̶̧̢',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307',
  '\u200B\u200D\uFEFF\u2060',
  '\u0085\u2028\u2029',
  '𝕏𝕐𝕫 𝟘𝟙',
  'ǅǈǋ İı ß ﬁ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  '-0',
  '1e309',
  '-1',
  "' OR 1=1 --",
  "'; DROP TABLE cases; --",
  '%',
  '%00',
  '\\',
  '\\u0000',
  '"',
  '""',
  '(',
  ')',
  ':*',
  '!',
  '&&&',
  '|',
  '*',
  '-',
  'OR',
  'NEAR/0',
  'a NEAR/999999 b',
  '"unterminated',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\r\nX-Injected: 1',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '-271821-04-20T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'data:image/png;base64,' + 'A'.repeat(1000),
  'javascript:alert(1)',
  'mailto:a@b',
  'a@b',
  '@',
  `${'x'.repeat(300)}@example.com`,
];

/** Values of every JSON kind, including numbers at the edges of what a column or a parser holds. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  [],
  [null],
  [[[[]]]],
  {},
  { $gt: '' },
  { nested: { deeper: { deepest: 'x' } } },
  '1',
  Array.from({ length: 1000 }, (_, i) => i),
];

/** A value nested `levels` deep, as arrays or objects. */
export function deeplyNested(levels = DEEP_LEVELS, kind: 'array' | 'object' = 'array'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export function hostileString(rng: Rng): string {
  return rng.pick(HOSTILE_STRINGS);
}

export function hostileValue(rng: Rng): unknown {
  const roll = rng.next();
  if (roll < 0.55) return hostileString(rng);
  // A copy: a later mutation may change what it was put into, and must not change the list.
  if (roll < 0.95) return structuredClone(rng.pick(HOSTILE_VALUES));
  return deeplyNested(DEEP_LEVELS, rng.chance(0.5) ? 'array' : 'object');
}

/**
 * Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them): a
 * lone surrogate is sent as the UTF-8 bytes of its code point, which no valid UTF-8 decoder accepts.
 */
export function encodeAny(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const isLow = code >= 0xdc00 && code <= 0xdfff;
    const next = value.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (isHigh || isLow) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i] ?? '');
    }
  }
  return out;
}

/** Path segments that are not what the route wants, already encoded as they go on the wire. */
export function hostilePathSegment(rng: Rng, realId: string | null): { segment: string; label: string } {
  const id = realId ?? rng.uuid();
  const choices: readonly (readonly [number, () => string])[] = [
    [3, () => 'not-a-uuid'],
    [3, () => rng.uuid()],
    [2, () => id.toUpperCase()],
    [1, () => `{${id}}`],
    [1, () => id.replace(/-/g, '')],
    [1, () => `${id}%20`],
    [1, () => `${id}%0A`],
    [2, () => 'x'.repeat(600)],
    [1, () => 'a'.repeat(101)],
    [2, () => '%00'],
    [1, () => `${id.slice(0, 8)}%00${id.slice(8)}`],
    [2, () => '..%2F..%2Fetc%2Fpasswd'],
    [1, () => '%2e%2e'],
    [1, () => '..'],
    [1, () => '%E0%A4%A'],
    [1, () => '%ED%A0%80'],
    [1, () => '%F0%9F%98%80'],
    [1, () => '%uD800'],
    [1, () => '%zz'],
    [1, () => encodeAny('\u202Eevil')],
    [1, () => '-1'],
    [1, () => '0'],
    [1, () => 'null'],
    [1, () => "'%20OR%201=1--"],
    [1, () => '%3B'],
    [1, () => encodeAny(hostileString(rng)).slice(0, 2000)],
  ];
  const segment = rng.weighted(choices)();
  return { segment, label: `path:${segment.length > 40 ? `${segment.slice(0, 20)}…(${segment.length})` : segment}` };
}

/** A raw JSON text mangled so that a parser must refuse it (or parse it into something odd). */
export function mangledJson(rng: Rng, text: string): { text: string; label: string } {
  const cut = rng.int(0, Math.max(0, text.length - 1));
  const choices: readonly (readonly [number, () => [string, string]])[] = [
    [3, () => [text.slice(0, cut), 'json:truncated']],
    [2, () => [`${text}}garbage`, 'json:trailing-garbage']],
    [1, () => [`\uFEFF${text}`, 'json:bom']],
    [2, () => [text.startsWith('{') ? `{"name":"a","name":1,${text.slice(1)}` : text, 'json:duplicate-keys']],
    [2, () => [text.startsWith('{') ? `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},${text.slice(1)}` : text, 'json:proto']],
    [2, () => [text.replace(/:(-?\d+(\.\d+)?)/, ':1e400'), 'json:number-overflow']],
    [1, () => [text.replace(/:(-?\d+(\.\d+)?)/, ':-0'), 'json:negative-zero']],
    [1, () => [text.replace(/:(-?\d+(\.\d+)?)/, ':0x10'), 'json:hex-number']],
    [2, () => [text.replace(/"([^"\\]*)"(?=\s*[,}\]])/, '"\\ud800$1"'), 'json:escaped-lone-surrogate']],
    [2, () => [text.replace(/"([^"\\]*)"(?=\s*[,}\]])/, '"\\u0000$1"'), 'json:escaped-nul']],
    [1, () => [text.replace(/"([^"\\]*)"(?=\s*[,}\]])/, '"\\x41$1"'), 'json:invalid-escape']],
    [1, () => [text.replace(/"/g, "'"), 'json:single-quotes']],
    [1, () => [text.replace(/}$/, ',}'), 'json:trailing-comma']],
    [1, () => [`/* c */${text}`, 'json:comment']],
    [1, () => ['', 'json:empty']],
    [1, () => ['null', 'json:null']],
    [1, () => ['"just a string"', 'json:string']],
    [1, () => ['['.repeat(DEEP_LEVELS) + ']'.repeat(DEEP_LEVELS), 'json:deep-array']],
    [1, () => ['{"a":'.repeat(DEEP_LEVELS) + '1' + '}'.repeat(DEEP_LEVELS), 'json:deep-object']],
    [1, () => ['['.repeat(DEEP_LEVELS), 'json:unclosed-deep']],
  ];
  const [mangled, label] = rng.weighted(choices)();
  return { text: mangled, label };
}

export const ODD_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-matches',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  `application/json; x=${'y'.repeat(2000)}`,
  'application/octet-stream',
  '*/*',
  ';;;',
  '',
];
