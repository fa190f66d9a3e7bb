import path from 'node:path';
import type { Config } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/**
 * The configured store: DATA_DIR/blobs, or an S3-compatible bucket (BLOB_STORE=s3). Either way
 * incoming bytes are staged on local disk first (DATA_DIR/blobs/.tmp or DATA_DIR/blob-staging),
 * and chunked uploads in progress stay in DATA_DIR/uploads until they are finalized.
 */
export function createBlobStore(config: Pick<Config, 'dataDir' | 'blobStore'>): BlobStore {
  const store = config.blobStore;
  if (store.kind === 'local') return new LocalBlobStore(path.join(config.dataDir, 'blobs'));
  return new S3BlobStore({ ...store, stagingDir: path.join(config.dataDir, 'blob-staging') });
}
