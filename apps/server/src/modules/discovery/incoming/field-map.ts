import type { IncomingFieldMap, IncomingTargetField } from '@app/contract';

/**
 * The names review platforms give their DAT fields, normalised (upper case, letters and digits
 * only), for each of ours. This app's own volumes, Relativity, Concordance, Summation and common
 * vendor exports are covered; anything else is kept as metadata until the user maps it.
 */
const SYNONYMS: Record<Exclude<IncomingTargetField, 'keep'>, string[]> = {
  bates_begin: ['BEGBATES', 'BEGDOC', 'BEGNO', 'BATESBEG', 'BATESBEGIN', 'BEGINBATES', 'PRODBEGBATES', 'STARTBATES', 'BEGINNINGBATES', 'CONTROLNUMBER', 'DOCID', 'PRODBEG'],
  bates_end: ['ENDBATES', 'ENDDOC', 'ENDNO', 'BATESEND', 'PRODENDBATES', 'ENDINGBATES', 'PRODEND'],
  attach_begin: ['BEGATTACH', 'BEGATT', 'BEGFAMILY', 'ATTACHBEG', 'PARENTBATES', 'BEGINATTACH', 'FAMILYBEG', 'PRODBEGATTACH'],
  attach_end: ['ENDATTACH', 'ENDATT', 'ENDFAMILY', 'ATTACHEND', 'FAMILYEND', 'PRODENDATTACH'],
  custodian: ['CUSTODIAN', 'CUSTODIANS', 'ALLCUSTODIANS', 'DUPECUSTODIANS'],
  from: ['FROM', 'EMAILFROM', 'SENDER', 'AUTHOREMAIL'],
  to: ['TO', 'EMAILTO', 'RECIPIENTS', 'RECIPIENT'],
  cc: ['CC', 'EMAILCC'],
  bcc: ['BCC', 'EMAILBCC'],
  subject: ['SUBJECT', 'EMAILSUBJECT', 'TITLE'],
  date_sent: ['DATESENT', 'SENTDATE', 'DATETIMESENT', 'EMAILSENTDATE', 'SENTON'],
  date: ['DATE', 'DOCDATE', 'DATECREATED', 'CREATEDDATE', 'DATEMODIFIED', 'LASTMODIFIED'],
  author: ['AUTHOR', 'DOCAUTHOR'],
  filename: ['FILENAME', 'ORIGINALFILENAME', 'DOCNAME', 'FILE NAME'],
  file_extension: ['FILEEXT', 'FILEEXTENSION', 'EXTENSION', 'DOCEXT'],
  md5: ['MD5HASH', 'MD5', 'HASHMD5'],
  sha1: ['SHA1HASH', 'SHA1', 'HASHSHA1'],
  sha256: ['SHA256', 'SHA256HASH', 'HASHSHA256'],
  page_count: ['PAGECOUNT', 'PAGES', 'NUMPAGES'],
  confidentiality: ['CONFIDENTIALITY', 'CONFIDENTIALDESIGNATION', 'DESIGNATION'],
  text_path: ['TEXTPATH', 'TEXTLINK', 'EXTRACTEDTEXT', 'TEXTFILE', 'OCRPATH', 'TEXT'],
  native_path: ['NATIVEPATH', 'NATIVELINK', 'NATIVEFILE', 'NATIVE', 'FILEPATH', 'DOCLINK'],
};

const normalise = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');
const LOOKUP = new Map<string, IncomingTargetField>();
for (const [target, names] of Object.entries(SYNONYMS) as [IncomingTargetField, string[]][]) for (const n of names) if (!LOOKUP.has(normalise(n))) LOOKUP.set(normalise(n), target);

/** Our field for each DAT field: the first header field with a known name takes a target; the rest are kept. */
export function suggestFieldMap(header: readonly string[]): IncomingFieldMap {
  const taken = new Set<IncomingTargetField>();
  const map: IncomingFieldMap = {};
  for (const name of header) {
    const target = LOOKUP.get(normalise(name));
    if (target && !taken.has(target)) {
      taken.add(target);
      map[name] = target;
    } else map[name] = 'keep';
  }
  return map;
}

/** The DAT field mapped to a target, if any. */
export const fieldFor = (map: IncomingFieldMap, target: IncomingTargetField): string | undefined =>
  Object.entries(map).find(([, t]) => t === target)?.[0];
