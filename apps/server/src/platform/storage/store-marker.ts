import { randomUUID } from 'node:crypto';

/**
 * The marker that names a blob store: `.store-id` in the local store's root, `blobs/.store-id` in a
 * bucket. Its name is not a SHA-256, so listing, clean-up and backups never treat it as a blob.
 */
export const STORE_MARKER = '.store-id';

const HEADER = 'legal-discovery blob store';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new marker's text: a header saying what the file is (for whoever finds it), then a random id. */
export const newMarkerText = (): string => `${HEADER}\n${randomUUID()}\n`;

/** The id in a marker; a marker someone edited by hand is an error, never a fresh identity. */
export function parseMarker(text: string, where: string): string {
  const [header, id] = text.split('\n').map((line) => line.trim());
  if (header !== HEADER || !id || !ID.test(id)) throw new Error(`the blob store marker in ${where} is not readable (expected "${HEADER}" and an id)`);
  return id;
}
