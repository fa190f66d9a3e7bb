import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** Bumped when the archive's layout changes; restore refuses a format it does not know. */
export const ARCHIVE_FORMAT = 'legal-discovery-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntryName = (index: number, table: string) => `database/${String(index).padStart(3, '0')}-${table}.jsonl.gz`;
export const blobEntryName = (sha256: string) => `blobs/${sha256}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The database the backup was taken from; the archive itself is the same for both. */
  source: z.object({ database: z.enum(['pglite', 'postgres']), blobStore: z.enum(['local', 's3']) }),
  /** The last migration applied to the database that was backed up. */
  schema: z.object({ migration: z.string(), appliedAt: z.number().int() }),
  /**
   * Not the key: an HMAC made with it, so restore can tell whether the target has the same
   * ENCRYPTION_KEY (two-factor secrets are encrypted with it and unreadable under another).
   */
  encryptionKeyCheck: z.string(),
  encryptedValues: z.number().int(),
  /** In the order restore loads them (a table after every table it references). */
  tables: z.array(z.object({ name: z.string(), entry: z.string(), rows: z.number().int(), bytes: z.number().int(), sha256 })),
  blobs: z.array(z.object({ sha256, size: z.number().int() })),
  /** Blobs that disappeared between the database snapshot and their copy (deleted meanwhile). */
  blobsMissing: z.array(sha256),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export function encryptionKeyCheck(key: Buffer): string {
  return createHmac('sha256', key).update('legal-discovery backup key check').digest('hex').slice(0, 32);
}
