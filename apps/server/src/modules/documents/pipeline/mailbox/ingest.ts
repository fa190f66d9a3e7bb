import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ProcessingLimits } from '@app/contract';
import type { AppDeps } from '../../../../deps.js';
import { documentPages, documents, type DocumentRow, type MailboxFormat } from '../../../../db/schema/index.js';
import { enqueueProcessing } from '../enqueue.js';
import { paginate } from '../extract.js';
import { ProcessingError } from '../failures.js';
import { advanceCheckpoint, finishCheckpoint, openCheckpoint } from './checkpoint.js';
import { recordItems, storeItem, type StoredItem } from './items-to-documents.js';
import type { MailboxItem, MailboxItemKind, MailboxReader } from './mailbox-item.js';
import { openMbox } from './mbox-reader.js';
import { openPst } from './pst-reader.js';
import { mailboxReasons } from './reasons.js';

/** Detected types read as mailboxes. */
export const MAILBOX_TYPES: ReadonlySet<string> = new Set<MailboxFormat>(['pst', 'ost', 'mbox']);
export const isMailboxType = (type: string | null): type is MailboxFormat => !!type && MAILBOX_TYPES.has(type);

/** Items committed together with their checkpoint: few enough that a crash loses little work, many enough to amortise a transaction. */
const BATCH_ITEMS = 100;
/** …or whatever was read in this long, so progress moves on a mailbox of large messages. */
const BATCH_MS = 2_000;

export interface MailboxOutcome {
  /** Items read in this run and in earlier ones (a resumed run counts those before its checkpoint). */
  items: number;
  /** Items this run recorded. */
  added: number;
  /** The walk stopped before the end: why, for the person who uploaded the mailbox. */
  stoppedBecause: string | null;
  /** The run was asked to stop (server shutdown): the mailbox stays running, for the next start. */
  interrupted: boolean;
}

function openReader(format: MailboxFormat, file: string, filename: string): MailboxReader {
  if (format === 'mbox') return openMbox(file, filename.replace(/\.(mbox|mbx)$/i, '') || 'mbox');
  return openPst(file);
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
const KIND_WORDS: Record<MailboxItemKind, string> = { message: 'message', calendar: 'calendar item', contact: 'contact', task: 'task', note: 'note' };

/** The mailbox's own text: what it held, folder by folder, so a search finds it by a folder's name. */
function listing(format: MailboxFormat, folders: Map<string, number>, kinds: Map<MailboxItemKind, number>): string {
  const name = format === 'mbox' ? 'mbox mailbox' : `Outlook ${format === 'ost' ? 'offline data file (OST)' : 'data file (PST)'}`;
  const counts = [...kinds].filter(([, n]) => n > 0).map(([k, n]) => plural(n, KIND_WORDS[k]));
  const lines = [...folders].map(([folder, n]) => `${folder || '(top of the mailbox)'}: ${plural(n, 'item')}`);
  return `${name}: ${counts.join(', ') || 'no items'} in ${plural(folders.size, 'folder')}\n\n${lines.join('\n')}`;
}

/**
 * Reads a mailbox upload into documents: every message (calendar item, contact …) becomes an .eml
 * child of the mailbox, kept with its folder; the documents pipeline then reads each one like an
 * uploaded e-mail, so its attachments become its children in order (embedded messages recursively).
 * The mailbox is copied to a temporary file and read by offset from there, never whole in memory.
 * Resumable: items are recorded in batches, each with the checkpoint (mailbox_ingests.items_done)
 * in the same transaction; a rerun skips the items before it. A mailbox that cannot be read to its
 * end keeps the items read before the damage and ends failed, saying so.
 */
export async function ingestMailbox(deps: AppDeps, mailbox: DocumentRow, format: MailboxFormat, limits: ProcessingLimits, signal?: AbortSignal): Promise<MailboxOutcome> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mailbox-'));
  const file = path.join(dir, `mailbox.${format}`);
  let reader: MailboxReader | null = null;
  try {
    await pipeline(await deps.blobs.open(mailbox.sha256), createWriteStream(file));
    reader = openReader(format, file, mailbox.filename);
    const checkpoint = await openCheckpoint(deps.db, mailbox, format);
    let done = checkpoint.itemsDone;
    let batch: StoredItem[] = [];
    let batchStarted = Date.now();
    let added = 0;
    const activeReader = reader;

    const commit = async () => {
      if (batch.length === 0) return;
      const items = batch;
      batch = [];
      const next = (items[items.length - 1]?.item.index ?? done - 1) + 1;
      const progress = Math.min(99, Math.floor(activeReader.position() * 100));
      const created = await deps.db.transaction(async (tx) => {
        const rows = await recordItems(tx, mailbox, items);
        await advanceCheckpoint(tx, mailbox.id, next, activeReader.total);
        await tx.update(documents).set({ progress, updatedAt: new Date() }).where(eq(documents.id, mailbox.id));
        return rows;
      });
      done = next;
      added += created.length;
      // Each message is read by the pipeline as an e-mail of its own, once its row exists.
      await enqueueProcessing(deps, created);
      batchStarted = Date.now();
    };

    let stoppedBecause: string | null = null;
    let interrupted = false;
    const iterator = reader.items(done);
    for (;;) {
      let next: IteratorResult<MailboxItem>;
      try {
        next = await iterator.next();
      } catch (err) {
        // The reader's failure is the mailbox's damage; what was read before it stays.
        if (err instanceof ProcessingError && done + batch.length === 0) throw err;
        deps.log.warn({ err, document: mailbox.id }, 'mailbox could not be read to its end');
        stoppedBecause = mailboxReasons.unreadableAt;
        break;
      }
      if (next.done) break;
      const item = next.value;
      if (item.index >= limits.max_mailbox_items) {
        stoppedBecause = mailboxReasons.tooManyItems(limits.max_mailbox_items);
        break;
      }
      batch.push(await storeItem(deps, mailbox, item));
      if (batch.length >= BATCH_ITEMS || Date.now() - batchStarted >= BATCH_MS) await commit();
      if (signal?.aborted) {
        interrupted = true;
        break;
      }
    }
    await commit();
    if (interrupted) return { items: done, added, stoppedBecause: null, interrupted };

    const folders = reader.folders;
    await finishCheckpoint(deps.db, mailbox.id, Object.fromEntries(folders));
    const kept = done;
    // Damage the walk stepped over (a folder it could not open, items it could not read) ends the
    // mailbox failed too: nothing says so otherwise, and the person must know items are missing.
    const damage = [...new Set(reader.damage)];
    if (!stoppedBecause && damage.length > 0) stoppedBecause = `${mailboxReasons.damaged} ${damage.join(' ')}`;
    // Counted from the rows, so a run resumed after a crash counts the items of the runs before it.
    const kind = sql<string>`${documents.metadata}->>'mailbox_item_kind'`;
    const byKind = await deps.db
      .select({ kind, n: sql<number>`count(*)::int` })
      .from(documents)
      .where(and(eq(documents.parentId, mailbox.id), isNull(documents.deletedAt)))
      .groupBy(kind);
    const kinds = new Map(byKind.map((r) => [r.kind as MailboxItemKind, Number(r.n)]));
    const warnings = damage;
    const pages = paginate(listing(format, folders, kinds));
    const info = { mailbox: { format, items: kept, folders: Object.fromEntries(folders), kinds: Object.fromEntries(kinds) } };
    await deps.db.transaction(async (tx) => {
      await tx.delete(documentPages).where(eq(documentPages.documentId, mailbox.id));
      await tx.insert(documentPages).values(pages.map((p) => ({ organizationId: mailbox.organizationId, documentId: mailbox.id, pageNumber: p.pageNumber, text: p.text, ocr: false })));
      const now = new Date();
      await tx
        .update(documents)
        .set({
          status: stoppedBecause ? 'failed' : 'processed',
          failureReason: stoppedBecause ? mailboxReasons.stoppedPartWay(kept, stoppedBecause) : null,
          progress: stoppedBecause ? 0 : 100,
          pageCount: pages.length,
          processedAt: now,
          updatedAt: now,
          warnings: [...new Set([...mailbox.warnings, ...warnings])],
          metadata: { ...mailbox.metadata, ...info, page_count: pages.length },
        })
        .where(eq(documents.id, mailbox.id));
    });
    return { items: kept, added, stoppedBecause, interrupted };
  } finally {
    reader?.close();
    await rm(dir, { recursive: true, force: true });
  }
}
