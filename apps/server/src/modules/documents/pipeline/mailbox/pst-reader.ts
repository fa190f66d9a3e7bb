import { createRequire } from 'node:module';
import type { PSTAttachment, PSTFile, PSTFolder, PSTMessage } from 'pst-extractor';
import type { PSTAppointment } from 'pst-extractor/dist/PSTAppointment.class.js';
import type { PSTContact } from 'pst-extractor/dist/PSTContact.class.js';
import { ProcessingError } from '../failures.js';
import { itemFilename, type MailboxItem, type MailboxItemKind, type MailboxReader } from './mailbox-item.js';
import { writeMime, type MimeAddress, type MimeAttachment, type MimeMessage } from './mime-writer.js';
import { mailboxReasons } from './reasons.js';

// pst-extractor is CommonJS: require() gives the same classes under Node and the test runner.
const require = createRequire(import.meta.url);
const loadPst = () => require('pst-extractor') as typeof import('pst-extractor', { with: { 'resolution-mode': 'require' } });

/** An e-mail attached to an e-mail attached to …: past this depth the inner one is not written out. */
const MAX_EMBEDDED_DEPTH = 8;
/** Outlook's search folders show items that live elsewhere in the file: walking them would count those twice. */
const SEARCH_FOLDER = 2;
/** The top of the store's own folder tree, named by Outlook, not by the person whose mailbox it is. */
const STORE_TOPS = new Set(['top of personal folders', 'top of information store', 'top of outlook data file', 'root - mailbox']);
/** MAPI attach methods (PidTagAttachMethod). */
const BY_REFERENCE = new Set([2, 3, 4]);
const EMBEDDED = 5;

/** Header lines the written message takes from the mailbox's own properties instead. */
const REWRITTEN = /^(from|to|cc|bcc|subject|date|message-id|in-reply-to|mime-version|content-[a-z-]+)$/i;

/** An Exchange-internal address ("/O=ENRON/OU=NA/CN=RECIPIENTS/CN=MLOKAY") is no address a reader can use. */
const usable = (address: string | undefined): string => {
  const a = (address ?? '').trim();
  return a && !a.startsWith('/') && a.includes('@') ? a : '';
};

/** The transport headers' lines, unfolded, except those written from the properties. */
export function keptTransportHeaders(raw: string): [string, string][] {
  const lines = raw.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const kept: [string, string][] = [];
  for (const line of lines) {
    const m = /^([!-9;-~]+):[ \t]*(.*)$/.exec(line);
    if (m?.[1] && !REWRITTEN.test(m[1])) kept.push([m[1], m[2] ?? '']);
  }
  return kept;
}

function kindOf(messageClass: string): MailboxItemKind {
  const c = messageClass.toLowerCase();
  if (c.startsWith('ipm.appointment')) return 'calendar';
  if (c.startsWith('ipm.contact') || c.startsWith('ipm.distlist')) return 'contact';
  if (c.startsWith('ipm.task')) return 'task';
  if (c.startsWith('ipm.stickynote') || c.startsWith('ipm.activity')) return 'note';
  return 'message';
}

const line = (label: string, value: string | null | undefined) => (value && value.trim() ? `${label}: ${value.trim()}` : '');
const when = (d: Date | null) => (d ? d.toISOString() : '');

/** The fields of a calendar item, a contact or a task that are not in an e-mail's headers, as text before its body. */
function fieldsBlock(kind: MailboxItemKind, item: PSTMessage): string {
  if (kind === 'calendar') {
    const a = item as PSTAppointment;
    return ['Calendar item', line('Start', when(a.startTime)), line('End', when(a.endTime)), line('Location', a.location), line('Attendees', a.allAttendees), line('Recurrence', a.isRecurring ? a.recurrencePattern : '')]
      .filter(Boolean)
      .join('\n');
  }
  if (kind === 'contact') {
    const c = item as PSTContact;
    return [
      'Contact',
      line('Name', [c.givenName, c.middleName, c.surname].filter(Boolean).join(' ') || c.displayName),
      line('Company', c.companyName),
      line('Title', c.title),
      line('E-mail', c.email1EmailAddress),
      line('E-mail 2', c.email2EmailAddress),
      line('Business phone', c.businessTelephoneNumber),
      line('Mobile phone', c.mobileTelephoneNumber),
      line('Home phone', c.homeTelephoneNumber),
      line('Address', c.postalAddress),
    ]
      .filter(Boolean)
      .join('\n');
  }
  if (kind === 'task') return ['Task', line('Due', when(item.taskDueDate)), line('Start', when(item.taskStartDate))].filter(Boolean).join('\n');
  if (kind === 'note') return 'Note';
  return '';
}

function attachmentBytes(a: PSTAttachment): Buffer | null {
  const stream = a.fileInputStream;
  if (!stream) return null;
  const data = Buffer.alloc(stream.length.toNumber());
  stream.readCompletely(data);
  return data;
}

/** One item of the mailbox as a message: headers from its properties, its bodies, its attachments in order. */
export function pstMessageToMime(item: PSTMessage, warnings: string[], depth = 0): MimeMessage {
  const kind = kindOf(item.messageClass);
  const recipients = (type: number): MimeAddress[] => {
    const list: MimeAddress[] = [];
    for (let i = 0; i < item.numberOfRecipients; i++) {
      const r = item.getRecipient(i);
      if (r && r.recipientType === type) list.push({ name: r.displayName, address: usable(r.smtpAddress) || usable(r.emailAddress) });
    }
    return list;
  };
  const attachments: MimeAttachment[] = [];
  for (let i = 0; i < item.numberOfAttachments; i++) {
    let a: PSTAttachment;
    try {
      a = item.getAttachment(i);
    } catch {
      warnings.push(`Attachment ${i + 1} of this message is damaged in the mailbox and was skipped.`);
      continue;
    }
    const name = a.longFilename || a.filename || a.displayName;
    if (BY_REFERENCE.has(a.attachMethod)) {
      warnings.push(`The attachment "${name || i + 1}" is only a link to a file elsewhere; it is not part of the message.`);
      continue;
    }
    try {
      if (a.attachMethod === EMBEDDED) {
        const inner = a.embeddedPSTMessage;
        if (!inner) throw new Error('no embedded message');
        if (depth >= MAX_EMBEDDED_DEPTH) {
          warnings.push(`An attached e-mail ("${inner.subject}") is nested too deeply inside other e-mails and was not added.`);
          continue;
        }
        const content = writeMime(pstMessageToMime(inner, warnings, depth + 1));
        attachments.push({ filename: itemFilename(inner.subject || name, `attachment-${i + 1}`), contentType: 'message/rfc822', content, message: true });
        continue;
      }
      const content = attachmentBytes(a);
      if (!content) throw new Error('no data');
      attachments.push({ filename: name || `attachment-${i + 1}.bin`, contentType: a.mimeTag || 'application/octet-stream', content });
    } catch {
      warnings.push(`The attachment "${name || i + 1}" is damaged in the mailbox and could not be read; it was skipped.`);
    }
  }
  const block = fieldsBlock(kind, item);
  let text = item.body;
  const html = item.bodyHTML || null;
  if (!text && !html && item.bodyRTF) warnings.push('The message text is stored only as rich text (RTF), which is not read; open the mailbox in Outlook to see it.');
  if (block) text = `${block}\n\n${text}`;
  const senderAddress = usable(item.senderEmailAddress) || usable(item.sentRepresentingEmailAddress);
  const senderName = item.senderName || item.sentRepresentingName;
  return {
    from: senderName || senderAddress ? [{ name: senderName, address: senderAddress }] : [],
    to: recipients(1),
    cc: recipients(2),
    bcc: recipients(3),
    subject: kind === 'contact' ? item.subject || item.displayName : item.subject,
    // Outlook's submit time; a received copy without one keeps its Received lines, read as the
    // .eml's are; a draft, a contact, an appointment have no sent date.
    date: kind === 'message' ? item.clientSubmitTime : null,
    messageId: item.internetMessageId || null,
    inReplyTo: item.inReplyToId || null,
    extraHeaders: keptTransportHeaders(item.transportMessageHeaders),
    text,
    html,
    attachments,
  };
}

const cleanName = (name: string) => name.replace(/\//g, '\u2215').trim() || '(unnamed folder)';

/**
 * An Outlook PST or OST read through pst-extractor, which reads by offset from the open file: the
 * mailbox is never in memory, only the item being written out.
 */
export function openPst(path: string): MailboxReader {
  const { PSTFile } = loadPst();
  let file: PSTFile;
  try {
    file = new PSTFile(path);
  } catch (err) {
    const message = String((err as Error | null)?.message ?? err);
    if (/encrypted/i.test(message)) throw new ProcessingError(mailboxReasons.pstEncrypted);
    if (/Invalid file header/i.test(message)) throw new ProcessingError(mailboxReasons.notPst);
    throw new ProcessingError(mailboxReasons.pstDamaged);
  }
  const damage: string[] = [];
  const folders = new Map<string, number>();

  let root: PSTFolder;
  try {
    root = file.getRootFolder();
  } catch {
    file.close();
    throw new ProcessingError(mailboxReasons.pstDamaged);
  }

  const subFolders = (folder: PSTFolder, path: string): PSTFolder[] => {
    try {
      return folder.hasSubfolders ? folder.getSubFolders() : [];
    } catch {
      damage.push(`The folders inside "${path || 'the top of the mailbox'}" could not be read (the mailbox is damaged there).`);
      return [];
    }
  };
  /** `depth`: the parent's (0 for the unnamed root, whose "Top of Personal Folders" is left out of paths). */
  const childPath = (parent: string, folder: PSTFolder, depth: number) => {
    const name = cleanName(folder.displayName);
    if (depth === 0 && STORE_TOPS.has(name.toLowerCase())) return parent;
    return parent ? `${parent}/${name}` : name;
  };

  let total = 0;
  const count = (folder: PSTFolder, path: string, depth: number) => {
    if (folder.folderType === SEARCH_FOLDER) return;
    total += folder.contentCount;
    for (const sub of subFolders(folder, path)) count(sub, childPath(path, sub, depth), depth + 1);
  };
  try {
    count(root, '', 0);
  } catch {
    file.close();
    throw new ProcessingError(mailboxReasons.pstDamaged);
  }

  async function* walk(folder: PSTFolder, path: string, depth: number, state: { index: number; skip: number }): AsyncGenerator<MailboxItem> {
    if (folder.folderType === SEARCH_FOLDER) return;
    const expected = folder.contentCount;
    let read = 0;
    while (expected > 0) {
      let item: PSTMessage | null;
      try {
        item = (folder.getNextChild() as PSTMessage | null) ?? null;
      } catch {
        break;
      }
      if (!item) break;
      read += 1;
      const index = state.index++;
      if (index < state.skip) continue;
      const warnings: string[] = [];
      const kind = kindOf(item.messageClass);
      let content: Buffer;
      try {
        content = writeMime(pstMessageToMime(item, warnings));
      } catch {
        damage.push(`An item in "${path || 'the top of the mailbox'}" (number ${read}) is damaged and could not be read.`);
        continue;
      }
      yield { index, folder: path, kind, filename: itemFilename(kind === 'contact' ? item.displayName || item.subject : item.subject, `item-${index + 1}`), content, warnings };
    }
    if (read > 0 || expected > 0) folders.set(path, (folders.get(path) ?? 0) + read);
    if (read < expected) {
      damage.push(`${expected - read} of the ${expected} items in "${path || 'the top of the mailbox'}" could not be read (the mailbox is damaged there).`);
    }
    for (const sub of subFolders(folder, path)) yield* walk(sub, childPath(path, sub, depth), depth + 1, state);
  }

  const state = {
    index: 0,
    skip: 0,
    reset(skip: number) {
      this.index = 0;
      this.skip = skip;
      return this;
    },
  };
  return {
    total,
    damage,
    folders,
    items: (skip: number) => walk(root, '', 0, state.reset(skip)),
    position: () => (total === 0 ? 1 : Math.min(1, state.index / total)),
    close: () => file.close(),
  };
}
