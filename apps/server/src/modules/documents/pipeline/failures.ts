/** A processing failure whose message is written for the paralegal who uploaded the file. */
export class ProcessingError extends Error {
  constructor(
    message: string,
    /** Retrying cannot help (damaged or protected file): fail at once, no back-off retries. */
    readonly permanent = true,
  ) {
    super(message);
  }
}

/**
 * A file we keep but do not read (a legacy Office format, say): stored as `unsupported`, with a
 * reason that tells the user what to do instead.
 */
export class UnsupportedFormatError extends Error {}

export const PDF_PASSWORD_REASON = 'This PDF is password-protected. Remove the password and upload it again.';

/** Maps a library's error to words a paralegal understands; unknown errors stay retryable. */
export function explain(err: unknown, type: string | null): ProcessingError {
  if (err instanceof ProcessingError) return err;
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'PasswordException') {
    return new ProcessingError(PDF_PASSWORD_REASON);
  }
  if (name === 'InvalidPDFException' || name === 'FormatError') {
    return new ProcessingError('This PDF is damaged and cannot be read. Try re-saving or re-scanning it, then upload it again.');
  }
  if (type === 'docx' && /zip|central directory|end of data/i.test(String((err as Error | null)?.message))) {
    return new ProcessingError('This Word document is damaged and cannot be opened. Re-save it in Word and upload it again.');
  }
  return new ProcessingError('The text could not be extracted because of an unexpected error. Use Reprocess to try again.', false);
}
