/**
 * Why a media file cannot be transcribed or played, in words a paralegal understands. The message
 * becomes the transcription job's failure reason as it is, so it names the problem and what to do,
 * never an ffmpeg exit code.
 */
export class MediaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaError';
  }
}

/** Turns ffmpeg/ffprobe's stderr into a MediaError message; the raw text goes to the log, not the screen. */
export function mediaErrorFromStderr(stderr: string, action: 'read' | 'decode' | 'convert'): MediaError {
  const text = stderr.toLowerCase();
  if (/decoder .* not found|unknown codec|codec not currently supported|could not find codec parameters|unsupported codec/.test(text)) {
    return new MediaError('The recording uses a sound or video format this server cannot decode (unsupported codec). Convert it to MP3, M4A or MP4 and upload it again.');
  }
  if (/matches no streams|does not contain any stream/.test(text)) {
    return new MediaError('The file has no sound track, so there is nothing to transcribe.');
  }
  if (/no such file|permission denied/.test(text)) {
    return new MediaError('The media file could not be opened on the server. Try again; if it keeps failing, upload the file again.');
  }
  if (/invalid data found|moov atom not found|end of file|error while decoding|header missing|truncat|invalid argument/.test(text)) {
    return new MediaError('The media file is damaged or is not an audio or video file, so it cannot be played or transcribed. Upload the original recording again.');
  }
  const verb = action === 'read' ? 'read' : action === 'decode' ? 'decoded' : 'converted';
  return new MediaError(`The media file could not be ${verb}: it may be damaged or in a format this server does not support. Upload the original recording again.`);
}
