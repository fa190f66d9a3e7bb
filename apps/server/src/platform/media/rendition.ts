import { FFMPEG_QUIET, ffmpegPath, spawnTool, ToolExitError } from './ffmpeg.js';
import { mediaErrorFromStderr } from './media-error.js';
import type { MediaProbe } from './probe.js';

/**
 * A copy of the media every browser plays, for originals Chromium cannot (MOV, WMA, AMR, MKV with
 * H.264 …): H.264 video with AAC sound in MP4, or AAC sound alone in M4A. `+faststart` moves the
 * index (moov) to the front so playback and seeking start before the whole file has arrived.
 * `veryfast` trades some file size for speed: the copy is for listening along, not archiving.
 */
export async function makeRendition(
  inputPath: string,
  outputPath: string,
  probe: MediaProbe,
  signal?: AbortSignal,
): Promise<{ contentType: string }> {
  const audio = ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
  const args = probe.hasVideo
    ? [
        ...FFMPEG_QUIET,
        '-i', inputPath,
        '-map', '0:v:0',
        ...audio,
        '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23',
        // H.264 in yuv420p needs even dimensions; odd-sized phone video is rounded down a pixel.
        '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        '-pix_fmt', 'yuv420p',
        '-movflags', '+faststart',
        '-f', 'mp4', '-y', outputPath,
      ]
    : [...FFMPEG_QUIET, '-i', inputPath, '-vn', ...audio, '-movflags', '+faststart', '-f', 'ipod', '-y', outputPath];
  const tool = spawnTool(ffmpegPath, args, signal);
  tool.child.stdout.resume();
  try {
    await tool.done;
  } catch (error) {
    if (error instanceof ToolExitError) throw mediaErrorFromStderr(error.stderrText, 'convert');
    throw error;
  }
  return { contentType: probe.hasVideo ? 'video/mp4' : 'audio/mp4' };
}
