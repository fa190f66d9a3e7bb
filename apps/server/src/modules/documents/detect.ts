import { fileTypeFromBuffer } from 'file-type';
import type { BlobStore } from '../../platform/storage/blob-store.js';

/** Bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

/** Extensions that are containers of another: a .docx IS a zip, an .xlsx too. */
const SAME_FAMILY: Record<string, string[]> = {
  zip: ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'zip', 'epub'],
  // Password-protected .docx/.xlsx/.pptx are OLE containers too (an "EncryptedPackage" stream).
  cfb: ['doc', 'xls', 'ppt', 'msg', 'docx', 'xlsx', 'pptx'],
  jpg: ['jpg', 'jpeg'],
  tif: ['tif', 'tiff'],
  htm: ['html', 'htm'],
};

/** OLE files whose extension names what they hold. */
const OLE_NAMES = new Set(['doc', 'xls', 'ppt', 'msg']);

/** Text-like files file-type cannot recognise (it only knows binary signatures). */
const TEXT_EXTENSIONS = new Set(['txt', 'text', 'md', 'csv', 'tsv', 'html', 'htm', 'eml', 'json', 'xml', 'rtf', 'log']);

export interface Detection {
  /** What the bytes are (file-type's extension), or the claimed text type when no signature exists. */
  detectedType: string | null;
  mime: string | null;
  warnings: string[];
}

/**
 * The real type from the bytes. A name that says otherwise is not an error (nothing is lost):
 * the document is kept and processed by what it really is, with a warning the user can read.
 */
export async function detectType(blobs: BlobStore, sha256: string, extension: string | null): Promise<Detection> {
  return detectTypeOfHead(await blobs.head(sha256, SNIFF_BYTES), extension);
}

/** Outlook data files begin with "!BDN" (file-type does not know them). */
const PST_SIGNATURE = Buffer.from('!BDN');
const PST_NAMES = new Set(['pst', 'ost']);
const MBOX_NAMES = new Set(['mbox', 'mbx']);
/** An mbox begins with its first message's separator ("From sender date"), then that message's headers. */
const MBOX_START = /^From \S+[^\n]*\d{4}[ \t]*\r?\n[!-9;-~]+:/;

/**
 * A mailbox by its bytes (a PST or OST by its signature, an mbox by its first lines), or by its name
 * when the bytes are not recognisable as anything else: a file named .pst that is not one is then
 * read as a mailbox and fails saying what it is not, instead of being kept as an unknown file.
 */
function mailboxType(head: Buffer, extension: string | null, recognised: boolean): string | null {
  if (head.subarray(0, 4).equals(PST_SIGNATURE)) return extension === 'ost' ? 'ost' : 'pst';
  if (MBOX_START.test(head.subarray(0, 2048).toString('latin1'))) return 'mbox';
  if (!recognised && extension && PST_NAMES.has(extension)) return extension;
  if (!recognised && extension && MBOX_NAMES.has(extension)) return 'mbox';
  return null;
}

/** The same from the file's first SNIFF_BYTES bytes (an upload's first chunk, before anything is stored). */
export async function detectTypeOfHead(head: Buffer, extension: string | null): Promise<Detection> {
  const found = await fileTypeFromBuffer(head);
  const mailbox = mailboxType(head, extension, !!found);
  if (mailbox) return { detectedType: mailbox, mime: mailbox === 'mbox' ? 'application/mbox' : 'application/vnd.ms-outlook-pst', warnings: [] };
  if (!found) {
    if (extension && TEXT_EXTENSIONS.has(extension)) return { detectedType: extension, mime: null, warnings: [] };
    if (!looksLikeText(head)) return { detectedType: null, mime: null, warnings: [] };
    const warnings = extension ? [`The file is named .${extension} but its content is plain text; it is treated as text.`] : [];
    return { detectedType: 'txt', mime: 'text/plain', warnings };
  }
  const warnings: string[] = [];
  const family = SAME_FAMILY[found.ext] ?? [found.ext];
  if (extension && !family.includes(extension) && !(found.ext === 'xml' && extension === 'html')) {
    warnings.push(`The file is named .${extension} but its content is ${describe(found.ext)}; it is treated as ${describe(found.ext)}.`);
  }
  // A zip- or OLE-based file is reported by its extension when the container sniff is all we have
  // (an OLE file named .docx stays "cfb": it is an encrypted Word file, not a zip to unpack).
  const byName = (found.ext === 'zip' || (found.ext === 'cfb' && OLE_NAMES.has(extension ?? ''))) && extension && family.includes(extension);
  const detectedType = byName ? extension : found.ext;
  return { detectedType, mime: found.mime, warnings };
}

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  let control = 0;
  for (const byte of head) if (byte === 0 || (byte < 9 && byte !== 0)) control += 1;
  return control === 0;
}

const NAMES: Record<string, string> = {
  pdf: 'a PDF',
  png: 'a PNG image',
  jpg: 'a JPEG image',
  gif: 'a GIF image',
  tif: 'a TIFF image',
  webp: 'a WebP image',
  zip: 'a ZIP archive',
  docx: 'a Word document',
  xlsx: 'an Excel workbook',
  cfb: 'an older Office (OLE) file',
  exe: 'a Windows program',
  mp3: 'an MP3 audio file',
  mp4: 'an MP4 video',
};
const describe = (ext: string) => NAMES[ext] ?? `a .${ext} file`;
