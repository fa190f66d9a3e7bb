import { Readable } from 'node:stream';
import {
  convertWithLibreOffice,
  LIBREOFFICE_PACKAGES,
  LibreOfficeFailedError,
  LibreOfficeMissingError,
  LibreOfficeTimeoutError,
  type OfficeTarget,
} from '../../../platform/office/libreoffice.js';
import { extractDocx, type ExtractedPage } from './extract.js';
import { ProcessingError } from './failures.js';
import { extractPptx } from './presentation.js';
import { extractXlsx } from './spreadsheet.js';

/** The formats read through a LibreOffice conversion: Office 97-2003 and RTF. */
export type LegacyKind = 'word' | 'excel' | 'powerpoint' | 'rtf';

const FORMATS: Record<LegacyKind, { ext: string; target: OfficeTarget; label: string; read: (s: Readable) => Promise<ExtractedPage[]> }> = {
  word: { ext: 'doc', target: 'docx', label: 'Word 97-2003 (.doc)', read: extractDocx },
  excel: { ext: 'xls', target: 'xlsx', label: 'Excel 97-2003 (.xls)', read: extractXlsx },
  powerpoint: { ext: 'ppt', target: 'pptx', label: 'PowerPoint 97-2003 (.ppt)', read: extractPptx },
  rtf: { ext: 'rtf', target: 'docx', label: 'rich text (.rtf)', read: extractDocx },
};

export interface LegacyContent {
  pages: ExtractedPage[];
  info: Record<string, unknown>;
}

/**
 * A legacy Office or RTF file's text: LibreOffice converts a copy to its Office Open XML successor,
 * which the DOCX, XLSX and PPTX readers read as they read any upload (through the zip guard). The
 * uploaded file stays as it was: it is the evidence. Without LibreOffice the document fails with
 * what to install, never with advice to re-save it (re-saving alters the evidence and breaks its
 * family).
 */
export async function readLegacyOffice(data: Buffer, kind: LegacyKind, signal?: AbortSignal): Promise<LegacyContent> {
  const format = FORMATS[kind];
  let converted: Buffer;
  try {
    converted = await convertWithLibreOffice(data, format.ext, format.target, { signal });
  } catch (err) {
    if (err instanceof LibreOfficeMissingError) {
      throw new ProcessingError(
        `${format.label} files are read through LibreOffice, which is not installed on this server. Ask your administrator to install it (on Debian or Ubuntu: apt-get install ${LIBREOFFICE_PACKAGES}), then use Reprocess. The file is kept as uploaded.`,
      );
    }
    if (err instanceof LibreOfficeTimeoutError) {
      throw new ProcessingError(`LibreOffice did not finish reading this ${format.label} file within ${Math.round(err.timeoutMs / 1000)} seconds and was stopped. The file is kept as uploaded; use Reprocess to try again.`);
    }
    if (err instanceof LibreOfficeFailedError) {
      const filter = kind === 'powerpoint' ? ' If LibreOffice Impress is not installed on this server (apt-get install libreoffice-impress-nogui), ask your administrator to install it and use Reprocess.' : '';
      throw new ProcessingError(`LibreOffice could not open this ${format.label} file: it may be damaged or password-protected.${filter} The file is kept as uploaded.`);
    }
    throw err;
  }
  const pages = await format.read(Readable.from([converted]));
  return { pages, info: { read_via: `LibreOffice (a converted copy; the ${format.label} original is kept as uploaded)` } };
}
