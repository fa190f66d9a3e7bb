/** Why a file of a type the pipeline does not read has no text, and what the user can do instead. */
const WHY: Record<string, string> = {
  exe: 'This is a program (a Windows executable), not a document: it has no text to read.',
  elf: 'This is a program (a Linux executable), not a document: it has no text to read.',
  heic: 'HEIC photos (the iPhone format) are not read by OCR here. Export the photo as JPEG or PNG and upload that copy to make its text searchable.',
  avif: 'AVIF images are not read by OCR here. Export the image as JPEG or PNG and upload that copy to make its text searchable.',
  '7z': 'Only ZIP archives are unpacked. Unpack this 7-Zip archive and upload its files (or a ZIP of them).',
  rar: 'Only ZIP archives are unpacked. Unpack this RAR archive and upload its files (or a ZIP of them).',
  gz: 'Only ZIP archives are unpacked. Unpack this gzip file and upload what it holds.',
  tar: 'Only ZIP archives are unpacked. Unpack this tar archive and upload its files (or a ZIP of them).',
  bz2: 'Only ZIP archives are unpacked. Unpack this bzip2 file and upload what it holds.',
  xz: 'Only ZIP archives are unpacked. Unpack this xz file and upload what it holds.',
  epub: 'E-books (EPUB) are not read. Save it as PDF and upload that copy to make it searchable.',
  psd: 'Photoshop files are not read. Export the image as PNG and upload that copy to make its text searchable.',
};

/**
 * The reason stored with an "unsupported" document: the file is kept as uploaded (it can be
 * downloaded and is evidence) but nothing reads its text.
 */
export function unsupportedReason(type: string | null): string {
  if (!type) return 'The type of this file could not be recognised from its content, so its text is not read. It is kept as uploaded and can be downloaded.';
  return (
    WHY[type] ??
    `Files of this type (.${type}) are kept as uploaded but their text is not read: the server has no reader for it. Save it as PDF and upload that copy to make it searchable.`
  );
}
