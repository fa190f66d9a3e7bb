import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMedia, toneDurationSeconds, toneSpeechWav, type MediaFormat } from '../../test/tone-speech.js';
import { ffmpegPath, runTool } from './ffmpeg.js';
import { decodeToPcm } from './decode.js';
import { MediaError } from './media-error.js';
import { probeMedia } from './probe.js';
import { makeRendition } from './rendition.js';

/**
 * probe → decode → rendition on every format a firm brings, made from 17 words (~16 s) of
 * tone-coded speech: two sentences, so one silence in the middle.
 */
const WORDS = 17;
const DURATION = toneDurationSeconds(WORDS);

const EXPECTED: Record<'wav' | MediaFormat, { audioCodec: string; hasVideo: boolean; playable: boolean; contentType: string }> = {
  wav: { audioCodec: 'pcm_s16le', hasVideo: false, playable: true, contentType: 'audio/wav' },
  mp3: { audioCodec: 'mp3', hasVideo: false, playable: true, contentType: 'audio/mpeg' },
  m4a: { audioCodec: 'aac', hasVideo: false, playable: true, contentType: 'audio/mp4' },
  flac: { audioCodec: 'flac', hasVideo: false, playable: true, contentType: 'audio/flac' },
  ogg: { audioCodec: 'vorbis', hasVideo: false, playable: true, contentType: 'audio/ogg' },
  webm: { audioCodec: 'opus', hasVideo: false, playable: true, contentType: 'audio/webm' },
  mp4: { audioCodec: 'aac', hasVideo: true, playable: true, contentType: 'video/mp4' },
  mov: { audioCodec: 'aac', hasVideo: true, playable: false, contentType: 'video/quicktime' },
};

describe('media pipeline per format', () => {
  let dir: string;
  const files = new Map<string, string>();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    const wav = toneSpeechWav(WORDS);
    await Promise.all(
      (Object.keys(EXPECTED) as ('wav' | MediaFormat)[]).map(async (format) => {
        const file = path.join(dir, `speech.${format}`);
        await writeFile(file, format === 'wav' ? wav : await encodeMedia(wav, format));
        files.set(format, file);
      }),
    );
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  for (const [format, expected] of Object.entries(EXPECTED)) {
    it(`${format}: probes, decodes to 16 kHz mono with the sentence pause as a silence`, async () => {
      const file = files.get(format)!;
      const probe = await probeMedia(file);
      expect(probe).toMatchObject(expected);
      expect(probe.durationSeconds).toBeGreaterThan(DURATION - 0.5);
      expect(probe.durationSeconds).toBeLessThan(DURATION + 0.5);
      const progress: number[] = [];
      const decoded = await decodeToPcm(file, `${file}.pcm`, { onProgress: (s) => progress.push(s) });
      expect(decoded.durationSeconds).toBeGreaterThan(DURATION - 0.1);
      expect(decoded.durationSeconds).toBeLessThan(DURATION + 0.1);
      expect((await stat(decoded.pcmPath)).size).toBe(Math.round(decoded.durationSeconds * 16000) * 2);
      expect(progress.at(-1)).toBeCloseTo(decoded.durationSeconds, 5);
      // Sentence one ends at 6.55 s and the next starts at 7.55 s.
      const pause = decoded.silences.find((s) => s.start < 7.5 && s.end > 6.6);
      expect(pause, JSON.stringify(decoded.silences)).toBeDefined();
      expect(pause!.end - pause!.start).toBeGreaterThanOrEqual(0.7);
      // Gaps between words (0.25 s) are not silences.
      expect(decoded.silences.every((s) => s.end - s.start >= 0.3)).toBe(true);
    });
  }

  it('makes a playable MP4 rendition of a MOV video and an M4A of an audio file, moov first', async () => {
    const mov = files.get('mov')!;
    const videoOut = path.join(dir, 'rendition.mp4');
    expect(await makeRendition(mov, videoOut, await probeMedia(mov))).toEqual({ contentType: 'video/mp4' });
    const videoProbe = await probeMedia(videoOut);
    expect(videoProbe).toMatchObject({ audioCodec: 'aac', videoCodec: 'h264', playable: true, contentType: 'video/mp4' });
    expect(await moovBeforeMdat(videoOut)).toBe(true);

    const flac = files.get('flac')!;
    const audioOut = path.join(dir, 'rendition.m4a');
    expect(await makeRendition(flac, audioOut, await probeMedia(flac))).toEqual({ contentType: 'audio/mp4' });
    expect(await probeMedia(audioOut)).toMatchObject({ audioCodec: 'aac', hasVideo: false, playable: true, contentType: 'audio/mp4' });
    expect(await moovBeforeMdat(audioOut)).toBe(true);
  }, 30_000);

  it('tells a WebM video Chromium plays from an MKV it does not', async () => {
    const flac = files.get('flac')!;
    const make = async (name: string, video: string[], audio: string[]): Promise<string> => {
      const file = path.join(dir, name);
      await runTool(ffmpegPath, ['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=64x48:r=5', '-i', flac, '-map', '0:v:0', '-map', '1:a:0', ...video, ...audio, '-shortest', '-threads', '1', '-y', file]);
      return file;
    };
    const webm = await make('video.webm', ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '50k'], ['-c:a', 'libopus']);
    expect(await probeMedia(webm)).toMatchObject({ videoCodec: 'vp8', audioCodec: 'opus', hasVideo: true, playable: true, contentType: 'video/webm' });
    const mkv = await make('video.mkv', ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'], ['-c:a', 'aac']);
    expect(await probeMedia(mkv)).toMatchObject({ videoCodec: 'h264', hasVideo: true, playable: false, contentType: 'video/x-matroska' });
  }, 30_000);

  it('stops ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(decodeToPcm(files.get('mp3')!, path.join(dir, 'aborted.pcm'), { signal: controller.signal })).rejects.toThrow('cancelled');
  });
});

describe('media the pipeline refuses, with a reason a paralegal understands', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bad-media-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const refusal = async (file: string): Promise<MediaError> => {
    const error = await probeMedia(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    return error as MediaError;
  };

  it('a video without a sound track', async () => {
    const file = path.join(dir, 'silent-film.mp4');
    await runTool(ffmpegPath, ['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=64x48:r=5:d=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', '-pix_fmt', 'yuv420p', '-y', file]);
    expect((await refusal(file)).message).toMatch(/video has no sound track/);
    await expect(decodeToPcm(file, `${file}.pcm`)).rejects.toThrow(/no sound track/);
  });

  it('corrupt bytes', async () => {
    const file = path.join(dir, 'corrupt.mp3');
    const bytes = Buffer.alloc(64 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 251;
    await writeFile(file, bytes);
    expect((await refusal(file)).message).toMatch(/damaged or is not an audio or video file/);
  });

  it('a truncated MP4 (the index is missing)', async () => {
    const full = await encodeMedia(toneSpeechWav(4), 'm4a');
    const file = path.join(dir, 'truncated.m4a');
    // Without +faststart the moov atom is at the end: cutting the file loses it.
    await writeFile(file, full.subarray(0, Math.floor(full.length / 2)));
    expect((await refusal(file)).message).toMatch(/damaged/);
  });

  it('an empty file', async () => {
    const file = path.join(dir, 'empty.wav');
    await writeFile(file, Buffer.alloc(0));
    expect((await refusal(file)).message).toMatch(/empty \(0 bytes\)/);
  });

  it('a recording of no length', async () => {
    const file = path.join(dir, 'zero.wav');
    await writeFile(file, toneSpeechWav(0));
    expect((await refusal(file)).message).toMatch(/no length \(0 seconds\)/);
    await expect(decodeToPcm(file, `${file}.pcm`)).rejects.toThrow(/no length/);
  });

  it('a text file', async () => {
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, 'Deposition notes: ask about the November notice.\n'.repeat(50));
    expect((await refusal(file)).message).toMatch(/not an audio or video file/);
  });

  it('a sound format no decoder here knows', async () => {
    const file = path.join(dir, 'odd.wav');
    const wav = toneSpeechWav(2);
    wav.writeUInt16LE(0x1234, 20); // an unknown WAVE format tag
    await writeFile(file, wav);
    const error = await probeMedia(file).then(
      (probe) => decodeToPcm(file, `${file}.pcm`).then(() => probe),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).message).toMatch(/unsupported codec|cannot decode/);
  });
});

/** True when the MP4's moov box comes before its mdat box (playback can start at once). */
async function moovBeforeMdat(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    if (type === 'moov') return true;
    if (type === 'mdat') return false;
    if (size < 8) return false;
    offset += size;
  }
  return false;
}
