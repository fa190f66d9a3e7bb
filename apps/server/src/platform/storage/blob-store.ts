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
 * Where document bytes live: content-addressed by SHA-256, written and read as streams so a
 * 1 GB file never sits in memory. Local directory by default; an S3-compatible store can
 * implement the same interface.
 */
export interface BlobStore {
  put(source: Readable, options?: PutOptions): Promise<StoredBlob>;
  /** `end` is inclusive, as in an HTTP Range. */
  open(sha256: string, range?: { start: number; end: number }): Promise<Readable>;
  size(sha256: string): Promise<number | null>;
  /** The first bytes, for detecting the real file type. */
  head(sha256: string, bytes: number): Promise<Buffer>;
  delete(sha256: string): Promise<void>;
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
