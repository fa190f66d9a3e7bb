import { createHash } from 'node:crypto';
import { multipart, type FilePart } from '../../modules/documents/test-support.js';
import { hostileString } from './hostile.js';
import type { Operation } from './openapi.js';
import type { Rng } from './prng.js';
import type { ValueSource } from './values.js';
import { describe } from './body-mutations.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const FILENAMES = ['brief.txt', 'memo.txt', 'notes.md', 'exhibit.csv'];
const HOSTILE_FILENAMES = [
  '',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'a\u0000b.txt',
  '\uD800.txt',
  'txt.exe\u202Egpj.txt',
  '😀😀😀.txt',
  `${'x'.repeat(600)}.txt`,
  'no-extension',
  '.htaccess',
  'CON.txt',
  'semi;colon.txt',
  'quote".txt',
  'new\r\nline.txt',
];

function content(rng: Rng): Buffer {
  return rng.weighted<() => Buffer>([
    [6, () => Buffer.from(`Fuzz note ${rng.uuid()}: the contract was breached on ${rng.int(1, 28)} March.\n`)],
    [1, () => Buffer.alloc(0)],
    [1, () => Buffer.from(Array.from({ length: rng.int(1, 2048) }, () => rng.int(0, 255)))],
    [1, () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >>\n%%EOF')],
    [1, () => Buffer.from('PK\u0003\u0004 not really a zip')],
  ])();
}

/**
 * A multipart upload for a documents route: valid fields (a real case, a real chunk checksum),
 * then with some probability a mutation of a field, the file name, the files, or the framing.
 */
export function multipartRequest(
  op: Operation,
  rng: Rng,
  source: ValueSource,
  mutate: boolean,
): { payload: Buffer; contentType: string; labels: string[] } {
  const labels: string[] = [];
  const data = content(rng);
  const fields: Record<string, string | number> = {};
  let fileField = 'file';
  if (/upload-chunk$/.test(op.path)) {
    const upload = source.id('upload_id', rng);
    Object.assign(fields, {
      upload_id: upload && rng.chance(0.5) ? upload.value : rng.uuid(),
      filename: rng.pick(FILENAMES),
      total_size: data.length,
      total_chunks: 1,
      chunk_index: 0,
      chunk_sha256: sha256(data),
    });
    fileField = 'chunk';
  } else if (/\/documents\/upload$/.test(op.path)) {
    const realCase = source.id('case_id', rng);
    fields.case_id = realCase?.value ?? rng.uuid();
  }
  const files: FilePart[] = [{ field: fileField, filename: rng.pick(FILENAMES), content: data, contentType: 'text/plain' }];
  let fieldsAfter: Record<string, string> = {};
  if (mutate) {
    const kind = rng.weighted<'field' | 'drop' | 'filename' | 'files' | 'order' | 'framing' | 'type'>([
      [4, 'field'],
      [2, 'drop'],
      [3, 'filename'],
      [2, 'files'],
      [1, 'order'],
      [2, 'framing'],
      [1, 'type'],
    ]);
    const names = Object.keys(fields);
    if (kind === 'field') {
      const name = names.length && rng.chance(0.8) ? rng.pick(names) : rng.pick(['extra', 'case_id', 'a\u0000b', 'x'.repeat(300)]);
      fields[name] = rng.chance(0.7) ? hostileString(rng) : rng.pick(['-1', '1e309', '99999999999999999999', 'NaN', '0', '1.5']);
      labels.push(`multipart:${describe(name)}=${describe(fields[name])}`);
    } else if (kind === 'drop' && names.length) {
      const name = rng.pick(names);
      delete fields[name];
      labels.push(`multipart:-${name}`);
    } else if (kind === 'filename') {
      const first = files[0];
      if (first) first.filename = rng.pick(HOSTILE_FILENAMES);
      labels.push(`multipart:filename=${describe(first?.filename)}`);
    } else if (kind === 'files') {
      const count = rng.pick([0, 2, 12, 60]);
      files.length = 0;
      for (let i = 0; i < count; i++) files.push({ field: rng.chance(0.8) ? fileField : 'other', filename: `f${i}.txt`, content: content(rng) });
      labels.push(`multipart:files=${count}`);
    } else if (kind === 'order') {
      fieldsAfter = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      for (const k of Object.keys(fields)) delete fields[k];
      labels.push('multipart:fields-after-file');
    }
    const built = multipart(fields, files, fieldsAfter);
    if (kind === 'framing') {
      const text = built.payload;
      const cut = rng.int(0, text.length);
      const framing = rng.pick(['truncated', 'no-final-boundary', 'garbage']);
      const payload =
        framing === 'truncated' ? text.subarray(0, cut) : framing === 'no-final-boundary' ? text.subarray(0, Math.max(0, text.length - 40)) : Buffer.from(Array.from({ length: 512 }, () => rng.int(0, 255)));
      labels.push(`multipart:framing=${framing}`);
      return { payload, contentType: built.headers['content-type'] ?? 'multipart/form-data', labels };
    }
    if (kind === 'type') {
      const contentType = rng.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=x', 'application/json']);
      labels.push(`multipart:content-type=${contentType}`);
      return { payload: built.payload, contentType, labels };
    }
    return { payload: built.payload, contentType: built.headers['content-type'] ?? 'multipart/form-data', labels };
  }
  const built = multipart(fields, files);
  return { payload: built.payload, contentType: built.headers['content-type'] ?? 'multipart/form-data', labels };
}
