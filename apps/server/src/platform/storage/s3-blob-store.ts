import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { assertBlobKey, isBlobKey, type BlobInfo, type BlobStore, type PutOptions, type StagedBlob, type StoreIdentity } from './blob-store.js';
import { newMarkerText, parseMarker, STORE_MARKER } from './store-marker.js';
import { StagingArea, StagingBlobStore } from './staging-area.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Local directory where incoming bytes are hashed before upload (the key is their SHA-256). */
  stagingDir: string;
  /** Multipart part size (tests use S3's 5 MB minimum); 64 MB by default. */
  partBytes?: number;
}

const PREFIX = 'blobs/';
/** One PUT up to this size; above it a multipart upload of parts this size (S3 allows 10,000 parts). */
const PART_BYTES = 64 * 1024 * 1024;
const MAX_PARTS = 10_000;

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isNotFound = (err: unknown) => statusOf(err) === 404 || ['NotFound', 'NoSuchKey'].includes((err as Error | null)?.name ?? '');

/**
 * Blobs in an S3-compatible bucket under blobs/<aa>/<bb>/<sha256>. Bytes are streamed to a local
 * staging file while hashing (the key is the hash, known only at the end), then uploaded from that
 * file: one PUT, or a multipart upload in 64 MB parts read straight from disk. Nothing is held in
 * memory beyond a part's stream buffers.
 */
export class S3BlobStore extends StagingBlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partBytes: number;
  private readonly endpoint: string | undefined;

  constructor(options: S3BlobStoreOptions) {
    super(new StagingArea(options.stagingDir));
    this.bucket = options.bucket;
    this.partBytes = options.partBytes ?? PART_BYTES;
    this.endpoint = options.endpoint;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by every
      // S3-compatible server; integrity is ours anyway: the key is the content's SHA-256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(sha256: string): string {
    assertBlobKey(sha256);
    return `${PREFIX}${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
  }

  async stage(source: Readable, options: PutOptions = {}): Promise<StagedBlob> {
    const staged = await this.staging.receive(source, options);
    const removeFile = () => this.staging.remove(staged.file);
    let committed = false;
    return {
      sha256: staged.sha256,
      size: staged.size,
      commit: async () => {
        if (committed) return;
        // Uploaded even when the object exists: identical bytes, and a fresh LastModified tells the
        // clean-up job that these bytes are wanted again.
        await this.upload(staged.file, this.key(staged.sha256), staged.size);
        committed = true;
        await removeFile();
      },
      discard: removeFile,
    };
  }

  private async upload(file: string, key: string, size: number): Promise<void> {
    const partBytes = Math.max(this.partBytes, Math.ceil(size / MAX_PARTS));
    if (size <= partBytes) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: createReadStream(file), ContentLength: size }));
      return;
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }));
    if (!UploadId) throw new Error('S3 did not start a multipart upload');
    try {
      const parts: CompletedPart[] = [];
      for (let start = 0, n = 1; start < size; start += partBytes, n += 1) {
        const end = Math.min(start + partBytes, size) - 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber: n, Body: createReadStream(file, { start, end }), ContentLength: end - start + 1 }),
        );
        parts.push({ PartNumber: n, ETag });
      }
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (err) {
      // Parts of an abandoned upload are billed until aborted.
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => undefined);
      throw err;
    }
  }

  async open(sha256: string, range?: { start: number; end: number }): Promise<Readable> {
    const out = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.key(sha256), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
    );
    if (!(out.Body instanceof Readable)) throw new Error('S3 returned no body stream');
    return out.Body;
  }

  async size(sha256: string): Promise<number | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(sha256) }));
      return out.ContentLength ?? null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async head(sha256: string, bytes: number): Promise<Buffer> {
    // Sized first: a range of an empty object is "not satisfiable" (and some servers just hang up).
    const size = await this.size(sha256);
    if (size === null) throw new Error(`blob ${sha256} is missing from the bucket`);
    if (size === 0 || bytes <= 0) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.open(sha256, { start: 0, end: Math.min(bytes, size) - 1 })) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(sha256: string, options: { onlyIfOlderThan?: Date } = {}): Promise<boolean> {
    const key = this.key(sha256);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      if (options.onlyIfOlderThan && (!out.LastModified || out.LastModified >= options.onlyIfOlderThan)) return false;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return true;
  }

  async *list(): AsyncIterable<BlobInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.split('/').pop() ?? '';
        if (isBlobKey(name) && object.LastModified) yield { sha256: name, modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async identity(): Promise<StoreIdentity> {
    const key = `${PREFIX}${STORE_MARKER}`;
    const where = `the bucket ${this.bucket}${this.endpoint ? ` at ${this.endpoint}` : ''}`;
    const read = async (): Promise<string | null> => {
      try {
        const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        return out.Body ? await out.Body.transformToString() : null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    };
    let text = await read();
    if (text === null) {
      // If-None-Match: a server that supports it (AWS, MinIO) lets only the first writer create
      // the marker; the others get 412 and read that one. The marker is read back either way.
      await this.client
        .send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: newMarkerText(), IfNoneMatch: '*' }))
        .catch((err: unknown) => {
          if (statusOf(err) !== 412 && statusOf(err) !== 409) throw err;
        });
      text = await read();
    }
    if (text === null) throw new Error(`the blob store marker could not be written to ${where}`);
    return { id: parseMarker(text, where), where };
  }

  close(): void {
    this.client.destroy();
  }
}
