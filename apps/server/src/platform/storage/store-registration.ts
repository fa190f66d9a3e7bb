import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blobStoreRegistration } from '../../db/schema/index.js';
import type { BlobStore, StoreIdentity } from './blob-store.js';

const SLOT = 'primary';

/**
 * This process's blob store is not the one the installation's documents are in: with the default
 * local store that means each process has its own DATA_DIR/blobs, so a file uploaded through one
 * server is missing for the others and for the worker (which would retry it for ever).
 */
export class BlobStoreMismatchError extends Error {
  readonly code = 'store_mismatch';

  constructor(
    readonly mine: StoreIdentity,
    readonly registered: { id: string; where: string; registeredAt: Date },
  ) {
    super(
      `this process does not see the installation's blob store. The database's documents are in the store with id ${registered.id} ` +
        `(${registered.where}, registered ${registered.registeredAt.toISOString()}); this process's store is ${mine.where}, id ${mine.id}. ` +
        'Every web server and worker must see the same files: mount one shared volume as each process\'s DATA_DIR (or its blobs/ folder), ' +
        'or set BLOB_STORE=s3 with the same bucket everywhere. docs/production.md, "One blob store for every process", says more.',
    );
    this.name = 'BlobStoreMismatchError';
  }
}

/**
 * Registers the store on the first start of an installation and, on every start after that, checks
 * that this process's store carries the registered id; throws BlobStoreMismatchError when not.
 * Processes starting together on an empty table agree: the insert keeps the first row only.
 * `register: false` (the readiness probe) only compares, and passes while nothing is registered.
 */
export async function checkBlobStore(db: Db, blobs: BlobStore, options: { register?: boolean } = {}): Promise<StoreIdentity> {
  const register = options.register ?? true;
  const mine = await blobs.identity();
  if (register) {
    await db.insert(blobStoreRegistration).values({ slot: SLOT, storeId: mine.id, description: mine.where }).onConflictDoNothing();
  }
  const [registered] = await db.select().from(blobStoreRegistration).where(eq(blobStoreRegistration.slot, SLOT));
  if (!registered) {
    if (register) throw new Error('the blob store registration could not be read back');
    return mine;
  }
  if (registered.storeId !== mine.id) {
    throw new BlobStoreMismatchError(mine, { id: registered.storeId, where: registered.description, registeredAt: registered.registeredAt });
  }
  return mine;
}
