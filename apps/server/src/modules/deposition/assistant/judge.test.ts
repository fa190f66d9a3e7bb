import { describe, expect, it } from 'vitest';
import { checkCitations, judgedInsight, judgedQuestion, judgePrompt, passagesFor, type JudgePassage } from './judge.js';
import type { SourceSentence } from './sources.js';
import { bagOf } from './words.js';

const NOTICE = '11111111-1111-4111-8111-111111111111';
const COMPLAINT = '22222222-2222-4222-8222-222222222222';
const passages: JudgePassage[] = [
  { id: NOTICE, source: 'document', document_id: NOTICE, filename: 'Notice of Breach.pdf', page_number: 1, line: null, text: 'Castellan must restore the Dedicated Reefer Capacity within thirty (30) days of receipt of this notice.' },
  { id: 'line-4', source: 'testimony', document_id: null, filename: null, page_number: null, line: 4, text: 'We had thirty days.' },
];
const flag = (over: Record<string, unknown>) => ({ kind: 'quantity' as const, testimony_value: 'ten days', document_value: 'thirty (30) days', document_id: NOTICE, quote: 'within thirty (30) days', ...over });

describe('the model judge: citations', () => {
  it('keeps a flag whose quote is in the passage it names (spacing aside), and drops one that misquotes or names no passage given', () => {
    const out = checkCitations(
      {
        flags: [
          flag({}),
          flag({ kind: 'date', quote: 'within  thirty (30)\n days' }),
          flag({ kind: 'amount', quote: 'within ten (10) days' }),
          flag({ kind: 'name', document_id: COMPLAINT }),
          flag({ kind: 'negation', document_id: 'line-4', quote: 'We had thirty days.' }),
        ],
      },
      passages,
    );
    expect(out.flags.map((f) => [f.kind, f.source.document_id ?? f.source.line, f.quote])).toEqual([
      ['quantity', NOTICE, 'within thirty (30) days'],
      ['date', NOTICE, 'within thirty (30) days'],
      ['negation', 4, 'We had thirty days.'],
    ]);
    expect(out.dropped).toBe(2);
  });

  it('raises one flag per kind and source, the surest', () => {
    const out = checkCitations({ flags: [flag({ confidence: 0.6 }), flag({ confidence: 0.9, quote: 'thirty (30) days' })] }, passages);
    expect(out.flags).toHaveLength(1);
    expect(out.flags[0]!.confidence).toBe(0.9);
  });

  it('builds an insight with both values as fields and a follow-up of whole words', () => {
    const [f] = checkCitations({ flags: [flag({})] }, passages).flags;
    const insight = judgedInsight(f!, { line: 6, text: 'Ten days.' }, null, 'openai-compatible:m');
    expect(insight).toMatchObject({ type: 'contradiction', claimKind: 'quantity', engine: 'openai-compatible:m', line: 6 });
    expect(insight.quotes[0]).toMatchObject({ source: 'testimony', line: 6, value: 'ten days' });
    expect(insight.quotes[1]).toMatchObject({ source: 'document', document_id: NOTICE, page_number: 1, text: 'within thirty (30) days', value: 'thirty (30) days' });
    const q = judgedQuestion(f!, 6, insight.id, null);
    expect(q.text).toBe('You testified "ten days"; Notice of Breach.pdf, page 1 says "within thirty (30) days". Which is correct?');
    expect(q.key).toBe(`contradiction:6:quantity:${NOTICE}`);
  });
});

describe('the model judge: what it is shown', () => {
  const sentence = (documentId: string, filename: string, text: string): SourceSentence => ({
    documentId, filename, pageNumber: 1, text, tokens: [], bag: bagOf(text), reference: new Date('2024-01-01'), values: new Map(), lead: [],
  });
  it('puts the passages most about the question first, the exhibits ahead on a tie, then earlier answers; each passage a JSON line', () => {
    const sentences = [
      sentence(COMPLAINT, 'Complaint.pdf', 'Northwind is a Delaware corporation.'),
      sentence(COMPLAINT, 'Complaint.pdf', 'Castellan must restore capacity within thirty days of this notice.'),
      sentence(NOTICE, 'Notice of Breach.pdf', 'Castellan must restore capacity within thirty days of this notice.'),
    ];
    const shown = passagesFor(sentences, 'How many days did the notice give Castellan to restore capacity?', 'Ten days.', [{ line: 2, text: 'Chief Operating Officer.', claims: [] }], [NOTICE]);
    expect(shown.map((p) => p.id)).toEqual([NOTICE, COMPLAINT, 'line-2']);
    const prompt = judgePrompt('How many days?', 'Ten days.', shown);
    expect(prompt.split('\n').slice(0, 3)).toEqual(['Question: How many days?', 'Answer: Ten days.', 'Passages:']);
    expect(JSON.parse(prompt.split('\n')[3]!)).toEqual({ id: NOTICE, source: 'Notice of Breach.pdf, page 1', text: 'Castellan must restore capacity within thirty days of this notice.' });
  });
});
