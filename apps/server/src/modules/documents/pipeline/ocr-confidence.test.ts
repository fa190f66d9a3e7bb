import { describe, expect, it } from 'vitest';
import { keepReliable, type OcrLine, type OcrPage } from './ocr-confidence.js';

const line = (text: string, confidence: number, words: [string, number][]): OcrLine => ({ text: `${text}\n`, confidence, words: words.map(([t, c]) => ({ text: t, confidence: c })) });
const page = (confidence: number, paragraphs: OcrLine[][]): OcrPage => ({
  confidence,
  text: paragraphs.map((p) => p.map((l) => l.text).join('')).join('\n'),
  blocks: [{ paragraphs: paragraphs.map((lines) => ({ lines })) }],
});

describe('keepReliable', () => {
  it('keeps every line of a clean scan', () => {
    const clean = page(93, [[line('NOTICE OF DEPOSITION', 94, [['NOTICE', 95], ['OF', 93], ['DEPOSITION', 94]])], [line('Margaret Voss', 91, [['Margaret', 92], ['Voss', 90]])]]);
    expect(keepReliable(clean)).toEqual({ text: 'NOTICE OF DEPOSITION\n\nMargaret Voss', confidence: 93, reliable: true });
  });

  it('calls a page of low mean confidence noise and keeps none of it', () => {
    const photo = page(28, [[line('Lo : x - Pe', 30, [['Lo', 20], [':', 40], ['x', 35]]), line('= —', 88, [['=', 96], ['—', 81]])]]);
    expect(keepReliable(photo)).toEqual({ text: '', confidence: 28, reliable: false });
  });

  it('drops lines with no confidently read word from an otherwise good page', () => {
    const stamped = page(74, [[line('RECEIVED', 90, [['RECEIVED', 90]]), line("' 7 Pw,", 55, [["'", 60], ['7', 90], ['Pw,', 40]]), line('blurred', 40, [['blurred', 70]])]]);
    expect(keepReliable(stamped)).toEqual({ text: 'RECEIVED', confidence: 74, reliable: true });
  });

  it('is not fooled into calling a blank page noise', () => {
    expect(keepReliable({ confidence: 0, text: '', blocks: [] })).toEqual({ text: '', confidence: 0, reliable: true });
  });
});
