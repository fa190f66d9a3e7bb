import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProcessingError } from '../failures.js';
import { MALFORMED_HEADER, mbox, MESSAGE_WITH_ATTACHMENT, REPLY_WITH_BAD_DATE } from './mailbox-fixtures.js';
import { byteLines, openMbox, unescapeFromLine } from './mbox-reader.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mbox-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: Buffer | string) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};
const all = async (reader: ReturnType<typeof openMbox>, skip = 0) => {
  const items = [];
  for await (const item of reader.items(skip)) items.push(item);
  return items;
};

describe('mbox reader', () => {
  it('splits on "From " lines, gives escaped body lines back one ">" less, names items by subject', async () => {
    const reader = openMbox(file('Inbox.mbox', mbox([MESSAGE_WITH_ATTACHMENT, REPLY_WITH_BAD_DATE, MALFORMED_HEADER])), 'Inbox');
    const items = await all(reader);
    expect(items.map((i) => [i.index, i.folder, i.filename])).toEqual([
      [0, 'Inbox', 'Castellan lease - schedule of arrears.eml'],
      [1, 'Inbox', 'RE Castellan lease - schedule of arrears.eml'],
      [2, 'Inbox', 'Keys returned.eml'],
    ]);
    expect(items[0]!.content.toString('utf8')).toBe(MESSAGE_WITH_ATTACHMENT);
    expect(reader.folders.get('Inbox')).toBe(3);
    expect(reader.position()).toBe(1);
    expect(reader.damage).toEqual([]);
  });

  it('skips the items before a checkpoint', async () => {
    const items = await all(openMbox(file('skip.mbox', mbox([MESSAGE_WITH_ATTACHMENT, REPLY_WITH_BAD_DATE, MALFORMED_HEADER])), 'x'), 2);
    expect(items.map((i) => i.index)).toEqual([2]);
  });

  it('unescapes mboxrd and mboxo lines', () => {
    expect(unescapeFromLine(Buffer.from('>From here\n')).toString()).toBe('From here\n');
    expect(unescapeFromLine(Buffer.from('>>From here\n')).toString()).toBe('>From here\n');
    expect(unescapeFromLine(Buffer.from('> quoted\n')).toString()).toBe('> quoted\n');
  });

  it('splits lines across chunk boundaries, bytes untouched', async () => {
    const chunks = [Buffer.from('ab'), Buffer.from('c\nd'), Buffer.from([0xe9, 0x0a, 0x65])];
    const lines = [];
    for await (const l of byteLines((async function* () { yield* chunks; })())) lines.push(Buffer.from(l));
    expect(lines).toEqual([Buffer.from('abc\n'), Buffer.from([0x64, 0xe9, 0x0a]), Buffer.from('e')]);
  });

  it('says a file is not an mbox, and notes one cut short', async () => {
    await expect(all(openMbox(file('bad.mbox', 'Dear Sir,\nthis is a letter.\n'), 'x'))).rejects.toBeInstanceOf(ProcessingError);
    const cut = mbox([MESSAGE_WITH_ATTACHMENT, REPLY_WITH_BAD_DATE]).subarray(0, -20);
    const reader = openMbox(file('cut.mbox', cut), 'x');
    expect(await all(reader)).toHaveLength(2);
    expect(reader.damage[0]).toMatch(/cut short/);
  });
});
