/**
 * Speech recognition benchmark (not a test): `npm run bench:speech`.
 *
 * Runs every LibriVox clip of pocketsphinx-testdata (read English, 16 kHz) the way an upload is
 * transcribed: the app's ffmpeg decode and window WAV, then the offline recogniser (PocketSphinx,
 * Debian's US-English model). Prints each clip's word error rate, the word error rate over all
 * clips (errors summed over words summed), and the real-time factor (seconds of work per second of
 * audio) of the recogniser against the baseline measured in the same run: the decode alone, which
 * every engine pays. Needs the Debian packages pocketsphinx, pocketsphinx-en-us and pocketsphinx-testdata.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeToPcm, SAMPLE_RATE } from '../apps/server/src/platform/media/decode.js';
import { wavHeader, writeWindowWav } from '../apps/server/src/platform/media/windows.js';
import { locatePocketsphinx } from '../apps/server/src/platform/speech/pocketsphinx-install.js';
import { PocketsphinxEngine } from '../apps/server/src/platform/speech/pocketsphinx.js';
import { wordErrorRate } from '../apps/server/src/platform/speech/word-error-rate.js';
import { librivoxClips } from '../apps/server/src/test/speech-tools.js';

interface Row {
  clip: string;
  seconds: number;
  decodeSeconds: number;
  recogniseSeconds: number;
  recogniseCpuSeconds: number;
  words: number;
  errors: number;
  heard: string;
}

const round = (n: number, digits = 3): number => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * CPU seconds used by this process's finished children (the recogniser runs): fields 16 and 17 of
 * /proc/self/stat, in clock ticks (100 a second on Linux). Unlike the elapsed time it does not
 * grow when other work shares the CPU, so it is the figure to compare across machines.
 */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    // After "pid (comm) " the fields start at 3 (state); cutime is field 16 and cstime 17.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function main(): Promise<void> {
  const found = locatePocketsphinx();
  if ('problem' in found) throw new Error(found.problem);
  const clips = librivoxClips();
  const engine = new PocketsphinxEngine({ timeoutSeconds: 600 });
  const work = await mkdtemp(path.join(tmpdir(), 'speech-bench-'));
  const rows: Row[] = [];
  let startupSeconds = 0;
  let oneRunSeconds = 0;
  let oneRunWer = 0;
  let oneRunCpuSeconds = 0;
  try {
    for (const clip of clips) {
      const started = performance.now();
      const decoded = await decodeToPcm(clip.wavPath, path.join(work, `${clip.id}.pcm`));
      const wavPath = path.join(work, `${clip.id}.wav`);
      await writeWindowWav(decoded.pcmPath, { index: 0, start: 0, end: decoded.durationSeconds, keepFrom: 0, keepTo: decoded.durationSeconds }, wavPath);
      const decodeSeconds = (performance.now() - started) / 1000;
      const recognising = performance.now();
      const cpuBefore = childCpuSeconds();
      const result = await engine.transcribe({ wavPath, durationSeconds: decoded.durationSeconds, language: 'en', signal: new AbortController().signal });
      const recogniseSeconds = (performance.now() - recognising) / 1000;
      const recogniseCpuSeconds = childCpuSeconds() - cpuBefore;
      const heard = result.segments.map((s) => s.text).join(' ');
      const wer = wordErrorRate(clip.reference, heard);
      const row = {
        clip: clip.id,
        seconds: decoded.durationSeconds,
        decodeSeconds,
        recogniseSeconds,
        recogniseCpuSeconds,
        words: wer.words,
        errors: wer.substitutions + wer.deletions + wer.insertions,
        heard,
      };
      rows.push(row);
      console.log(`${clip.id}: WER ${round((row.errors / row.words) * 100, 1)} % (${row.errors}/${row.words}), ${round(row.seconds, 2)} s audio, recognised in ${round(recogniseSeconds, 2)} s`);
      console.log(`  said:  ${clip.reference}\n  heard: ${heard}`);
    }
    // The recogniser loads its model on every run: a second of silence measures that fixed cost,
    // and all clips as one recording (one run, as a real window is) the pace without it.
    const silence = path.join(work, 'silence.wav');
    await writeFile(silence, Buffer.concat([wavHeader(SAMPLE_RATE * 2), Buffer.alloc(SAMPLE_RATE * 2)]));
    let started = performance.now();
    await engine.transcribe({ wavPath: silence, durationSeconds: 1, signal: new AbortController().signal });
    startupSeconds = (performance.now() - started) / 1000;
    const joined = path.join(work, 'all.pcm');
    await writeFile(joined, Buffer.concat(await Promise.all(clips.map((c) => readFile(path.join(work, `${c.id}.pcm`))))));
    const joinedSeconds = rows.reduce((n, r) => n + r.seconds, 0);
    const joinedWav = path.join(work, 'all.wav');
    await writeWindowWav(joined, { index: 0, start: 0, end: joinedSeconds, keepFrom: 0, keepTo: joinedSeconds }, joinedWav);
    started = performance.now();
    const cpuBefore = childCpuSeconds();
    const result = await engine.transcribe({ wavPath: joinedWav, durationSeconds: joinedSeconds, language: 'en', signal: new AbortController().signal });
    oneRunSeconds = (performance.now() - started) / 1000;
    oneRunCpuSeconds = childCpuSeconds() - cpuBefore;
    oneRunWer = wordErrorRate(clips.map((c) => c.reference).join(' '), result.segments.map((s) => s.text).join(' ')).rate;
  } finally {
    await engine.close();
    await rm(work, { recursive: true, force: true });
  }
  const sum = (pick: (r: Row) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const audio = sum((r) => r.seconds);
  const decodeRtf = sum((r) => r.decodeSeconds) / audio;
  const recogniseRtf = sum((r) => r.recogniseSeconds) / audio;
  const summary = {
    clips: rows.length,
    audio_seconds: round(audio, 2),
    words: sum((r) => r.words),
    errors: sum((r) => r.errors),
    wer_percent: round((sum((r) => r.errors) / sum((r) => r.words)) * 100, 1),
    baseline_decode_rtf: round(decodeRtf, 4),
    pocketsphinx_rtf: round(recogniseRtf, 3),
    pocketsphinx_cpu_seconds_per_audio_second: round(sum((r) => r.recogniseCpuSeconds) / audio, 3),
    pocketsphinx_vs_decode: round(recogniseRtf / decodeRtf, 1),
    pocketsphinx_startup_seconds: round(startupSeconds, 2),
    one_run_all_clips_rtf: round(oneRunSeconds / audio, 3),
    one_run_all_clips_cpu_seconds_per_audio_second: round(oneRunCpuSeconds / audio, 3),
    one_run_all_clips_wer_percent: round(oneRunWer * 100, 1),
  };
  console.log(JSON.stringify(summary, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
