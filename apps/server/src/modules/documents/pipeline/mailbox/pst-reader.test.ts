import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseEmail } from '../email.js';
import { ENRON_PST } from './mailbox-fixtures.js';
import { openPst } from './pst-reader.js';

describe('the Enron PST through the reader and the e-mail reader', () => {
  it('gives 71 messages in their folders, 70 attachments in order, 41 senders, every sent date from the mailbox', { timeout: 120_000 }, async () => {
    const reader = openPst(ENRON_PST);
    expect(reader.total).toBe(71);
    const senders = new Set<string>();
    const years = new Set<string>();
    let messages = 0;
    let attachments = 0;
    let oba: string[] = [];
    try {
      for await (const item of reader.items(0)) {
        expect(item.index).toBe(messages);
        messages++;
        const parsed = await parseEmail(Readable.from([item.content]));
        const email = parsed.info.email as { from: string[]; date: string | null; subject: string | null };
        senders.add(email.from[0]?.replace(/ <.*>$/, '') ?? '');
        years.add(email.date?.slice(0, 4) ?? 'none');
        attachments += parsed.attachments.length;
        if (email.subject === "New OBA's") {
          expect(item.folder).toBe('lokay-m/MLOKAY (Non-Privileged)/TW-Commercial Group');
          expect(email).toMatchObject({ from: ['Lee  Dennis <Dennis.Lee@ENRON.com>'], date: '2001-10-22T20:06:22.000Z' });
          oba = parsed.attachments.map((a) => a.filename);
        }
      }
    } finally {
      reader.close();
    }
    expect(messages).toBe(71);
    expect(attachments).toBe(70);
    expect(senders.size).toBe(41);
    // The mailbox's own dates (1999 to 2001), none missing, none the day it was read.
    expect([...years].filter((y) => !['1999', '2000', '2001'].includes(y))).toEqual([]);
    expect(oba).toEqual([
      'OBA_27602_Citizens.doc',
      'OBA_AmocoProd_27729.doc',
      'OBA_Burlington_27732.doc',
      'OBA_CIG_27741.doc',
      'OBA_Dynegy_27725.doc',
      'OBA_Dynegy_27726.doc',
      'OBA_LoneStar_27730.doc',
      'OBA_NWPL_27733.doc',
      'OBA_Oasis_27727.doc',
      'OBA_Panhandle_27731.doc',
      'OBA_RedCedar_27728.doc',
    ]);
    expect(Object.fromEntries(reader.folders)).toEqual({
      'lokay-m/MLOKAY (Non-Privileged)': 1,
      'lokay-m/MLOKAY (Non-Privileged)/TW-Commercial Group': 14,
      'lokay-m/MLOKAY (Non-Privileged)/Systems': 7,
      'lokay-m/MLOKAY (Non-Privileged)/Sent Items': 2,
      'lokay-m/MLOKAY (Non-Privileged)/Personal': 47,
    });
    expect(reader.damage).toEqual([]);
  });

  it('starts after a checkpoint with the same indexes', async () => {
    const reader = openPst(ENRON_PST);
    const indexes: number[] = [];
    for await (const item of reader.items(68)) indexes.push(item.index);
    reader.close();
    expect(indexes).toEqual([68, 69, 70]);
  });
});
