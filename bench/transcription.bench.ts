/**
 * Transcription media pipeline benchmark (not a test): `npm run bench:transcription`.
 *
 * What the transcription worker does with a recording before any engine hears it — probeMedia,
 * decodeToPcm (ffmpeg → 16 kHz mono s16le streamed to a file, silences measured on the way),
 * planWindows and writeWindowWav for every window — against bare ffmpeg doing only the decode:
 * `ffmpeg -i X -vn -ac 1 -ar 16000 -f s16le -y /dev/null`. Same machine, same run, same files:
 *
 * 1. one hour of audio: tone-coded speech (test/tone-speech.ts: words, gaps, sentence pauses) as a
 *    44.1 kHz stereo 128 kb/s MP3, like a recorder's file;
 * 2. one hour of video: the same sound as AAC in an MP4 with 320×240 H.264 (15 fps, ultrafast).
 *
 * Goal: our pipeline runs at ≥ 0.80 of bare ffmpeg's speed. Printed: wall time, CPU time (ours:
 * this process plus its ffmpeg children; from /proc/self/stat, so a loaded machine can be told
 * from a slow pipeline), the ratio, and the real-time multiple (seconds of media per second).
 * Each side runs BENCH_REPEAT times (default 2), alternating; the best wall time counts.
 *
 * 3. memory: a two-hour MP3 through the same pipeline while process.memoryUsage().rss is sampled
 *    every 50 ms; peak minus the idle RSS before it (goal < 200 MB above idle).
 *
 * The media are generated once into a cache directory under os.tmpdir() (BENCH_CACHE_DIR to
 * choose), single-threaded (the machine is shared). Exits non-zero when a goal is missed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { decodeToPcm } from '../apps/server/src/platform/media/decode.js';
import { ffmpegPath, runTool } from '../apps/server/src/platform/media/ffmpeg.js';
import { probeMedia } from '../apps/server/src/platform/media/probe.js';
import { planWindows, writeWindowWav } from '../apps/server/src/platform/media/windows.js';
import { toneSpeechWav, toneWordsIn } from '../apps/server/src/test/tone-speech.js';

const HOUR = 3600;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);
const CACHE = process.env.BENCH_CACHE_DIR ?? path.join(tmpdir(), 'transcription-bench-cache');
const WINDOW_SECONDS = 600;
const OVERLAP_SECONDS = 5;

const log = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/** CPU seconds of this process and of its reaped children (ffmpeg), from /proc/self/stat. */
function cpuSeconds(): { self: number; children: number } {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ": field 3 is index 0, so cutime (16) and cstime (17) are 13 and 14.
  const ticks = Number(fields[13]) + Number(fields[14]);
  const own = process.cpuUsage();
  return { self: (own.user + own.system) / 1e6, children: ticks / 100 };
}

async function timed<T>(work: () => Promise<T>): Promise<{ wall: number; cpu: number; value: T }> {
  const before = cpuSeconds();
  const started = performance.now();
  const value = await work();
  const wall = (performance.now() - started) / 1000;
  const after = cpuSeconds();
  return { wall, cpu: after.self - before.self + (after.children - before.children), value };
}

/** Feeds tone-coded speech to ffmpeg's stdin ten minutes at a time (never an hour in memory). */
async function encodeToneSpeech(seconds: number, output: string, outputArgs: string[]): Promise<void> {
  const child = spawn(ffmpegPath, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '16000', '-ac', '1', '-i', 'pipe:0', ...outputArgs, '-threads', '1', '-y', output], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve, reject) => child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)))));
  const perChunk = toneWordsIn(600);
  let written = 0;
  let word = 0;
  while (written < seconds) {
    const pcm = toneSpeechWav(perChunk, { startWord: word }).subarray(44);
    const wanted = Math.min(pcm.length, Math.round((seconds - written) * 16000) * 2);
    if (!child.stdin.write(pcm.subarray(0, wanted))) await new Promise((resolve) => child.stdin.once('drain', resolve));
    written += wanted / 32000;
    word += perChunk;
  }
  child.stdin.end();
  await exited;
}

async function cached(name: string, make: (file: string) => Promise<void>): Promise<string> {
  const file = path.join(CACHE, name);
  if (existsSync(file)) return file;
  const started = performance.now();
  const partial = `${file}.partial`;
  await make(partial);
  await rename(partial, file);
  log(`  generated ${name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return file;
}

async function bareFfmpeg(input: string): Promise<void> {
  await runTool(ffmpegPath, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', input, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', '-y', '/dev/null']);
}

/** What the transcription worker does before the engine: probe, decode, plan, every window's WAV. */
async function ourPipeline(input: string, work: string): Promise<{ duration: number; windows: number; silences: number }> {
  await probeMedia(input);
  const decoded = await decodeToPcm(input, path.join(work, 'audio.pcm'));
  const windows = planWindows(decoded.durationSeconds, decoded.silences, WINDOW_SECONDS, OVERLAP_SECONDS);
  for (const window of windows) {
    const wavPath = path.join(work, `window-${window.index}.wav`);
    await writeWindowWav(decoded.pcmPath, window, wavPath);
    await rm(wavPath);
  }
  await rm(decoded.pcmPath);
  return { duration: decoded.durationSeconds, windows: windows.length, silences: decoded.silences.length };
}

async function compare(label: string, input: string, work: string): Promise<boolean> {
  const bare: { wall: number; cpu: number }[] = [];
  const ours: { wall: number; cpu: number }[] = [];
  let info = { duration: 0, windows: 0, silences: 0 };
  for (let i = 0; i < REPEAT; i++) {
    bare.push(await timed(() => bareFfmpeg(input)));
    const run = await timed(() => ourPipeline(input, work));
    ours.push(run);
    info = run.value;
  }
  const best = (runs: { wall: number; cpu: number }[]) => runs.reduce((a, b) => (b.wall < a.wall ? b : a));
  const b = best(bare);
  const o = best(ours);
  const ratio = b.wall / o.wall;
  const size = (await stat(input)).size / 1e6;
  log(`\n${label} (${size.toFixed(0)} MB, ${(info.duration / 60).toFixed(1)} min; ${info.windows} windows, ${info.silences} silences found)`);
  log(`  bare ffmpeg      wall ${bare.map((r) => r.wall.toFixed(2)).join(' / ')} s   cpu ${bare.map((r) => r.cpu.toFixed(2)).join(' / ')} s`);
  log(`  our pipeline     wall ${ours.map((r) => r.wall.toFixed(2)).join(' / ')} s   cpu ${ours.map((r) => r.cpu.toFixed(2)).join(' / ')} s`);
  log(`  speed ratio (best wall, bare / ours): ${ratio.toFixed(3)}  (goal ≥ 0.80)   cpu ratio ${(b.cpu / o.cpu).toFixed(3)}`);
  log(`  real time: bare ${(info.duration / b.wall).toFixed(0)}×, ours ${(info.duration / o.wall).toFixed(0)}×`);
  return ratio >= 0.8;
}

async function memory(input: string, work: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idleSamples: number[] = [];
  for (let i = 0; i < 10; i++) {
    idleSamples.push(process.memoryUsage().rss);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const idle = Math.max(...idleSamples);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const run = await timed(() => ourPipeline(input, work));
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const above = (peak - idle) / 1e6;
  log(`\nMemory, two-hour MP3 (${(run.value.duration / 60).toFixed(0)} min, ${run.value.windows} windows) in ${run.wall.toFixed(1)} s`);
  log(`  RSS idle ${(idle / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB: ${above.toFixed(0)} MB above idle (goal < 200 MB)`);
  return above < 200;
}

async function main(): Promise<void> {
  await mkdir(CACHE, { recursive: true });
  const ffmpegVersion = (await runTool(ffmpegPath, ['-version'])).stdout.split('\n')[0];
  log(`Transcription media pipeline — ${new Date().toISOString()}`);
  log(`  ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 1e9).toFixed(1)} GB, Node ${process.version}, ${ffmpegVersion}`);
  log(`  load average at start: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  log(`  cache: ${CACHE}`);

  const audio = await cached('speech-1h.mp3', (file) => encodeToneSpeech(HOUR, file, ['-ar', '44100', '-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3']));
  // The picture is a moving test pattern (so the file has a real video bitrate to demux past).
  const video = await cached('speech-1h.mp4', (file) =>
    runTool(ffmpegPath, [
      '-nostdin', '-loglevel', 'error', '-i', audio, '-f', 'lavfi', '-i', 'testsrc=s=320x240:r=15',
      '-map', '1:v:0', '-map', '0:a:0', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128k', '-shortest', '-threads', '1', '-f', 'mp4', '-y', file,
    ]).then(() => undefined),
  );
  const twoHours = await cached('speech-2h.mp3', async (file) => {
    const list = path.join(CACHE, 'concat.txt');
    await writeFile(list, `file '${audio}'\nfile '${audio}'\n`);
    await runTool(ffmpegPath, ['-nostdin', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-f', 'mp3', '-y', file]);
  });

  const work = await mkdtemp(path.join(tmpdir(), 'transcription-bench-'));
  try {
    const results = [await compare('Audio: one hour, MP3 44.1 kHz stereo 128 kb/s', audio, work), await compare('Video: one hour, MP4 320×240 H.264 + AAC', video, work), await memory(twoHours, work)];
    log(`\n  load average at end: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    if (results.some((ok) => !ok)) {
      log('A goal was missed.');
      process.exitCode = 1;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
