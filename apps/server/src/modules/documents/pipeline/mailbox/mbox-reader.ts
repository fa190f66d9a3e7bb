import { createReadStream, statSync } from 'node:fs';
import { ProcessingError } from '../failures.js';
import { itemFilename, type MailboxItem, type MailboxReader } from './mailbox-item.js';
import { mailboxReasons } from './reasons.js';

/*
 * An mbox mailbox (mboxo and mboxrd, as Thunderbird, Apple Mail, Google Takeout and mutt write
 * them): messages one after another, each after a "From " separator line; a body line that began
 * with "From " was written as ">From " (mboxrd: any number of ">" before it), and is given back one
 * ">" less. Read line by line from the file: only the message being read is in memory.
 */

/** The separator: "From " at a line's start, then the envelope sender (mboxrd/mboxo write nothing else there). */
const SEPARATOR = /^From \S*/;
/** A message larger than a mail server would carry is not read (it would have to sit whole in memory). */
export const MAX_MBOX_MESSAGE_BYTES = 150 * 1024 * 1024;

const FROM = Buffer.from('From ');
const LF = Buffer.from('\n');
const CRLF = Buffer.from('\r\n');

/** ">From " (any number of ">") loses one ">"; any other line is as written. */
export function unescapeFromLine(line: Buffer): Buffer {
  let i = 0;
  while (i < line.length && line[i] === 0x3e) i++;
  if (i > 0 && line.subarray(i, i + FROM.length).equals(FROM)) return line.subarray(1);
  return line;
}

/** Lines of a byte stream, each with its line ending, as bytes (a message's charset is its own business). */
export async function* byteLines(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    let data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let nl = data.indexOf(0x0a, start); nl >= 0; nl = data.indexOf(0x0a, start)) {
      yield data.subarray(start, nl + 1);
      start = nl + 1;
    }
    rest = Buffer.from(data.subarray(start));
    data = Buffer.alloc(0);
  }
  if (rest.length > 0) yield rest;
}

/** The Subject header of a raw message, for its document's name (the e-mail reader reads it properly later). */
function subjectOf(message: Buffer): string | null {
  const end = message.indexOf('\n\n') >= 0 ? message.indexOf('\n\n') : Math.min(message.length, 64 * 1024);
  const head = message.subarray(0, end).toString('latin1').replace(/\r?\n[ \t]+/g, ' ');
  const m = /^subject:[ \t]*(.*)$/im.exec(head);
  const raw = m?.[1]?.trim();
  if (!raw) return null;
  // Encoded words are left to the e-mail reader; a name keeps only plain text.
  return raw.includes('=?') ? raw.replace(/=\?[^?]+\?[bq]\?[^?]*\?=/gi, '').trim() || null : raw;
}

/** Opens an mbox file; `folder` is where its messages sit (the file's name: Thunderbird names a folder's mbox after it). */
export function openMbox(path: string, folder: string): MailboxReader {
  const damage: string[] = [];
  const folders = new Map<string, number>();
  const size = statSync(path).size;
  let consumed = 0;

  async function* items(skip: number): AsyncGenerator<MailboxItem> {
    let index = -1;
    let parts: Buffer[] = [];
    let bytes = 0;
    let tooLarge = false;
    let sawSeparator = false;
    const finish = (): MailboxItem | null => {
      if (index < 0) return null;
      folders.set(folder, (folders.get(folder) ?? 0) + 1);
      if (index < skip) return null;
      if (tooLarge) {
        damage.push(`Message ${index + 1} is larger than ${MAX_MBOX_MESSAGE_BYTES / 1024 / 1024} MB and was not read.`);
        return null;
      }
      // The blank line before the next separator belongs to the separator, not to the message.
      const last = parts[parts.length - 1];
      if (last && (last.equals(LF) || last.equals(CRLF))) parts.pop();
      const content = Buffer.concat(parts);
      return { index, folder, kind: 'message', filename: itemFilename(subjectOf(content), `message-${index + 1}`), content, warnings: [] };
    };
    let first = true;
    let lastLine: Buffer | null = null;
    for await (const line of byteLines(createReadStream(path))) {
      consumed += line.length;
      lastLine = line;
      if (first) {
        first = false;
        if (!SEPARATOR.test(line.subarray(0, 200).toString('latin1'))) throw new ProcessingError(mailboxReasons.notMbox);
      }
      if (line[0] === 0x46 /* F */ && SEPARATOR.test(line.subarray(0, 200).toString('latin1'))) {
        sawSeparator = true;
        const done = finish();
        if (done) yield done;
        index += 1;
        parts = [];
        bytes = 0;
        tooLarge = false;
        continue;
      }
      // Skipped messages are only counted; a message past the cap is not kept in memory.
      if (index < skip || tooLarge) continue;
      bytes += line.length;
      if (bytes > MAX_MBOX_MESSAGE_BYTES) {
        tooLarge = true;
        parts = [];
        continue;
      }
      parts.push(Buffer.from(unescapeFromLine(line)));
    }
    if (first || !sawSeparator) throw new ProcessingError(first ? mailboxReasons.emptyMbox : mailboxReasons.notMbox);
    if (lastLine && lastLine[lastLine.length - 1] !== 0x0a) {
      damage.push('The mailbox ends in the middle of a line: it was probably cut short (an incomplete copy or upload), so its last message may be incomplete.');
    }
    const last = finish();
    if (last) yield last;
  }

  return {
    // An mbox says nothing of its length in messages: progress goes by bytes (see ingest).
    total: null,
    damage,
    folders,
    items,
    position: () => (size === 0 ? 1 : consumed / size),
    close: () => undefined,
  };
}
