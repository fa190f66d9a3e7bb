import { z } from 'zod';
import { NonEmptyText } from '../common.js';
import { PRIVILEGE_TYPES } from './review.js';

/** The privilege log: what was withheld as privileged, and its export for opposing counsel. */

/** Withheld whole, or produced with the privileged parts redacted (its Bates pages in the control number). */
export const PRIVILEGE_TREATMENTS = ['withheld', 'redacted'] as const;

export const PrivilegeLogEntry = z.object({
  /** PRIV-0001 …, per case, fixed when the document is first coded privileged. */
  log_id: z.string(),
  document_id: z.uuid(),
  /** The control number (the document is withheld, so it has no Bates number). */
  control_number: z.string(),
  filename: z.string(),
  date: z.string().nullable(),
  document_type: z.string(),
  author: z.string().nullable(),
  recipients_to: z.string().nullable(),
  recipients_cc: z.string().nullable(),
  recipients_bcc: z.string().nullable(),
  description: z.string(),
  privilege: z.enum(PRIVILEGE_TYPES),
  privilege_label: z.string(),
  basis: z.string().nullable(),
  treatment: z.enum(PRIVILEGE_TREATMENTS),
});
export type PrivilegeLogEntry = z.infer<typeof PrivilegeLogEntry>;

export const PrivilegeLogQuery = z.object({ case_id: z.uuid() });
export const PrivilegeLog = z.object({ case_id: z.uuid(), entries: z.array(PrivilegeLogEntry), can_edit: z.boolean() });
export type PrivilegeLog = z.infer<typeof PrivilegeLog>;

export const UpdatePrivilegeLogEntryRequest = z.object({ description: NonEmptyText(4_000) });

export const PRIVILEGE_LOG_FORMATS = ['csv', 'xlsx'] as const;
export const PrivilegeLogExportQuery = z.object({ case_id: z.uuid(), format: z.enum(PRIVILEGE_LOG_FORMATS).default('xlsx') });
