import { open } from 'node:fs/promises';

/** The first `bytes` bytes of a file (fewer when it is shorter): enough to tell its type without reading it all. */
export async function readFileHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
