import iconv from 'iconv-lite';
import type { LoadFileEncoding } from '@app/contract';

/**
 * Load files and text files in the production's encoding: UTF-8 without a byte-order mark, or
 * Windows-1252 for platforms that want no Unicode (a character 1252 lacks becomes '?', which
 * is iconv-lite's replacement for single-byte encodings).
 */
export function encode(text: string, encoding: LoadFileEncoding): Buffer {
  return encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'windows-1252');
}

/** Does the character survive the encoding (a delimiter that becomes '?' would break the file)? */
export function encodable(ch: string, encoding: LoadFileEncoding): boolean {
  if (encoding === 'utf-8') return true;
  return iconv.decode(iconv.encode(ch, 'windows-1252'), 'windows-1252') === ch;
}
