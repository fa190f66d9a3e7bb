/**
 * Keeps the AES-GCM key that encrypts the stored tokens in IndexedDB. The key is created
 * non-extractable, so script running in the page can use it but never read its bytes, and it never
 * sits in localStorage next to the ciphertext it protects.
 */
const DB_NAME = 'legal-discovery-keys';
const STORE = 'keys';
const KEY_ID = 'token-encryption-key';

let cached: Promise<CryptoKey> | null = null;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = action(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result as T);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const db = await openDb();
  try {
    const existing = await run<CryptoKey | undefined>(db, 'readonly', (s) => s.get(KEY_ID));
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await run(db, 'readwrite', (s) => s.put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
}

/** The token key; created on first use and reused for the life of the browser profile. */
export function getTokenKey(): Promise<CryptoKey> {
  if (!cached) {
    cached = loadOrCreateKey().catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}

/** Forgets the in-memory handle (tests, or after the database was wiped). */
export function resetTokenKeyCache(): void {
  cached = null;
}
