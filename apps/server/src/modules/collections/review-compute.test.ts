import { describe, expect, it } from 'vitest';
import { computeCaseReview, emailBody, withoutBoilerplate, type ReviewInputDocument } from './review-compute.js';

const FOOTER = 'Licensed by ZL Technologies, Inc. for review of this collection only; all rights reserved.';
const FIRST = 'Please send the signed delivery schedule for the Rotterdam shipments by Friday so that we can confirm the berth bookings with the port.';
const SECOND = 'Attached is the schedule as agreed with the carrier, although the third sailing may slip by a week because of the strike.';
const quote = (text: string) => text.split('\n').map((l) => `> ${l}`).join('\n');
const printed = (subject: string, body: string) => `From: a@x.example\nSubject: ${subject}\n\n${body}\n\n${FOOTER}`;

const mail = (id: string, subject: string, body: string, extra: Partial<ReviewInputDocument['email'] & object> = {}): ReviewInputDocument => ({
  id,
  text: printed(subject, body),
  email: { from: ['Jim Lokay <jim@x.example>'], to: ['ann@y.example'], cc: [], subject, date: null, messageId: `<${id}@x>`, inReplyTo: null, references: [], ...extra },
  attachmentHashes: [],
});

describe('computeCaseReview', () => {
  it('threads replies, marks the contained message, and keeps the shared footer out of both tests', () => {
    const docs = [
      mail('00000000-0000-4000-8000-000000000001', 'Schedule', FIRST, { date: '2001-10-22T09:00:00Z' }),
      mail('00000000-0000-4000-8000-000000000002', 'RE: Schedule', `${SECOND}\n\n${quote(FIRST)}`, { date: '2001-10-22T11:00:00Z', inReplyTo: '<00000000-0000-4000-8000-000000000001@x>' }),
      mail('00000000-0000-4000-8000-000000000003', 'Lunch', 'Are we still on for lunch on Thursday at the usual place near the harbour office?', { date: '2001-10-23T11:00:00Z' }),
      mail('00000000-0000-4000-8000-000000000004', 'Parking', 'The parking permits for the winter are ready at the front desk.', { date: '2001-10-24T11:00:00Z' }),
    ];
    const review = computeCaseReview(docs, 0.9);
    const [first, second, lunch] = review.facets;
    expect(first).toMatchObject({ threadId: docs[0]!.id, inclusive: false, inclusiveReason: 'contained', containedIn: docs[1]!.id, threadPosition: 0 });
    expect(second).toMatchObject({ threadId: docs[0]!.id, inclusive: true, threadParentId: docs[0]!.id, threadLink: 'headers' });
    expect(lunch).toMatchObject({ threadId: docs[2]!.id, inclusive: true });
    expect(review.threadCount).toBe(3);
    expect(review.boilerplateLines).toEqual([FOOTER]);
    // Short mails under one footer are not near-duplicates of each other.
    expect(review.nearDuplicateGroupCount).toBe(0);
  });

  it('groups edited copies around a pivot with their similarity', () => {
    const text = Array.from({ length: 30 }, (_, i) => `Clause ${i + 1} says the supplier delivers batch ${i + 1} within thirty days.`).join('\n');
    const docs: ReviewInputDocument[] = [
      { id: 'a', text, email: null, attachmentHashes: [] },
      { id: 'b', text: text.replace('batch 7 within thirty', 'batch 7 within twenty'), email: null, attachmentHashes: [] },
      { id: 'c', text: 'Something else entirely, a short note about parking permits for the winter.', email: null, attachmentHashes: [] },
    ];
    const review = computeCaseReview(docs, 0.9);
    expect(review.nearDuplicateGroupCount).toBe(1);
    const [a, b, c] = review.facets;
    expect(a?.nearDuplicatePivotId).toBe(b?.nearDuplicatePivotId);
    expect(Math.min(a?.nearDuplicateSimilarity ?? 0, b?.nearDuplicateSimilarity ?? 0)).toBeGreaterThan(0.9);
    expect(c?.nearDuplicatePivotId).toBeNull();
  });

  it('reads the body below the printed header block, and removes boilerplate lines from a text', () => {
    expect(emailBody('From: a\nTo: b\n\nHello there')).toBe('Hello there');
    expect(emailBody('Not a header\n\nText')).toBe('Not a header\n\nText');
    expect(withoutBoilerplate(`Real words here.\n> ${FOOTER}\nMore.`, [FOOTER])).toBe('Real words here.\nMore.');
  });
});

describe('caseBoilerplate', () => {
  it('finds a footer under messages but not the clauses drafts of one contract share', async () => {
    const { caseBoilerplate } = await import('./review-compute.js');
    const { lineHash } = await import('./shingles.js');
    const contract = Array.from({ length: 10 }, (_, i) => `Clause ${i + 1}: the supplier delivers batch ${i + 1} within thirty days of the order.`);
    const drafts = [0, 1, 2, 3].map((k) => [...contract.slice(0, 9), `Clause 10: payment within ${30 + k} days of the invoice date.`].join('\n'));
    const mails = ['One message about the berth bookings at the port.', 'Another about the carrier and the strike next week.', 'A third about lunch on Thursday at the harbour.'].map((m) => `${m}\n${FOOTER}`);
    const found = caseBoilerplate([...drafts, ...mails]);
    expect(found.has(lineHash(FOOTER))).toBe(true);
    expect(found.has(lineHash(contract[0]!))).toBe(false);
    // The same three messages as one thread are one unit: their shared lines are not boilerplate.
    expect(caseBoilerplate([...drafts, ...mails], (i) => (i >= drafts.length ? 'thread' : String(i))).size).toBe(0);
  });
});
