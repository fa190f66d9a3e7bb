import type { Transcript } from '@app/contract';

/**
 * The whole transcript as data: the job (engine, model, language, times), every segment with its
 * times, speaker, kind, page:line and word timings, the speakers and the exhibits. It has the
 * contract's `Transcript` shape, so what reads the API reads the export.
 */
export function transcriptJson(transcript: Transcript): string {
  return `${JSON.stringify(transcript, null, 2)}\n`;
}
