/**
 * Incoming volume benchmark (not a test): `npx tsx --expose-gc bench/incoming-volume.bench.ts [--mb 1024 --entry-kb 100]`.
 *
 * Writes a production volume of `--mb` megabytes into a local blob store (a DAT, an OPT and page
 * images of `--entry-kb` each, alternately stored — incompressible, like Group 4 TIFFs — and
 * deflated), then reads it the way an upload and a load do, through the volume guard from the
 * store's file (apps/server/src/modules/discovery/incoming/volume-reader.ts):
 *
 *   verify — the directory checked and every entry inflated once (capped, CRC-checked), as at upload;
 *   read   — opened on its directory, the DAT read and every image streamed, as a load reads them.
 *
 * Beside them, in the same run, the way volumes were read before: the whole file into memory and
 * JSZip.loadAsync, every image read with file.async (skip with --no-baseline). Printed: wall and
 * CPU seconds, and the peak resident memory above idle of each phase (goal: under 64 MB whatever
 * the volume's size), and the ratios to the baseline.
 */
import { createWriteStream, mkdirSync, createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { LocalBlobStore } from '../apps/server/src/platform/storage/local-blob-store.js';
import { blobZipSource } from '../apps/server/src/modules/discovery/incoming/blob-zip-source.js';
import { VolumeFiles } from '../apps/server/src/modules/discovery/incoming/volume-reader.js';
import { sampleRss, timePhase } from './ingest/proc-stats.js';

const { values: args } = parseArgs({ options: { mb: { type: 'string', default: '1024' }, 'entry-kb': { type: 'string', default: '100' }, 'no-baseline': { type: 'boolean', default: false } } });
const MB = 1024 * 1024;
const TOTAL = Number(args.mb) * MB;
const ENTRY = Number(args['entry-kb']) * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'bench/.cache/incoming-volume');
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** A ZIP written entry by entry to a file: local header, data, then the directory and end record. */
async function writeVolume(file: string): Promise<{ entries: number; bytes: number }> {
  const out = createWriteStream(file);
  const write = (b: Buffer) => (out.write(b) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  const central: Buffer[] = [];
  let offset = 0;
  const add = async (name: string, data: Buffer, deflate: boolean) => {
    const raw = Buffer.from(name);
    const body = deflate ? deflateRawSync(data) : data;
    const method = deflate ? 8 : 0;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(raw.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(method, 10);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(body.length, 20);
    head.writeUInt32LE(data.length, 24);
    head.writeUInt16LE(raw.length, 28);
    head.writeUInt32LE(offset, 42);
    central.push(head, raw);
    await write(Buffer.concat([local, raw]));
    await write(body);
    offset += 30 + raw.length + body.length;
  };
  // Stored images are as large on disk as inflated, deflated ones half that: `--mb` is the file size.
  const count = Math.max(1, Math.floor(TOTAL / (0.75 * ENTRY)));
  const bates = (i: number) => `NW${String(i + 1).padStart(6, '0')}`;
  const dat = ['þBEGBATESþþENDBATESþ', ...Array.from({ length: count }, (_, i) => `þ${bates(i)}þþ${bates(i)}þ`)].join('\r\n');
  const opt = Array.from({ length: count }, (_, i) => `${bates(i)},VOL01,IMAGES\\${bates(i)}.tif,Y,,,1`).join('\r\n');
  await add('VOL01/DATA/VOL01.dat', Buffer.from(dat, 'latin1'), true);
  await add('VOL01/DATA/VOL01.opt', Buffer.from(opt), true);
  let seed = 1;
  const noise = (n: number) => {
    const b = Buffer.alloc(n);
    for (let i = 0; i + 4 <= n; i += 4) b.writeUInt32LE((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0), i);
    return b;
  };
  for (let i = 0; i < count; i += 1) {
    // Stored entries are noise (incompressible); deflated ones half noise, half white page.
    const data = i % 2 === 0 ? noise(ENTRY) : Buffer.concat([noise(ENTRY / 2), Buffer.alloc(ENTRY - ENTRY / 2)]);
    await add(`VOL01/IMAGES/${bates(i)}.tif`, data, i % 2 === 1);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count + 2, 8);
  end.writeUInt16LE(count + 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(directory);
  await write(end);
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return { entries: count + 2, bytes: offset + directory.length + 22 };
}

interface Phase {
  name: string;
  wall: number;
  cpu: number;
  peakAboveIdle: number;
}

async function measure(name: string, run: () => Promise<void>): Promise<Phase> {
  gc();
  await new Promise((r) => setTimeout(r, 200));
  gc();
  const idle = process.memoryUsage().rss;
  const sampler = sampleRss(process.pid, 20);
  const stop = timePhase('self');
  await run();
  const times = stop();
  const { peak } = sampler.stop();
  return { name, wall: times.wall, cpu: times.cpu, peakAboveIdle: peak - idle };
}

async function main(): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const zipFile = path.join(dir, 'volume.zip');
  const made = await writeVolume(zipFile);
  const store = new LocalBlobStore(path.join(dir, 'store'));
  const blob = await store.put(createReadStream(zipFile));
  await rm(zipFile);
  const size = (await stat(path.join(dir, 'store', blob.sha256.slice(0, 2), blob.sha256))).size;
  console.log(`volume: ${made.entries.toLocaleString('en-US')} entries, ${(size / MB).toFixed(0)} MB; load average ${loadavg()[0]!.toFixed(1)}`);
  const images = (files: VolumeFiles) => files.names.filter((n) => n.endsWith('.tif'));

  const phases: Phase[] = [];
  phases.push(await measure('verify (upload)', async () => void (await VolumeFiles.open(blobZipSource(store, blob.sha256, size), { verifyEntries: true }))));
  phases.push(
    await measure('read (load)', async () => {
      const files = await VolumeFiles.open(blobZipSource(store, blob.sha256, size), { verifyEntries: false });
      await files.read(files.loadFiles().dat);
      for (const name of images(files)) for await (const chunk of files.stream(name)) void chunk;
    }),
  );
  if (!args['no-baseline']) {
    phases.push(
      await measure('baseline: whole file + JSZip', async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of await store.open(blob.sha256)) chunks.push(chunk as Buffer);
        const zip = await JSZip.loadAsync(Buffer.concat(chunks));
        for (const name of Object.keys(zip.files)) if (name.endsWith('.tif')) await zip.file(name)!.async('nodebuffer');
      }),
    );
  }
  console.log('phase                          wall s   cpu s   peak RSS above idle');
  for (const p of phases) console.log(`${p.name.padEnd(30)} ${p.wall.toFixed(1).padStart(6)}  ${p.cpu.toFixed(1).padStart(6)}   ${(p.peakAboveIdle / MB).toFixed(0).padStart(6)} MB`);
  const base = phases.find((p) => p.name.startsWith('baseline'));
  if (base) {
    for (const p of phases.filter((q) => q !== base)) console.log(`${p.name}: memory ${((p.peakAboveIdle / base.peakAboveIdle) * 100).toFixed(1)} % of the baseline's, wall ${(p.wall / base.wall).toFixed(2)}×`);
  }
  const worst = Math.max(...phases.filter((p) => p !== base).map((p) => p.peakAboveIdle));
  console.log(worst < 64 * MB ? 'goal met: peak under 64 MB above idle' : 'GOAL MISSED: peak over 64 MB above idle');
  await rm(dir, { recursive: true, force: true });
  if (worst >= 64 * MB) process.exitCode = 1;
}

await main();
