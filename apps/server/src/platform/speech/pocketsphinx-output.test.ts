import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';

/** What pocketsphinx_continuous 0.8+5prealpha (Debian) printed with -time yes for two LibriVox clips, trimmed. */
const OUTPUT = `and mr john guess what and then at leisure
<s> 0.000 0.140 0.999400
and(2) 0.150 0.360 0.260057
mr 0.370 0.620 0.988762
john 0.630 1.000 0.929128
guess 1.010 1.330 0.671967
what 1.340 1.580 0.581373
and(2) 1.590 1.830 0.170673
then 1.840 2.110 0.539576
at 2.120 2.250 0.051112
<sil> 2.255 2.258 0.553348
leisure(2) 2.260 2.710 0.454575
</s> 7.080 7.200 1.000000
he was not until this blows young man
<s> 7.240 7.260 0.999800
he 7.270 7.370 0.998601
[NOISE] 7.371 7.379 0.5
was(2) 7.380 7.590 0.999800
++BREATH++ 7.591 7.599 0.4
not 7.600 8.020 0.997104
</s> 9.780 10.140 1.000000
`;

describe('parsePocketsphinxOutput', () => {
  it('makes one segment per utterance with word timings, without fillers or pronunciation numbers', () => {
    const segments = parsePocketsphinxOutput(OUTPUT, 10.2);
    expect(segments.map((s) => s.text)).toEqual(['and mr john guess what and then at leisure', 'he was not']);
    expect(segments[0]).toMatchObject({ start: 0.15, end: 2.71 });
    expect(segments[0]?.words?.[8]).toEqual({ word: 'leisure', start: 2.26, end: 2.71 });
    expect(segments[1]?.words?.map((w) => w.word)).toEqual(['he', 'was', 'not']);
    expect(segments[1]?.confidence).toBeCloseTo((0.998601 + 0.9998 + 0.997104) / 3, 3);
  });

  it('keeps an utterance whose </s> never came (the recogniser was cut short)', () => {
    const segments = parsePocketsphinxOutput('yes\n<s> 0.000 0.100 1.0\nyes 0.110 0.400 0.9\n', 1);
    expect(segments).toEqual([{ start: 0.11, end: 0.4, text: 'yes', confidence: 0.9, words: [{ word: 'yes', start: 0.11, end: 0.4 }] }]);
  });

  it('falls back to the hypothesis lines, untimed, when no word came with them', () => {
    expect(parsePocketsphinxOutput('objection form\n', 4)).toEqual([{ start: 0, end: 4, text: 'objection form', confidence: null, words: null }]);
  });

  it('gives nothing for silence', () => {
    expect(parsePocketsphinxOutput('', 3)).toEqual([]);
    expect(parsePocketsphinxOutput('<s> 0.000 0.500 1.0\n<sil> 0.5 2.9 1.0\n</s> 2.9 3.0 1.0\n', 3)).toEqual([]);
  });
});
