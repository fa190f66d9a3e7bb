import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { DocumentDetail } from '@app/contract';
import { documents, mailboxIngests } from '../../../../db/schema/index.js';
import { matterForUploads, settledDocument } from '../../test-support.js';
import { ENRON_PST, MALFORMED_HEADER, mbox, MESSAGE_WITH_ATTACHMENT, NOT_A_MESSAGE, REPLY_WITH_BAD_DATE } from './mailbox-fixtures.js';
import { mailboxReasons } from './reasons.js';

const bed = matterForUploads('Mbox LLP');
/** A mailbox takes longer than a document on a busy machine. */
const settled = (id: string) => settledDocument(bed.server, id, bed.token, 180_000);

const items = (mailboxId: string) =>
  bed.server.deps.db.select().from(documents).where(and(eq(documents.parentId, mailboxId), isNull(documents.deletedAt))).orderBy(documents.createdAt);

async function settledChildren(mailboxId: string): Promise<DocumentDetail[]> {
  const rows = await items(mailboxId);
  return Promise.all(rows.map((r) => settled(r.id)));
}

describe('an mbox mailbox', () => {
  it('becomes one e-mail per message in its folder; a message that is not one fails alone, nothing else lost', async () => {
    const uploaded = await bed.upload('Inbox.mbox', mbox([MESSAGE_WITH_ATTACHMENT, REPLY_WITH_BAD_DATE, NOT_A_MESSAGE, MALFORMED_HEADER]));
    expect(uploaded).toMatchObject({ detected_type: 'mbox' });
    const mailbox = await settled(uploaded.id);
    expect(mailbox).toMatchObject({ status: 'processed', progress: 100, metadata: { mailbox: { format: 'mbox', items: 4, folders: { Inbox: 4 } } } });
    const [first, reply, garbage, memo] = await settledChildren(mailbox.id);

    expect(first).toMatchObject({ status: 'processed', detected_type: 'eml', metadata: { source_path: 'Inbox', mailbox_index: 0, email: { date: '2024-03-05T14:30:00.000Z', from: ['Rachel Voss <rvoss@harperlane.example>'] } } });
    // mboxrd's escaping is undone: the body says what the sender wrote.
    expect(first!.pages[0]?.text).toContain('\nFrom the desk of the landlord');
    expect(first!.pages[0]?.text).toContain('\n>From an earlier note');
    expect(first!.children.map((c) => c.filename)).toEqual(['arrears.txt']);

    // An unreadable Date line: the Received hop's date, the raw header kept, nothing invented.
    expect(reply).toMatchObject({ status: 'processed', metadata: { email: { date: '2024-03-06T15:15:00.000Z', date_source: 'received', date_header: 'sometime on Wednesday' } } });
    expect(garbage).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(/has no e-mail headers/) });
    expect(memo).toMatchObject({ status: 'processed', metadata: { email: { subject: 'Keys returned' } } });
    expect(memo!.pages[0]?.text).toContain('The keys were returned on March 7.');
  }, 180_000);

  it('a file named .mbox that is not one fails saying so', async () => {
    const doc = await settled((await bed.upload('notes.mbox', 'Dear Sir,\nthis is a letter, not a mailbox.\n')).id);
    expect(doc).toMatchObject({ status: 'failed', failure_reason: mailboxReasons.notMbox });
  });

  it('a mailbox past the firm\'s ceiling keeps what was read; raised, Reprocess carries on after the checkpoint without duplicates', async () => {
    const admin = await bed.firm.token('admin');
    const limit = (max: number) => bed.server.api('PUT', '/api/v1/organization', { token: admin, body: { processing_limits: { max_mailbox_items: max } } });
    expect((await limit(2)).status).toBe(200);
    const uploaded = await bed.upload('Archive.mbox', mbox([MESSAGE_WITH_ATTACHMENT, REPLY_WITH_BAD_DATE, MALFORMED_HEADER]));
    const stopped = await settled(uploaded.id);
    expect(stopped.status).toBe('failed');
    expect(stopped.failure_reason).toBe(mailboxReasons.stoppedPartWay(2, mailboxReasons.tooManyItems(2)));
    expect((await items(uploaded.id)).map((i) => i.metadata.mailbox_index)).toEqual([0, 1]);

    expect((await limit(1000)).status).toBe(200);
    expect((await bed.server.api('POST', `/api/v1/documents/${uploaded.id}/reprocess`, { token: bed.token })).status).toBe(200);
    const done = await settled(uploaded.id);
    expect(done).toMatchObject({ status: 'processed', metadata: { mailbox: { items: 3, folders: { Archive: 3 } } } });
    const after = await items(uploaded.id);
    expect(after.map((i) => i.metadata.mailbox_index)).toEqual([0, 1, 2]);
    const [checkpoint] = await bed.server.deps.db.select().from(mailboxIngests).where(eq(mailboxIngests.documentId, uploaded.id));
    expect(checkpoint?.itemsDone).toBe(3);
  }, 180_000);
});

describe('a PST that is not one, or is damaged', () => {
  it('a file named .pst that is not an Outlook file fails saying so', async () => {
    const doc = await settled((await bed.upload('mailbox.pst', 'This is a text file someone named .pst\n')).id);
    expect(doc).toMatchObject({ detected_type: 'pst', status: 'failed', failure_reason: mailboxReasons.notPst });
    const binary = await settled((await bed.upload('other.pst', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe, 0x00, 0x10]))).id);
    expect(binary).toMatchObject({ status: 'failed', failure_reason: mailboxReasons.notPst });
  });

  it('a truncated PST (an incomplete copy) fails with the reason', async () => {
    const full = readFileSync(ENRON_PST);
    const doc = await settled((await bed.upload('cut.pst', full.subarray(0, Math.floor(full.length * 0.6)))).id);
    expect(doc).toMatchObject({ detected_type: 'pst', status: 'failed', failure_reason: mailboxReasons.pstDamaged });
  });

  it('a PST damaged in the middle keeps every item it could read and says what was lost', async () => {
    const copy = Buffer.from(readFileSync(ENRON_PST));
    copy.fill(0, Math.floor(copy.length * 0.4), Math.floor(copy.length * 0.6));
    const doc = await settled((await bed.upload('damaged.pst', copy)).id);
    expect(doc.status).toBe('failed');
    expect(doc.failure_reason).toContain(mailboxReasons.damaged);
    expect(doc.failure_reason).toContain('4 of the 47 items in "lokay-m/MLOKAY (Non-Privileged)/Personal" could not be read');
    expect(doc.failure_reason).toContain('The 67 items read are kept');
    expect(await items(doc.id)).toHaveLength(67);
  }, 180_000);
});
