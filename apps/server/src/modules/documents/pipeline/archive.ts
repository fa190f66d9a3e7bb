import type { Readable } from 'node:stream';
import type { EmailAttachment } from './email.js';
import { paginate, readAll, type ExtractedPage } from './extract.js';
import { ProcessingError } from './failures.js';
import { OFFICE_ZIP_LIMITS, openZip } from './zip-guard.js';
import { megabytes } from './zip-refusals.js';

/** A ZIP is checked and unpacked in memory (the guard needs its directory, at its end): capped like what it may inflate to. */
const MAX_ARCHIVE_BYTES = OFFICE_ZIP_LIMITS.maxTotalUncompressed;

/** What an archive tool adds beside the files (macOS resource forks): not members anyone put there. */
const TOOL_ARTEFACT = /^__MACOSX\//;

export interface ArchiveContent {
  pages: ExtractedPage[];
  info: Record<string, unknown>;
  warnings: string[];
  /** The archive's files in archive order, to become the family's children. */
  attachments: EmailAttachment[];
}

const baseName = (path: string) => path.split('/').filter(Boolean).pop() ?? path;

/**
 * A plain ZIP (uploaded, or attached to an e-mail): opened through the zip guard, which checks every
 * entry (and nested archive) before anything is read; each file becomes a child document of the
 * ZIP's family in archive order, keeping its path inside the archive (metadata.source_path). A
 * password-protected member cannot be read: its child holds it still encrypted, as a ZIP of its
 * own, and fails saying so. The ZIP's own text lists what it holds, so a search finds it by a
 * member's name.
 */
export async function readArchive(stream: Readable): Promise<ArchiveContent> {
  const data = await readAll(stream, MAX_ARCHIVE_BYTES);
  const zip = await openZip(data, OFFICE_ZIP_LIMITS, { keepEncrypted: true });
  const files = zip.names.filter((name) => !name.endsWith('/') && !TOOL_ARTEFACT.test(name));
  const locked = files.filter((name) => zip.encrypted.has(name));
  if (files.length > 0 && locked.length === files.length) {
    throw new ProcessingError(
      files.length === 1
        ? `The file in this ZIP (${files[0]}) is password-protected, so it could not be unpacked or read. Open the ZIP with its password and upload the file itself.`
        : `Every file in this ZIP is password-protected, so none could be unpacked. Open it with its password and upload the files, or upload an unprotected copy.`,
    );
  }
  const attachments: EmailAttachment[] = [];
  for (const name of files) {
    const isLocked = zip.encrypted.has(name);
    attachments.push({
      // A locked member travels as a one-member ZIP (named so), which then fails with the reason above.
      filename: isLocked ? `${baseName(name)}.zip` : baseName(name),
      contentType: isLocked ? 'application/zip' : 'application/octet-stream',
      content: isLocked ? zip.sealedCopy(name) : await zip.read(name),
      sourcePath: name,
    });
  }
  const listing = files.map((name) => `${name}${zip.encrypted.has(name) ? ' (password-protected)' : ''}`);
  const warnings: string[] = [];
  if (files.length === 0) warnings.push('This ZIP archive holds no files.');
  if (locked.length > 0) {
    warnings.push(`${locked.length} of the ${files.length} files in this ZIP are password-protected and could not be unpacked; each is kept, still encrypted, as a document of its own.`);
  }
  return {
    pages: paginate(`ZIP archive, ${files.length} file${files.length === 1 ? '' : 's'} (${megabytes(data.length)} stored):\n${listing.join('\n')}`),
    info: { archive_files: files.length },
    warnings,
    attachments,
  };
}
