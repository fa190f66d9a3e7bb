import { cueTimes, type TimedSegment } from './srt.js';
import { vttTime } from './timecode.js';
import { oneLine } from './txt.js';

/** Cue text may not hold `<`, `>` or `&` unescaped (they start tags and entities). */
const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT: the header, `hh:mm:ss.mmm` cues and a `<v Speaker>` voice span per cue. */
export function transcriptVtt(segments: readonly TimedSegment[]): string {
  const times = cueTimes(segments);
  const cues = segments.map((segment, i) => {
    const { start, end } = times[i]!;
    const text = escapeCue(oneLine(segment.text));
    const voice = segment.speaker ? `<v ${escapeCue(oneLine(segment.speaker))}>` : '';
    return `${i + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${voice}${text}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
}
