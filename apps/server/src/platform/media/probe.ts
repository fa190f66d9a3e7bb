import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { ffprobePath, runTool, ToolExitError } from './ffmpeg.js';
import { MediaError, mediaErrorFromStderr } from './media-error.js';

export interface MediaProbe {
  /** From the container (or its streams); 0 when neither says. decodeToPcm measures the exact length. */
  durationSeconds: number;
  /** ffprobe's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `mp3`. */
  formatName: string;
  audioCodec: string | null;
  videoCodec: string | null;
  hasVideo: boolean;
  /** Chromium plays the original as it is; otherwise a rendition is made (rendition.ts). */
  playable: boolean;
  /** For serving the original, e.g. audio/mpeg, video/mp4. */
  contentType: string;
}

const FfprobeStream = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).partial().optional(),
});
const FfprobeOutput = z.object({
  streams: z.array(FfprobeStream).default([]),
  format: z
    .object({
      format_name: z.string().optional(),
      duration: z.string().optional(),
      tags: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
type FfprobeStream = z.infer<typeof FfprobeStream>;

/**
 * What is in a media file and whether the browser can play it. Throws MediaError (the job's failure
 * reason) for an empty file, a file that is not media or is damaged, a file without sound, a
 * recording of no length, or a sound format no decoder here knows.
 */
export async function probeMedia(filePath: string, signal?: AbortSignal): Promise<MediaProbe> {
  const size = (await stat(filePath)).size;
  if (size === 0) throw new MediaError('The file is empty (0 bytes): there is no recording in it. Upload the original recording again.');
  let stdout: string;
  try {
    ({ stdout } = await runTool(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath], signal));
  } catch (error) {
    if (error instanceof ToolExitError) throw mediaErrorFromStderr(error.stderrText, 'read');
    throw error;
  }
  const parsed = FfprobeOutput.safeParse(parseJson(stdout));
  if (!parsed.success || !parsed.data.format?.format_name) {
    throw new MediaError('The media file is damaged or is not an audio or video file, so it cannot be played or transcribed. Upload the original recording again.');
  }
  const { streams, format } = parsed.data;
  const formatName = format?.format_name ?? '';
  if (NOT_MEDIA.test(formatName)) {
    throw new MediaError('The file is not an audio or video file (it looks like text or a picture), so it cannot be played or transcribed.');
  }
  const audio = streams.find((s) => s.codec_type === 'audio');
  // A cover picture in an MP3 or M4A is a "video" stream to ffprobe, but not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!audio) {
    throw new MediaError(
      video
        ? 'The video has no sound track, so there is nothing to transcribe. Check that the recording was made with sound and upload the version that has it.'
        : 'The file has no sound track, so there is nothing to transcribe.',
    );
  }
  const audioCodec = audio.codec_name && audio.codec_name !== 'none' ? audio.codec_name : null;
  if (!audioCodec) {
    throw new MediaError('The recording uses a sound format this server cannot decode (unsupported codec). Convert it to MP3, M4A or MP4 and upload it again.');
  }
  const durationSeconds = durationOf(format?.duration, streams);
  // No length in the header (a WAV with an empty data chunk says none): one packet tells.
  if ((durationSeconds === null && !(await hasAudioPacket(filePath, signal))) || (durationSeconds !== null && durationSeconds <= 0)) {
    throw new MediaError('The recording has no length (0 seconds): there is no sound in it to transcribe. Upload the original recording again.');
  }
  const videoCodec = video?.codec_name ?? null;
  const hasVideo = video !== undefined;
  const kind = containerKind(formatName, format?.tags?.major_brand);
  const playable = isPlayable(kind, audioCodec, hasVideo ? videoCodec : null);
  return {
    durationSeconds: durationSeconds ?? 0,
    formatName,
    audioCodec,
    videoCodec,
    hasVideo,
    playable,
    // Matroska with codecs WebM does not allow (H.264, AC-3 …) is an MKV, not a WebM.
    contentType: kind === 'webm' && !playable ? (hasVideo ? 'video/x-matroska' : 'audio/x-matroska') : contentTypeOf(kind, hasVideo),
  };
}

/** ffprobe's demuxers for things that are not recordings: text shown as "ANSI art", pictures. */
const NOT_MEDIA = /^(tty|image2|[a-z0-9]+_pipe|svg|lavfi)$/;

async function hasAudioPacket(filePath: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const { stdout } = await runTool(
      ffprobePath,
      ['-v', 'error', '-select_streams', 'a:0', '-read_intervals', '%+#1', '-show_entries', 'packet=pts_time', '-print_format', 'json', filePath],
      signal,
    );
    const packets = z.object({ packets: z.array(z.unknown()).default([]) }).safeParse(parseJson(stdout));
    return packets.success && packets.data.packets.length > 0;
  } catch (error) {
    if (error instanceof ToolExitError) return false;
    throw error;
  }
}

function durationOf(formatDuration: string | undefined, streams: FfprobeStream[]): number | null {
  const candidates = [formatDuration, ...streams.map((s) => s.duration)];
  for (const value of candidates) {
    const seconds = value === undefined ? NaN : Number(value);
    if (Number.isFinite(seconds)) return seconds;
  }
  return null;
}

type ContainerKind = 'mp4' | 'mov' | 'webm' | 'ogg' | 'mp3' | 'flac' | 'wav' | 'other';

function containerKind(formatName: string, majorBrand: string | undefined): ContainerKind {
  const names = formatName.split(',');
  if (names.includes('mp4') || names.includes('mov')) {
    // The same demuxer reads both; QuickTime files say so in their brand ("qt  ").
    return majorBrand?.trim() === 'qt' ? 'mov' : 'mp4';
  }
  if (names.includes('webm') || names.includes('matroska')) return 'webm';
  if (names.includes('ogg')) return 'ogg';
  if (names.includes('mp3')) return 'mp3';
  if (names.includes('flac')) return 'flac';
  if (names.includes('wav')) return 'wav';
  return 'other';
}

/** What Chromium's media stack decodes, per container (the issue: play the original when it can). */
const PLAYABLE: Record<ContainerKind, { audio: string[]; video: string[] }> = {
  mp4: { audio: ['aac', 'mp3'], video: ['h264', 'vp9', 'av1'] },
  mov: { audio: [], video: [] },
  // Matroska shares the demuxer: only WebM's codecs count, so an MKV with H.264 gets a rendition.
  webm: { audio: ['opus', 'vorbis'], video: ['vp8', 'vp9', 'av1'] },
  ogg: { audio: ['opus', 'vorbis', 'flac'], video: [] },
  mp3: { audio: ['mp3'], video: [] },
  flac: { audio: ['flac'], video: [] },
  wav: { audio: ['pcm_s16le', 'pcm_s24le', 'pcm_s32le', 'pcm_f32le', 'pcm_u8'], video: [] },
  other: { audio: [], video: [] },
};

function isPlayable(kind: ContainerKind, audioCodec: string, videoCodec: string | null): boolean {
  const rules = PLAYABLE[kind];
  if (!rules.audio.includes(audioCodec)) return false;
  return videoCodec === null || rules.video.includes(videoCodec);
}

function contentTypeOf(kind: ContainerKind, hasVideo: boolean): string {
  switch (kind) {
    case 'mp4':
      return hasVideo ? 'video/mp4' : 'audio/mp4';
    case 'mov':
      return 'video/quicktime';
    case 'webm':
      return hasVideo ? 'video/webm' : 'audio/webm';
    case 'ogg':
      return 'audio/ogg';
    case 'mp3':
      return 'audio/mpeg';
    case 'flac':
      return 'audio/flac';
    case 'wav':
      return 'audio/wav';
    default:
      return 'application/octet-stream';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
