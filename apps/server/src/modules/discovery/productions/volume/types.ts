import type { Readable, Writable } from 'node:stream';
import type { ConfidentialityLevel, DatDelimiters, LoadFileEncoding } from '@app/contract';

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
}

export interface ProducedDocumentResult {
  documentId: string;
  begin: number;
  end: number;
  pageCount: number;
  form: 'image' | 'native';
  slipSheetReason: string | null;
}

export interface VolumeResult {
  documents: ProducedDocumentResult[];
  lastNumber: number;
  pageCount: number;
  files: number;
}

export interface BuildVolumeOptions {
  /** Temporary files go here (the caller creates it and removes it afterwards). */
  workDir: string;
  onProgress?: (done: number, total: number, stage: string) => void | Promise<void>;
}

/** Writes the ZIP to `out` (a writable stream), streaming; documents in the given order (families already adjacent). */
export type BuildVolume = (sources: VolumeSource[], settings: VolumeSettings, out: Writable, opts: BuildVolumeOptions) => Promise<VolumeResult>;
