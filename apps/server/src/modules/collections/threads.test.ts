import { describe, expect, it } from 'vitest';
import { normaliseMessageId, normaliseSubject } from './email-headers.js';
import { splitQuoted } from './email-quotes.js';
import { generateMailCorpus } from './testing/mail-corpus.js';
import { threadMessages, type EmailMessage } from './threads.js';

const base = { attachments: [] as { hash: string }[] };
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 3, 9, minutes));
const original = 'Please review the attached draft of the supply agreement before Friday, especially the indemnity clause.';

function f1(truth: Set<string>, found: Set<string>): { precision: number; recall: number; f1: number } {
  const hits = [...found].filter((x) => truth.has(x)).length;
  const precision = found.size === 0 ? 1 : hits / found.size;
  const recall = truth.size === 0 ? 1 : hits / truth.size;
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}

describe('normaliseSubject', () => {
  it('strips reply and forward prefixes in several languages, list tags and spacing', () => {
    expect(normaliseSubject('Re: AW: [legal-team]  FWD:  Draft   agreement')).toEqual({ key: 'draft agreement', isReply: true });
    expect(normaliseSubject('WG: SV: Re[2]: Invoice')).toEqual({ key: 'invoice', isReply: true });
    expect(normaliseSubject('Draft agreement')).toEqual({ key: 'draft agreement', isReply: false });
    expect(normaliseSubject(undefined)).toEqual({ key: '', isReply: false });
  });
  it('reads message ids with or without angle brackets', () => {
    expect(normaliseMessageId(' <ABC.1@Host> ')).toBe('abc.1@host');
    expect(normaliseMessageId('not an id')).toBe('');
  });
});

describe('splitQuoted', () => {
  it('separates a top-posted answer from a ">"-quoted copy with a wrapped attribution', () => {
    const split = splitQuoted('Looks fine to me.\n\nOn Tue, 3 Mar 2026 at 09:00, Ann <\nann@x.example> wrote:\n> Please review\n> the draft.');
    expect(split.own).toBe('Looks fine to me.');
    expect(split.quoted).toContain('Please review\nthe draft.');
  });
  it('treats everything after an Outlook header block or an Original Message line as copied', () => {
    for (const body of [
      'Agreed.\n\n________________________________\nFrom: Ann\nSent: Tuesday\nTo: Ben\nSubject: RE: x\n\nPlease review the draft.',
      'Agreed.\n\n-----Original Message-----\nFrom: Ann\nSent: Tuesday\n\nPlease review the draft.',
      'Agreed.\nFrom: Ann Example [mailto:ann@x.example]\nSent: Tuesday\nTo: Ben\n\nPlease review the draft.',
      'Agreed.\n\nBegin forwarded message:\n\nPlease review the draft.',
    ]) {
      const split = splitQuoted(body);
      expect(split.own).toBe('Agreed.');
      expect(split.quoted).toContain('Please review the draft.');
    }
  });
  it('keeps inline answers between quoted lines as separate own blocks', () => {
    const split = splitQuoted('On Monday, Ann wrote:\n> First question?\nYes.\n> Second question?\nNo.');
    expect(split.ownBlocks).toEqual(['Yes.', 'No.']);
    expect(split.quoted).toBe('On Monday, Ann wrote:\nFirst question?\nSecond question?');
  });
});

describe('threadMessages', () => {
  it('marks the end of each branch inclusive and a message copied by a later one not', () => {
    const messages: EmailMessage[] = [
      { ...base, id: 'a', messageId: '<a@x>', subject: 'Draft', from: 'ann@x', to: ['ben@x'], sentAt: at(0), body: original },
      { ...base, id: 'b', messageId: '<b@x>', inReplyTo: '<a@x>', subject: 'Re: Draft', from: 'ben@x', to: ['ann@x'], sentAt: at(5), body: `I will look at it tonight and come back to you with comments.\n\nOn Tue, Ann wrote:\n> ${original}` },
      { ...base, id: 'c', messageId: '<c@x>', inReplyTo: '<a@x>', subject: 'Re: Draft', from: 'cy@x', to: ['ann@x'], sentAt: at(7), body: `Thanks!\n\nOn Tue, Ann wrote:\n> ${original}` },
    ];
    const result = threadMessages(messages);
    const byId = new Map(result.messages.map((m) => [m.id, m]));
    expect(result.threads).toEqual([{ id: 'a', messageIds: ['a', 'b', 'c'] }]);
    expect(byId.get('a')).toMatchObject({ inclusive: false, reason: 'contained', containedIn: 'b', depth: 0, link: 'root' });
    expect(byId.get('b')).toMatchObject({ inclusive: true, reason: 'last-in-branch', parentId: 'a', link: 'headers' });
    expect(byId.get('c')).toMatchObject({ inclusive: true, reason: 'last-in-branch', position: 2 });
  });

  it('keeps a message whose attachment a forward dropped, and one whose quote was edited', () => {
    const messages: EmailMessage[] = [
      { id: 'a', subject: 'Draft', from: 'ann@x', to: ['ben@x'], sentAt: at(0), body: original, attachments: [{ hash: 'h1' }] },
      { ...base, id: 'f', subject: 'Fwd: Draft', from: 'ben@x', to: ['dan@y'], sentAt: at(3), body: `See below.\n\n---------- Forwarded message ---------\nFrom: Ann\nDate: Tue\n\n${original}` },
      { ...base, id: 'e', subject: 'Re: Draft', from: 'ben@x', to: ['ann@x'], sentAt: at(9), body: `Here is my reply to the second part of your question about the timeline.\n\n-----Original Message-----\nFrom: Ann\nSent: Tue\n\nSee below, edited.\n\n${original}` },
    ];
    const byId = new Map(threadMessages(messages).messages.map((m) => [m.id, m]));
    expect(byId.get('a')).toMatchObject({ inclusive: true, reason: 'attachment' });
    expect(byId.get('f')).toMatchObject({ inclusive: true, parentId: 'a', link: 'quote', threadId: 'a' });
    expect(byId.get('e')).toMatchObject({ inclusive: true, threadId: 'a' });
  });

  it('does not join same-subject messages of different people, and marks a second collected copy', () => {
    const one = { ...base, subject: 'Meeting', sentAt: at(0), body: 'Shall we meet on Thursday at the courthouse cafe to go through the exhibits?' };
    const messages: EmailMessage[] = [
      { ...one, id: 'p', from: 'ann@x', to: ['ben@x'] },
      { ...base, id: 'q', subject: 'Re: Meeting', from: 'zed@other', to: ['yan@other'], sentAt: at(20), body: 'Yes, Monday works for us.' },
      { ...one, id: 'p2', from: 'ann@x', to: ['ben@x'] },
    ];
    const byId = new Map(threadMessages(messages).messages.map((m) => [m.id, m]));
    expect(byId.get('q')?.threadId).toBe('q');
    expect(byId.get('p2')).toMatchObject({ inclusive: false, reason: 'duplicate', duplicateOf: 'p', threadId: 'p' });
  });

  it('survives headers that name each other', () => {
    const messages: EmailMessage[] = [
      { ...base, id: 'x', messageId: '<x@h>', inReplyTo: '<y@h>', sentAt: at(0), body: 'first' },
      { ...base, id: 'y', messageId: '<y@h>', inReplyTo: '<x@h>', sentAt: at(1), body: 'second' },
    ];
    const result = threadMessages(messages);
    expect(result.threads).toHaveLength(1);
    expect(result.messages.filter((m) => m.parentId === null)).toHaveLength(1);
  });

  it('finds the inclusive messages of a generated collection with F1 ≥ 0.98', () => {
    const truthInclusive = new Set<string>();
    const found = new Set<string>();
    const truePairs = new Set<string>();
    const foundPairs = new Set<string>();
    let threads = 0;
    let messages = 0;
    for (const seed of [11, 12, 13]) {
      const corpus = generateMailCorpus(seed, 40);
      threads += 40;
      messages += corpus.messages.length;
      const result = threadMessages(corpus.messages);
      for (const m of result.messages) {
        const key = `${seed}:${m.id}`;
        if (corpus.truth.get(m.id)?.inclusive) truthInclusive.add(key);
        if (m.inclusive) found.add(key);
      }
      const all = result.messages;
      for (let i = 0; i < all.length; i++) {
        for (let j = i + 1; j < all.length; j++) {
          const a = all[i];
          const b = all[j];
          if (!a || !b) continue;
          const pair = `${seed}:${a.id}:${b.id}`;
          if (corpus.truth.get(a.id)?.thread === corpus.truth.get(b.id)?.thread) truePairs.add(pair);
          if (a.threadId === b.threadId) foundPairs.add(pair);
        }
      }
    }
    const inclusive = f1(truthInclusive, found);
    const threading = f1(truePairs, foundPairs);
    process.stdout.write(`threads: ${threads} threads, ${messages} messages; inclusive ${JSON.stringify(inclusive)}; same-thread pairs ${JSON.stringify(threading)}\n`);
    expect(threads).toBeGreaterThanOrEqual(30);
    expect(inclusive.f1).toBeGreaterThanOrEqual(0.98);
    expect(threading.f1).toBeGreaterThanOrEqual(0.98);
  });
});
