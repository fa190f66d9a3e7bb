/**
 * A user's file name as we store and show it: the last path segment only (no "../", no folders
 * from either OS), no control characters, at most 255 bytes. The original is kept in metadata.
 */
export function sanitizeFilename(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = lastSegment.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/\s+/g, ' ').trim();
  // A name of only dots would be "this folder" or "the parent" on disk.
  if (/^\.+$/.test(name)) name = '';
  while (Buffer.byteLength(name, 'utf8') > 255) name = trimKeepingExtension(name);
  return name || 'unnamed';
}

function trimKeepingExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot > 0 && name.length - dot <= 16) return name.slice(0, dot - 1) + name.slice(dot);
  return name.slice(0, -1);
}

/** Lower-case extension without the dot, or null ("report" has none, ".bashrc" has none). */
export function extensionOf(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return null;
  return filename.slice(dot + 1).toLowerCase();
}

/** The name as the user sent it, kept for the record; Postgres text cannot hold NUL characters. */
export const storableOriginal = (raw: string) => raw.replaceAll('\u0000', '\uFFFD').slice(0, 1000);
