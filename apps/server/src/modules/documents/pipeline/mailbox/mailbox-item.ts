/** What a mailbox holds, item by item, whichever format it came in. */
export type MailboxItemKind = 'message' | 'calendar' | 'contact' | 'task' | 'note';

export interface MailboxItem {
  /** Its place in the mailbox's walk (0, 1, 2 …): the same on every read of the same file. */
  index: number;
  /** Its folder inside the mailbox ("Inbox/Projects"); "" at the top. */
  folder: string;
  kind: MailboxItemKind;
  /** What the item's document is called (an .eml). */
  filename: string;
  /** The item as an RFC 5322 message (.eml). */
  content: Buffer;
  /** What could not be kept of it (an attachment that was only a link, a damaged one). */
  warnings: string[];
}

/** A mailbox opened for reading, from its first item or from a checkpoint. */
export interface MailboxReader {
  /** How many items the mailbox says it holds (progress), when it says so before being read. */
  readonly total: number | null;
  /** How far the reading has got, from 0 to 1 (for the document's progress). */
  position(): number;
  /** The items from `skip` on, in walk order. */
  items(skip: number): AsyncGenerator<MailboxItem>;
  /** Damage found while reading (a folder whose items could not all be read), for the mailbox's warnings. */
  readonly damage: string[];
  /** Folders and how many items each gave, in walk order. */
  readonly folders: Map<string, number>;
  close(): void;
}

/** A file name made from a subject: no path separators or control characters, of a sane length. */
export function itemFilename(subject: string | null, fallback: string): string {
  const base = (subject ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
  return `${base || fallback}.eml`;
}
