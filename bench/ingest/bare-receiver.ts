/**
 * The chunked-upload protocol with nothing else: a bare Fastify + @fastify/multipart receiver
 * that streams each chunk to a file while hashing it and checks chunk_sha256, and a finalize that
 * joins the chunks into one file while hashing it and checks the file's sha256. No
 * authentication, database, sessions or documents. Run in the server process, beside the real
 * server (as bench/api.bench.ts runs its bare route), it tells the protocol's own cost (HTTP,
 * multipart parsing, SHA-256, two writes of every byte) from what the application adds on top.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';

async function writeHashing(source: Readable, file: string): Promise<string> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(file));
  return hash.digest('hex');
}

/** Listens on 127.0.0.1 (any free port) with the same routes as the API's chunked upload. */
export async function startBareReceiver(dir: string): Promise<FastifyInstance> {
  const { default: Fastify } = await import('fastify');
  const { default: multipart } = await import('@fastify/multipart');
  const app = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: 64 * 1024 * 1024 } });
  const uploads = new Map<string, number>();

  app.post('/api/v1/documents/:case_id/upload-chunk', async (req, reply) => {
    const fields: Record<string, string> = {};
    let sha256 = '';
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const folder = path.join(dir, path.basename(fields.upload_id ?? 'missing'));
      await mkdir(folder, { recursive: true });
      sha256 = await writeHashing(part.file, path.join(folder, String(Number(fields.chunk_index))));
    }
    if (sha256 !== fields.chunk_sha256) return reply.status(422).send({ detail: 'checksum mismatch' });
    uploads.set(fields.upload_id ?? '', Number(fields.total_chunks));
    return { chunk_index: Number(fields.chunk_index) };
  });

  app.post('/api/v1/documents/:case_id/finalize-upload', async (req, reply) => {
    const { upload_id: uploadId, sha256 } = req.body as { upload_id: string; sha256: string };
    const folder = path.join(dir, path.basename(uploadId));
    const chunks = uploads.get(uploadId) ?? 0;
    const joined = new PassThrough();
    void (async () => {
      try {
        for (let i = 0; i < chunks; i += 1) {
          for await (const data of createReadStream(path.join(folder, String(i)))) {
            if (!joined.write(data)) await new Promise((resolve) => joined.once('drain', resolve));
          }
        }
        joined.end();
      } catch (err) {
        joined.destroy(err as Error);
      }
    })();
    // The joined file stays, as a blob would (the benchmark deletes the folder afterwards).
    const whole = await writeHashing(joined, `${folder}.blob`);
    await rm(folder, { recursive: true, force: true });
    if (whole !== sha256) return reply.status(422).send({ detail: 'checksum mismatch' });
    return { sha256: whole };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
