import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/*
 * A local stand-in for ClamAV's daemon (tests only), speaking clamd's real protocol: commands with
 * the `z` (NUL-terminated) or `n` (newline-terminated) prefix, PING → PONG, and INSTREAM with its
 * 4-byte big-endian length-prefixed chunks ended by a zero-length one. The verdict is EICAR's:
 * `stream: Eicar-Test-Signature FOUND` when the streamed bytes hold the EICAR test string, else
 * `stream: OK` — what a real clamd answers for that file.
 */

/**
 * The EICAR anti-virus test file: harmless, and recognised by every scanner. Assembled at run time
 * so this source file is not itself reported by a scanner on a developer's machine.
 */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

export type ClamdBehaviour =
  /** Answers as clamd does. */
  | 'scan'
  /** Answers every command with `<reason> ERROR` (a broken signature database, say). */
  | 'error'
  /** Accepts the connection and the stream, then never answers (a stuck daemon). */
  | 'hang';

export interface ClamdStandIn {
  /** e.g. tcp://127.0.0.1:41234 — use as CLAMAV_URL. */
  url: string;
  port: number;
  /** How it answers from the next command on. */
  behaviour: ClamdBehaviour;
  /** Past this many streamed bytes it answers `INSTREAM size limit exceeded. ERROR`, as clamd's StreamMaxLength. */
  maxStreamBytes: number;
  /** INSTREAM commands received (answered or not). */
  scans: number;
  /** Stops listening: connections are refused (ECONNREFUSED) until up(). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

export async function startClamdStandIn(): Promise<ClamdStandIn> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a client that hangs up mid-stream is not the test's failure
    converse(socket);
  });
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  let listening = true;

  const standIn: ClamdStandIn = {
    url: `tcp://127.0.0.1:${port}`,
    port,
    behaviour: 'scan',
    maxStreamBytes: 25 * 1024 * 1024, // clamd's default StreamMaxLength
    scans: 0,
    down: async () => {
      if (!listening) return;
      listening = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: async () => {
      if (listening) return;
      await listen(server, port);
      listening = true;
    },
    close: () => standIn.down(),
  };

  /** One client: its command, then (INSTREAM) its chunks, then one reply and the end of the connection. */
  function converse(socket: Socket): void {
    let buffer = Buffer.alloc(0);
    let command: { name: string; terminator: string } | null = null;
    const streamed: Buffer[] = [];
    let streamedBytes = 0;
    let answered = false;
    const reply = (text: string) => {
      answered = true;
      if (standIn.behaviour === 'hang') return;
      const terminator = command?.terminator ?? '\0';
      socket.end(standIn.behaviour === 'error' ? `Can't allocate memory ERROR${terminator}` : `${text}${terminator}`);
    };
    socket.on('data', (data: Buffer) => {
      if (answered) return; // the rest of a stream sent past the size limit
      buffer = Buffer.concat([buffer, data]);
      if (!command) {
        const end = buffer.findIndex((b) => b === 0 || b === 0x0a);
        if (end < 0) return;
        const raw = buffer.subarray(0, end).toString('latin1');
        buffer = buffer.subarray(end + 1);
        const prefix = raw[0] === 'z' || raw[0] === 'n' ? raw[0] : '';
        command = { name: prefix ? raw.slice(1) : raw, terminator: prefix === 'n' ? '\n' : '\0' };
        if (command.name === 'PING') return reply('PONG');
        if (command.name === 'VERSION') return reply('ClamAV 1.4.1 (stand-in)');
        if (command.name !== 'INSTREAM') return reply('UNKNOWN COMMAND');
        standIn.scans += 1;
      }
      // INSTREAM frames: 4-byte big-endian length, then that many bytes; length 0 ends the stream.
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const content = Buffer.concat(streamed).toString('latin1');
          return reply(content.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND' : 'stream: OK');
        }
        if (buffer.length < 4 + length) return;
        streamed.push(buffer.subarray(4, 4 + length));
        streamedBytes += length;
        buffer = buffer.subarray(4 + length);
        if (streamedBytes > standIn.maxStreamBytes) return reply('INSTREAM size limit exceeded. ERROR');
      }
    });
  }

  return standIn;
}
