import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rows } from '../../../../db/client.js';
import { documents, mailboxIngests } from '../../../../db/schema/index.js';
import { matterForUploads, settledDocument } from '../../test-support.js';
import type { ReviewListResponse } from '@app/contract';
import { ENRON_PST } from './mailbox-fixtures.js';

const bed = matterForUploads('Mailbox LLP');

/**
 * Waits until the mailbox's messages have settled: each message's attachments are its children
 * from then on (reading the attachments themselves, Word 97 files through LibreOffice, is the
 * pipeline's own work, tested with it).
 */
async function settledMessages(rootId: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await rows<{ waiting: number }>(
      bed.server.deps.db,
      sql`select count(*) filter (where status in ('uploaded', 'queued', 'processing'))::int as waiting from documents where parent_id = ${rootId}`,
    );
    if (row?.waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`${row?.waiting} documents of the mailbox still waiting`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('an Outlook PST mailbox', () => {
  it('becomes one document per message, kept in its folder, with its attachments as the message family, sent dates from the mailbox', async () => {
    const uploaded = await bed.upload('lokay-m.pst', readFileSync(ENRON_PST));
    expect(uploaded).toMatchObject({ detected_type: 'pst' });
    const mailbox = await settledDocument(bed.server, uploaded.id, bed.token, 240_000);
    expect(mailbox).toMatchObject({ status: 'processed', progress: 100, failure_reason: null });
    expect(mailbox.metadata).toMatchObject({ mailbox: { format: 'pst', items: 71, kinds: { message: 71 } } });
    expect(mailbox.pages[0]?.text).toContain('71 messages');
    expect(mailbox.pages[0]?.text).toContain('lokay-m/MLOKAY (Non-Privileged)/TW-Commercial Group: 14 items');

    await settledMessages(mailbox.id);
    const db = bed.server.deps.db;
    const messages = await db.select().from(documents).where(and(eq(documents.parentId, mailbox.id), isNull(documents.deletedAt))).orderBy(documents.createdAt);
    expect(messages).toHaveLength(71);
    expect(messages.every((m) => m.detectedType === 'eml' && m.status === 'processed')).toBe(true);
    // Walk order kept: indexes 0…70, in creation order.
    expect(messages.map((m) => m.metadata.mailbox_index)).toEqual([...Array(71).keys()]);

    const folders = new Map<string, number>();
    for (const m of messages) folders.set(m.sourcePath ?? '', (folders.get(m.sourcePath ?? '') ?? 0) + 1);
    expect(Object.fromEntries(folders)).toEqual({
      'lokay-m/MLOKAY (Non-Privileged)': 1,
      'lokay-m/MLOKAY (Non-Privileged)/TW-Commercial Group': 14,
      'lokay-m/MLOKAY (Non-Privileged)/Systems': 7,
      'lokay-m/MLOKAY (Non-Privileged)/Sent Items': 2,
      'lokay-m/MLOKAY (Non-Privileged)/Personal': 47,
    });

    // Every attachment is a child of its message, in the message's order.
    const ids = messages.map((m) => m.id);
    const attachments = await db.select().from(documents).where(and(sql`${documents.parentId} in ${ids}`, isNull(documents.deletedAt))).orderBy(documents.createdAt);
    expect(attachments).toHaveLength(70);
    const oba = messages.find((m) => (m.metadata.email as { subject?: string } | undefined)?.subject === "New OBA's")!;
    const obaFiles = attachments.filter((a) => a.parentId === oba.id).map((a) => a.filename);
    expect(obaFiles).toEqual([
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
    expect(attachments.filter((a) => a.parentId === oba.id).every((a) => a.detectedType === 'doc')).toBe(true);

    // Sent dates are the mailbox's (October 2001), never the upload time.
    const email = (m: (typeof messages)[number]) => m.metadata.email as { from: string[]; date: string | null; date_source?: string; subject: string | null };
    expect(email(oba)).toMatchObject({ from: ['Lee  Dennis <Dennis.Lee@ENRON.com>'], date: '2001-10-22T20:06:22.000Z', date_source: 'date' });
    const dated = messages.filter((m) => email(m).date);
    expect(dated.length).toBeGreaterThanOrEqual(70);
    expect(dated.every((m) => email(m).date!.startsWith('2001') || email(m).date!.startsWith('2000'))).toBe(true);
    const senders = new Set(messages.map((m) => email(m).from[0]?.replace(/ <.*>$/, '')));
    expect(senders.size).toBe(41);

    // The checkpoint says the walk ended, with every item done.
    const [checkpoint] = await db.select().from(mailboxIngests).where(eq(mailboxIngests.documentId, mailbox.id));
    expect(checkpoint).toMatchObject({ format: 'pst', itemsDone: 71, itemsTotal: 71 });
    expect(checkpoint?.finishedAt).not.toBeNull();

    // Reviewed as e-mail: each message heads its own family (its attachments under it), never one
    // row for the mailbox with every message folded under it.
    const review = await bed.server.api<ReviewListResponse>('GET', `/api/v1/cases/${bed.matter.id}/review/documents?emails_only=true&page_size=100`, { token: bed.token });
    expect(review.status).toBe(200);
    expect(review.body.total).toBe(71);
    expect(review.body.documents.every((d) => d.parent_id === mailbox.id)).toBe(true);
    const obaRow = review.body.documents.find((d) => d.id === oba.id);
    expect(obaRow?.children.map((c) => c.filename)).toEqual(obaFiles);
    const all = await bed.server.api<ReviewListResponse>('GET', `/api/v1/cases/${bed.matter.id}/review/documents?page_size=1`, { token: bed.token });
    expect(all.body.total).toBe(72); // the mailbox itself (its summary) and its 71 messages
  }, 900_000);
});
