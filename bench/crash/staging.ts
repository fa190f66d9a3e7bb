/**
 * Chunk and staging files on disk. A kill can leave some behind by design (a chunk request cut
 * off mid-write, a finalize killed between its commit and removing the chunk folder); the app's
 * storage clean-up removes them once they are UPLOAD_EXPIRY_HOURS old. The harness counts what
 * the kills left, then ages it past that expiry and lets a restarted worker's start-up clean-up
 * run: after it, nothing may be left.
 */
import { readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** Where chunks and half-received bytes wait: the chunked-upload area and the blob store's staging. */
const AREAS = ['uploads', path.join('blobs', '.tmp'), 'blob-staging'];

/** Every file (and chunk folder) under the staging areas, relative to the data dir. */
export async function stagedFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const full = path.join(dir, name);
      const info = await stat(full).catch(() => null);
      if (info?.isDirectory()) await walk(full);
      else if (info) found.push(path.relative(dataDir, full));
    }
  };
  for (const area of AREAS) await walk(path.join(dataDir, area));
  return found;
}

/** Moves every staged file, chunk folder and upload session back past the expiry (hours). */
export async function ageStaging(dataDir: string, client: pg.Client, hours: number): Promise<void> {
  const then = new Date(Date.now() - hours * 3600_000);
  const walk = async (dir: string): Promise<void> => {
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const full = path.join(dir, name);
      const info = await stat(full).catch(() => null);
      if (info?.isDirectory()) await walk(full);
      await utimes(full, then, then).catch(() => undefined);
    }
  };
  for (const area of AREAS) await walk(path.join(dataDir, area));
  await client.query(`update upload_sessions set updated_at = $1`, [then]);
}
