import { createHash } from 'node:crypto';
import { DEFAULT_DAT_FIELDS, type DatFieldName } from '@app/contract';
import { datDate, type DatRow } from './load-files.js';
import { nativeExtension } from './layout.js';
import type { VolumeSource } from './types.js';

/** What the volume knows about a produced document when its row is written. */
export interface RowFacts {
  begin: string;
  end: string;
  pageCount: number;
  legend: string | null;
  nativePath: string;
  textPath: string;
  /** The first page's image, as the OPT names it. */
  imagePath?: string;
}

/** The fields a production writes, in its order. */
export const fieldsOf = (fields: readonly DatFieldName[] | undefined): readonly DatFieldName[] => (fields && fields.length > 0 ? fields : DEFAULT_DAT_FIELDS);

/** MD5 and SHA-1 of the native are read only when the production asks for them (one more pass over the file). */
export const needsHashes = (fields: readonly DatFieldName[]): boolean => fields.includes('MD5HASH') || fields.includes('SHA1HASH');

export async function legacyHashes(source: VolumeSource): Promise<{ md5: string; sha1: string }> {
  const md5 = createHash('md5');
  const sha1 = createHash('sha1');
  for await (const chunk of await source.open()) {
    md5.update(chunk as Buffer);
    sha1.update(chunk as Buffer);
  }
  return { md5: md5.digest('hex'), sha1: sha1.digest('hex') };
}

const EMPTY: DatRow = Object.fromEntries(
  [
    'BEGBATES', 'ENDBATES', 'BEGATTACH', 'ENDATTACH', 'CUSTODIAN', 'ALL CUSTODIANS', 'FROM', 'TO', 'CC', 'BCC', 'SUBJECT', 'DATESENT', 'DATE', 'AUTHOR',
    'FILENAME', 'FILEEXT', 'MD5HASH', 'SHA1HASH', 'SHA256', 'PAGECOUNT', 'CONFIDENTIALITY', 'REDACTED', 'IMAGEPATH', 'TEXTPATH', 'NATIVEPATH', 'TEXTLINK', 'NATIVELINK',
  ].map((f) => [f, '']),
) as DatRow;

/**
 * A produced document's DAT row with every catalogue field filled (the writer keeps the
 * production's). BEGATTACH/ENDATTACH are filled when the family ends.
 *
 * A withheld family member's placeholder row says no more than the privilege log does: its numbers,
 * its family and its custodian; its name, e-mail headers, dates and hashes would describe the
 * privileged content, so they stay empty.
 */
export function datRowOf(source: VolumeSource, facts: RowFacts, hashes: { md5: string; sha1: string } | null): DatRow {
  const custodian = source.custodian ?? '';
  const base: DatRow = {
    ...EMPTY,
    BEGBATES: facts.begin,
    ENDBATES: facts.end,
    CUSTODIAN: custodian,
    'ALL CUSTODIANS': source.allCustodians ?? custodian,
    PAGECOUNT: String(facts.pageCount),
    IMAGEPATH: facts.imagePath ?? '',
    TEXTPATH: facts.textPath,
    TEXTLINK: facts.textPath,
    REDACTED: 'N',
  };
  if (source.withheld) return base;
  return {
    ...base,
    FROM: source.from ?? '',
    TO: source.to ?? '',
    CC: source.cc ?? '',
    BCC: source.bcc ?? '',
    SUBJECT: source.subject ?? '',
    DATESENT: datDate(source.dateSent ?? null),
    DATE: datDate(source.date),
    AUTHOR: source.author ?? '',
    FILENAME: source.filename,
    FILEEXT: nativeExtension(source.extension),
    MD5HASH: hashes?.md5 ?? '',
    SHA1HASH: hashes?.sha1 ?? '',
    SHA256: source.sha256,
    CONFIDENTIALITY: facts.legend ?? '',
    REDACTED: source.redacted ? 'Y' : 'N',
    NATIVEPATH: facts.nativePath,
    NATIVELINK: facts.nativePath,
  };
}
