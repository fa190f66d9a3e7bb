import { z } from 'zod';
import { SEARCH_MIN_LENGTH, SEARCH_RESULT_LIMIT } from '../constants.js';

/** A search result: what omnisearch answers with. */
export const OMNISEARCH_RESULT_TYPES = ['case', 'document', 'person', 'event'] as const;
export const OmnisearchResultType = z.enum(OMNISEARCH_RESULT_TYPES);
export type OmnisearchResultType = z.infer<typeof OmnisearchResultType>;

export const OmnisearchResult = z.object({
  id: z.string(),
  type: OmnisearchResultType,
  title: z.string(),
  subtitle: z.string(),
  /** The matter the result belongs to; null for a firm member. */
  caseId: z.string().nullable(),
  /** 0–100. */
  relevance: z.number().min(0).max(100),
  /** True on a document that is a transcript made on /transcription (it opens there, at the words searched for). */
  transcript: z.boolean().optional(),
});
export type OmnisearchResult = z.infer<typeof OmnisearchResult>;

export const OmnisearchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH, `Enter at least ${SEARCH_MIN_LENGTH} characters`).max(200),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_RESULT_LIMIT),
  /** Only this case's results ('Search current case only'). */
  case_id: z.uuid().optional(),
  /** The selected case when not restricted: its results sort first. */
  selected_case_id: z.uuid().optional(),
});
export type OmnisearchQuery = z.infer<typeof OmnisearchQuery>;

export const OmnisearchResponse = z.object({ results: z.array(OmnisearchResult) });
export type OmnisearchResponse = z.infer<typeof OmnisearchResponse>;
