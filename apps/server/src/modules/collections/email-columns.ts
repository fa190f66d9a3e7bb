import { emailHeadersOf } from './review-inputs.js';

/** A document's e-mail columns (From, To, Cc, Subject, Sent) for lists and threads. */
export function emailColumns(metadata: Record<string, unknown>) {
  const email = emailHeadersOf(metadata);
  return {
    is_email: email !== null,
    from: email?.from[0] ?? null,
    to: email?.to ?? [],
    cc: email?.cc ?? [],
    subject: email?.subject ?? null,
    sent_at: email?.date ?? null,
  };
}
