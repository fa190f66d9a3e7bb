import type { Role } from '@app/contract';

/**
 * The demo corpus is data (one file per matter) plus renderers (one per format). Everything is
 * generated at seed time from these descriptions, so no binary file is ever committed.
 */

/** A heading and its paragraphs. A paragraph is one string; the renderer wraps it. */
export interface Section {
  heading?: string;
  paragraphs: string[];
}

/** A court caption: the court, the parties block on the left, the docket block on the right. */
export interface Caption {
  court: string[];
  parties: string[];
  docket: string[];
}

interface FileBase {
  /** The stored name; also the idempotency key (with the matter). */
  filename: string;
  /** Who is recorded as uploading it, when not the matter's usual uploader. */
  uploadedBy?: Role;
}

/** A document with a text layer: pleadings, briefs, letters, policies. */
export interface PdfFile extends FileBase {
  kind: 'pdf';
  /** ISO date (yyyy-mm-dd): the PDF's creation date. */
  date: string;
  author: string;
  title: string;
  caption?: Caption;
  /** Centred lines at the top of the first page (a firm's or agency's letterhead). */
  letterhead?: string[];
  /** Left-aligned lines before the sections (date, addressee, "Re:" line of a letter). */
  preamble?: string[];
  sections: Section[];
  signature?: string[];
  /** Printed at the foot of every page (a Bates prefix, a confidentiality legend). */
  footer?: string;
  /** Pleadings are double-spaced; letters and contracts single. */
  spacing?: 'single' | 'double';
}

export type ScanLine = string | { text: string; align?: 'center' | 'right'; bold?: boolean };

/** One page photographed by a copier: an image only, no text layer (the pipeline OCRs it). */
export interface ScanFile extends FileBase {
  kind: 'scan';
  date: string;
  lines: ScanLine[];
  /** A rubber stamp in the top-right corner, e.g. "RECEIVED NOV 06 2023". */
  stamp?: string;
}

export interface DocxFile extends FileBase {
  kind: 'docx';
  date: string;
  author: string;
  title: string;
  letterhead?: string[];
  preamble?: string[];
  sections: Section[];
  signature?: string[];
}

/** A deposition transcript: the renderer numbers the lines 1–25 on every page, as a reporter does. */
export interface TranscriptFile extends FileBase {
  kind: 'transcript';
  /** .txt (pages separated by form feeds) or .pdf (fixed-pitch, one transcript page per PDF page). */
  format: 'txt' | 'pdf';
  date: string;
  author: string;
  title: string;
  /** The cover block (case, witness, date, reporter). */
  cover: string[];
  pages: { number: number; lines: string[] }[];
}

export interface CsvFile extends FileBase {
  kind: 'csv';
  rows: (string | number)[][];
}

export interface XlsxFile extends FileBase {
  kind: 'xlsx';
  date: string;
  sheets: { name: string; rows: (string | number)[][] }[];
}

export interface HtmlFile extends FileBase {
  kind: 'html';
  title: string;
  /** The page's body markup (trusted: written in this repository). */
  body: string;
}

/** A text file, e.g. a note or an export. */
export interface TextFile extends FileBase {
  kind: 'txt';
  text: string;
}

/** An attachment is any file but another e-mail (the pipeline handles nesting; the demo needs none). */
export type AttachmentFile = PdfFile | ScanFile | DocxFile | TranscriptFile | CsvFile | XlsxFile | HtmlFile | TextFile;

export interface EmlFile extends FileBase {
  kind: 'eml';
  from: string;
  to: string[];
  cc?: string[];
  subject: string;
  /** RFC 5322 date, e.g. "Mon, 06 Nov 2023 09:14:22 -0500". */
  date: string;
  messageId: string;
  inReplyTo?: string;
  body: string;
  attachments: AttachmentFile[];
}

export type DemoFile = AttachmentFile | EmlFile;

/** The documents of one matter (found by the matter's name). */
export interface MatterCorpus {
  matter: string;
  /** Who uploads the matter's files unless a file says otherwise. */
  uploader: Role;
  files: DemoFile[];
}
