/**
 * Unfinished uploads remembered across page reloads, in localStorage, per person.
 *
 * A browser cannot re-read a file after a reload until the person chooses it again, so all we keep
 * is how to recognise it (case, name, size, last-modified time) and its upload_id. When the same
 * file is chosen again for the same case, the queue reuses that upload_id and the server's status
 * answer tells which chunks it already has. Entries go when the upload finishes or is cancelled,
 * and expire after a week (the server may have cleaned up its partial chunks by then anyway).
 */
export interface RememberedUpload {
  caseId: string;
  uploadId: string;
  name: string;
  size: number;
  lastModified: number;
  savedAt: number;
}

export interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
}

export interface ResumeRegistry {
  list(): RememberedUpload[];
  find(caseId: string, file: FileIdentity): RememberedUpload | null;
  remember(entry: Omit<RememberedUpload, 'savedAt'>): void;
  forget(uploadId: string): void;
  forgetAll(): void;
}

const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Enough for a few big batches; the oldest go first. */
const MAX_ENTRIES = 500;

export const registryKey = (userId: string) => `ldd.uploads.${userId}`;

export function localStorageRegistry(userId: string, now: () => number = Date.now): ResumeRegistry {
  const key = registryKey(userId);
  const read = (): RememberedUpload[] => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry).filter((e) => now() - e.savedAt < MAX_AGE_MS) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: RememberedUpload[]) => {
    try {
      if (entries.length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(entries.slice(-MAX_ENTRIES)));
    } catch {
      // Storage full or blocked: uploads still work, they just cannot resume after a reload.
    }
  };
  return {
    list: read,
    find: (caseId, file) =>
      read().find((e) => e.caseId === caseId && e.name === file.name && e.size === file.size && e.lastModified === file.lastModified) ?? null,
    remember: (entry) => write([...read().filter((e) => e.uploadId !== entry.uploadId), { ...entry, savedAt: now() }]),
    forget: (uploadId) => write(read().filter((e) => e.uploadId !== uploadId)),
    forgetAll: () => write([]),
  };
}

function isEntry(value: unknown): value is RememberedUpload {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.caseId === 'string' &&
    typeof e.uploadId === 'string' &&
    typeof e.name === 'string' &&
    typeof e.size === 'number' &&
    typeof e.lastModified === 'number' &&
    typeof e.savedAt === 'number'
  );
}
