import { TRANSCRIBABLE_TYPES } from '@app/contract';

/** The detected type of a transcript document (written by the transcription module, not read from bytes). */
export const TRANSCRIPT_TYPE = 'transcript';

const VIDEO_TYPES = new Set(['mp4', 'mov', 'qt', 'webm', 'mkv', 'm4v', 'avi']);
const MEDIA_TYPES = new Set<string>(TRANSCRIBABLE_TYPES);

/**
 * Audio or video by the detected type (file-type's names). A WebM or MP4 may hold only sound: the
 * transcription's probe tells for sure; here the container decides what the document list says.
 */
export function mediaKind(type: string | null): 'audio' | 'video' | null {
  if (!type || !MEDIA_TYPES.has(type)) return null;
  return VIDEO_TYPES.has(type) ? 'video' : 'audio';
}
