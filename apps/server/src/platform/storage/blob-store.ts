import type { Readable } from 'node:stream';

export interface StoredBlob {
  sha256: string;
  size: number;
}

export interface PutOptions {
  /** Refuse (and keep nothing) when the bytes hash to something else. */
  expectedSha256?: string;
  /** Stop reading, keep nothing and throw BlobTooLargeError past this many bytes. */
  maxBytes?: number;
}

/**
 * Bytes received and hashed into a local staging file, not yet in the store. A request that is
 * refused after its file arrived (the case named after the file part, say) discards it, so a
 * refused upload leaves nothing behind.
 */
export interface StagedBlob extends StoredBlob {
  /** Moves the bytes into the store (a no-op upload when the store already has that content). */
  commit(): Promise<void>;
  /** Deletes the staging file; safe to call after commit or twice. */
  discard(): Promise<void>;
}

export interface BlobInfo {
  sha256: string;
  /** When these bytes were last written (a re-upload of the same content renews it). */
  modifiedAt: Date;
}

/**
 * Where document bytes live: content-addressed by SHA-256, written and read as streams so a
 * 1 GB file never sits in memory. A local directory by default, an S3-compatible bucket when
 * configured (see blob-stores.ts).
 */
export interface BlobStore {
  /** stage() then commit(): the usual way in. */
  put(source: Readable, options?: PutOptions): Promise<StoredBlob>;
  stage(source: Readable, options?: PutOptions): Promise<StagedBlob>;
  /** `end` is inclusive, as in an HTTP Range. */
  open(sha256: string, range?: { start: number; end: number }): Promise<Readable>;
  size(sha256: string): Promise<number | null>;
  /** The first bytes, for detecting the real file type. */
  head(sha256: string, bytes: number): Promise<Buffer>;
  /**
   * Removes the blob; with `onlyIfOlderThan`, only when it was last written before then (checked
   * right before deleting, so bytes just uploaded again are kept). True when something was deleted.
   */
  delete(sha256: string, options?: { onlyIfOlderThan?: Date }): Promise<boolean>;
  /** Every stored blob, for the clean-up job; never the staging files. */
  list(): AsyncIterable<BlobInfo>;
  /** Deletes staging files older than `cutoff` (left behind by a crash mid-upload); returns how many. */
  sweepStaging(cutoff: Date): Promise<number>;
  /**
   * Which store this is: the random id in a marker kept inside the store, written by the first
   * process that asks (exclusively, so processes starting together read the same id). Two
   * processes see the same files exactly when they read the same id (store-registration.ts).
   */
  identity(): Promise<StoreIdentity>;
  /** Releases connections (the S3 client's sockets); the server calls it on shutdown. */
  close(): void;
}

export interface StoreIdentity {
  id: string;
  /** Where the store is (a directory, or a bucket and endpoint), for messages to administrators. */
  where: string;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob exceeds ${maxBytes} bytes`);
  }
}

export class BlobChecksumError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super('blob checksum mismatch');
  }
}

const SHA256 = /^[0-9a-f]{64}$/;
/** Keys come from our own database, but paths and object keys are built from them: never trust one. */
export function assertBlobKey(sha256: string): void {
  if (!SHA256.test(sha256)) throw new Error('invalid blob key');
}
export const isBlobKey = (name: string) => SHA256.test(name);
