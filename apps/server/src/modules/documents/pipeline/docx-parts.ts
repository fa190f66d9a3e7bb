import type mammoth from 'mammoth';
import type { ZipArchive } from './zip-guard.js';

type MammothInput = Parameters<typeof mammoth.extractRawText>[0];

/**
 * mammoth's input as an already opened archive. Besides `buffer` and `path` mammoth accepts
 * `file`, an object with `exists(name)` and `read(name, encoding)` (its unzip.js hands it straight to
 * the DOCX reader; the typings omit it). Giving it the guarded archive means mammoth never parses
 * the zip itself: it reads only entries the guard walked, through the capped inflation. Were a
 * mammoth release to drop `file`, extraction fails loudly ("Could not find file in options"), it
 * does not fall back to reading the raw bytes.
 */
export function mammothInput(zip: ZipArchive): MammothInput {
  const file = {
    exists: (name: string) => zip.has(name),
    read: async (name: string, encoding?: string): Promise<string | Uint8Array> => {
      const bytes = await zip.read(name);
      if (encoding === 'base64') return bytes.toString('base64');
      return encoding ? new TextDecoder(encoding).decode(bytes) : new Uint8Array(bytes);
    },
  };
  return { file } as unknown as MammothInput;
}
