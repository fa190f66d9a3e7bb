import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { MalwareScannerConfig } from '../../config.js';

/*
 * A client for ClamAV's daemon (clamd) over its own protocol, on node:net: no dependency, and the
 * bytes go straight from the BlobStore's stream to the socket, so a 2 GB file never sits in memory.
 * Commands use the `z` prefix (NUL-terminated, and so is the reply). INSTREAM sends the file as
 * chunks, each prefixed with its length as 4 bytes big-endian, and a zero-length chunk to end.
 */

export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not give a verdict (down, timed out, refused the stream): retrying may help. */
export class ScannerUnavailableError extends Error {}

/** The largest chunk sent in one frame; clamd reads frames into a buffer of about this size. */
const MAX_FRAME_BYTES = 64 * 1024;
/** Past this much reply text without a NUL the answer is not clamd's. */
const MAX_REPLY_BYTES = 4096;

/**
 * What clamd answered to INSTREAM: `stream: OK`, `stream: <signature> FOUND`, or `<reason> ERROR`
 * (a reason of its own, e.g. `INSTREAM size limit exceeded` past its StreamMaxLength).
 */
export function parseScanReply(raw: string): ScanVerdict {
  const reply = raw.replace(/\0+$/, '').trim();
  if (reply === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found?.[1]) return { infected: true, signature: found[1] };
  const error = /^(?:stream: )?(.*?)\s*ERROR$/.exec(reply);
  if (error) {
    const reason = error[1] ?? '';
    if (/size limit exceeded/i.test(reason)) {
      throw new ScannerUnavailableError('the file is larger than the scanner accepts (raise StreamMaxLength in clamd.conf)');
    }
    throw new ScannerUnavailableError(`the scanner answered "${reason || 'ERROR'}"`);
  }
  throw new ScannerUnavailableError(`the scanner gave an unexpected answer ("${reply.slice(0, 200)}")`);
}

/** Why a socket failed, in words for a failure reason (an errno code names it best). */
function socketReason(err: Error): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'the scanner refused the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the scanner\'s host name could not be resolved';
  if (code) return `the connection to the scanner failed (${code})`;
  return err.message;
}

/**
 * One conversation with clamd: connects, lets `send` write the command (and any stream), and
 * resolves with the reply up to its NUL. An idle socket (no byte either way for `timeoutMs`) or a
 * connection error rejects with ScannerUnavailableError. A reply that arrives while `send` is still
 * writing wins (clamd answers a too-long stream at once and closes), so the write error is ignored.
 */
function converse(scanner: MalwareScannerConfig, send: (socket: Socket, replied: Promise<unknown>) => Promise<void>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(scanner.address);
    let reply = Buffer.alloc(0);
    let settled = false;
    let markReplied: () => void = () => undefined;
    const replied = new Promise<void>((r) => (markReplied = r));
    const finish = (err: Error | null, text?: string) => {
      if (settled) return;
      settled = true;
      markReplied();
      socket.destroy();
      if (err) reject(err);
      else resolve(text ?? '');
    };
    const replyText = () => {
      const end = reply.indexOf(0);
      return end >= 0 ? reply.subarray(0, end).toString('utf8') : null;
    };
    socket.setTimeout(scanner.timeoutMs, () => finish(new ScannerUnavailableError(`the scanner did not answer within ${Math.round(scanner.timeoutMs / 1000)} s`)));
    socket.on('data', (data: Buffer) => {
      reply = Buffer.concat([reply, data]);
      const text = replyText();
      if (text !== null) finish(null, text);
      else if (reply.length > MAX_REPLY_BYTES) finish(new ScannerUnavailableError('the scanner gave an unexpected answer'));
    });
    // clamd may end without the NUL (an older build): what it sent is the reply.
    socket.on('end', () => (reply.length > 0 ? finish(null, reply.toString('utf8')) : finish(new ScannerUnavailableError('the scanner closed the connection without an answer'))));
    socket.on('error', (err) => finish(new ScannerUnavailableError(socketReason(err))));
    socket.once('connect', () => {
      send(socket, replied).catch((err: unknown) => {
        // Writing failed because clamd already answered and closed: its answer is on its way.
        if (reply.length > 0) return;
        finish(err instanceof ScannerUnavailableError ? err : new ScannerUnavailableError(socketReason(err as Error)));
      });
    });
  });
}

/** Writes a buffer, waiting for the socket to drain, or stops once the reply arrived. */
async function write(socket: Socket, data: Buffer, replied: Promise<unknown>): Promise<void> {
  if (socket.destroyed) throw new ScannerUnavailableError('the scanner closed the connection');
  if (socket.write(data)) return;
  await Promise.race([new Promise<void>((resolve) => socket.once('drain', resolve)), replied]);
}

/**
 * Streams `source` to clamd (INSTREAM) and returns its verdict; throws ScannerUnavailableError
 * without one. An error of `source` itself (storage) is rethrown as it is: the scanner is not to blame.
 */
export async function scanStream(scanner: MalwareScannerConfig, source: Readable): Promise<ScanVerdict> {
  let stopped = false;
  let sourceError: unknown = null;
  try {
    const reply = await converse(scanner, async (socket, replied) => {
      void replied.then(() => (stopped = true));
      await write(socket, Buffer.from('zINSTREAM\0'), replied);
      const chunks = source[Symbol.asyncIterator]();
      for (;;) {
        let next: IteratorResult<unknown>;
        try {
          next = (await chunks.next()) as IteratorResult<unknown>;
        } catch (err) {
          sourceError = err;
          throw new ScannerUnavailableError('the stored file could not be read');
        }
        if (next.done || stopped) break;
        const data = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
        for (let at = 0; at < data.length && !stopped; at += MAX_FRAME_BYTES) {
          const piece = data.subarray(at, at + MAX_FRAME_BYTES);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(piece.length);
          await write(socket, Buffer.concat([length, piece]), replied);
        }
      }
      if (!stopped) await write(socket, Buffer.alloc(4), replied);
    });
    return parseScanReply(reply);
  } catch (err) {
    throw sourceError ?? err;
  } finally {
    // The reply may come before the whole file was read (a size limit): release the blob's stream.
    source.destroy();
  }
}

/** clamd's own liveness check: `PING` answered by `PONG`. */
export async function pingScanner(scanner: MalwareScannerConfig): Promise<void> {
  const reply = await converse(scanner, (socket, replied) => write(socket, Buffer.from('zPING\0'), replied));
  if (reply.replace(/\0+$/, '').trim() !== 'PONG') throw new ScannerUnavailableError(`the scanner answered PING with "${reply.slice(0, 100)}"`);
}
