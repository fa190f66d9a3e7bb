import type { TranscriptWord } from '@app/contract';
import type { EngineSegment } from './types.js';

/** "word start end posterior": what `pocketsphinx_continuous -time yes` prints for every word of an utterance. */
const WORD_LINE = /^(\S+) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;

/** Utterance marks and fillers the recogniser times but nobody said: <s>, </s>, <sil>, [NOISE], ++BREATH++. */
const isFiller = (token: string): boolean => /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token);

/** "leisure(2)" is the dictionary's second pronunciation of "leisure". */
const spelling = (token: string): string => token.replace(/\(\d+\)$/, '');

interface TimedWord extends TranscriptWord {
  confidence: number;
}

/**
 * Reads pocketsphinx_continuous's stdout (with `-time yes`) into segments with word timings: one
 * segment per utterance (the recogniser cuts at pauses; an utterance runs from `<s>` to `</s>`),
 * its confidence the mean of its words' posteriors. The hypothesis line it prints before each
 * utterance's words is only used when an utterance came without word lines.
 */
export function parsePocketsphinxOutput(stdout: string, durationSeconds: number): EngineSegment[] {
  const segments: EngineSegment[] = [];
  const hypotheses: string[] = [];
  let words: TimedWord[] = [];
  const flush = (): void => {
    if (words.length === 0) return;
    const first = words[0] as TimedWord;
    const last = words[words.length - 1] as TimedWord;
    const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
    segments.push({
      start: first.start,
      end: last.end,
      text: words.map((w) => w.word).join(' '),
      confidence: Math.round(confidence * 1000) / 1000,
      words: words.map(({ word, start, end }) => ({ word, start, end })),
    });
    words = [];
  };
  for (const raw of stdout.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const match = WORD_LINE.exec(line);
    if (!match) {
      // A hypothesis line opens the next utterance.
      flush();
      hypotheses.push(line);
      continue;
    }
    const token = match[1] as string;
    if (token === '</s>') {
      flush();
      continue;
    }
    if (isFiller(token)) continue;
    const confidence = Math.min(1, Math.max(0, Number(match[4])));
    words.push({ word: spelling(token), start: Number(match[2]), end: Number(match[3]), confidence });
  }
  flush();
  if (segments.length === 0 && hypotheses.length > 0) {
    return [{ start: 0, end: durationSeconds, text: hypotheses.join(' '), confidence: null, words: null }];
  }
  return segments;
}
