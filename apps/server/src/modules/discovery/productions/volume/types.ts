import type { Readable, Writable } from 'node:stream';
import type { BlankPageChoice, ConfidentialityLevel, DatDelimiters, DatFieldName, LoadFileEncoding, ProductionImageFormat } from '@app/contract';

/**
 * The production volume builder's interface: the productions job (B2) loads one
 * VolumeSource per document to produce, in production order (a parent followed by its children),
 * and buildVolume streams the Bates-stamped volume (images, natives, text, DAT/OPT) as a ZIP.
 */
export interface VolumeSource {
  documentId: string;
  filename: string;
  extension: string | null;
  detectedType: string | null;
  contentType: string | null;
  sha256: string;
  parentId: string | null;
  confidentiality: ConfidentialityLevel;
  custodian: string | null;
  date: string | null;
  author: string | null;
  from: string | null;
  to: string | null;
  cc: string | null;
  bcc: string | null;
  subject: string | null;
  /** The e-mail's own sent date (YYYY-MM-DD or as written), for DATESENT; absent for other documents. */
  dateSent?: string | null;
  /** Every custodian who held a copy ("; "-joined), for ALL CUSTODIANS; the custodian when absent. */
  allCustodians?: string | null;
  /** The produced images carry redactions (REDACTED "Y"). */
  redacted?: boolean;
  /**
   * A privileged member of a produced family: a "Withheld — Privileged" slip sheet takes its
   * place and its number, so the family's range stays whole. Its bytes and text are never read.
   */
  withheld?: boolean;
  /** The original bytes (BlobStore). */
  open(): Promise<Readable>;
  /** Extracted text, one string per page (document_pages), [] if none. */
  text(): Promise<string[]>;
}

export interface VolumeSettings {
  volume: string;
  prefix: string;
  start: number;
  padding: number;
  encoding: LoadFileEncoding;
  delimiters: DatDelimiters;
  /** The DAT's fields in order (the default list when absent). */
  fields?: readonly DatFieldName[];
  /** Pages with nothing on them but line or page numbers (kept when absent). */
  blankPages?: BlankPageChoice;
  /** Spreadsheets imaged through LibreOffice instead of going natively with a slip sheet. */
  spreadsheetsAsImages?: boolean;
  /** Single-page PDFs (when absent) or single-page Group IV TIFFs at 300 dpi. */
  imageFormat?: ProductionImageFormat;
  /** TIFF volumes: pages with colour go as JPEGs. */
  colorAsJpeg?: boolean;
}

export interface ProducedDocumentResult {
  documentId: string;
  begin: number;
  end: number;
  pageCount: number;
  form: 'image' | 'native';
  slipSheetReason: string | null;
  /** What the reader should know about how it was imaged (LibreOffice failed: the text rendering stands in). */
  note?: string | null;
  /** A withheld family member's placeholder. */
  withheld?: boolean;
  /** Pages detected blank and skipped or replaced by a slip sheet. */
  blankPages?: number;
}

export interface VolumeResult {
  documents: ProducedDocumentResult[];
  lastNumber: number;
  pageCount: number;
  files: number;
}

/** Converts a document's bytes (of type `ext`) to PDF bytes (LibreOffice); throws when it cannot. */
export type OfficeToPdf = (input: Buffer, ext: string) => Promise<Buffer>;

export interface BuildVolumeOptions {
  /** Temporary files go here (the caller creates it and removes it afterwards). */
  workDir: string;
  /** LibreOffice's rendering of Office documents to PDF (without it they are set from their text). */
  office?: OfficeToPdf | null;
  onProgress?: (done: number, total: number, stage: string) => void | Promise<void>;
}

/** Writes the ZIP to `out` (a writable stream), streaming; documents in the given order (families already adjacent). */
export type BuildVolume = (sources: VolumeSource[], settings: VolumeSettings, out: Writable, opts: BuildVolumeOptions) => Promise<VolumeResult>;
