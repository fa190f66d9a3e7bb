import { z } from 'zod';
import { Timestamp } from './common.js';
import { DocumentStatusSchema } from './documents.js';
import { Case } from './cases.js';
import { CollectionFilterFields } from './collections-review.js';

/**
 * Document search (keyword, semantic, hybrid). The query syntax is web-search style:
 * words (all must match), "quoted phrases", OR, -exclusion, prefix* and proximity `a NEAR/5 b`
 * (both words within 5 words of each other, either order). Documented in SEARCH_SYNTAX_HELP.
 */
export const SEARCH_MODES = ['keyword', 'semantic', 'hybrid'] as const;
export const SearchMode = z.enum(SEARCH_MODES);
export type SearchMode = z.infer<typeof SearchMode>;

export const SEARCH_SORTS = ['relevance', 'date_desc', 'date_asc'] as const;
export const SearchSort = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSort>;

export const SEARCH_SYNTAX_HELP: readonly { example: string; meaning: string }[] = [
  { example: 'termination notice', meaning: 'Both words, anywhere in the document' },
  { example: '"notice of termination"', meaning: 'The exact phrase' },
  { example: 'breach OR default', meaning: 'Either word' },
  { example: 'indemnity -insurance', meaning: 'Leave out documents with the word after the minus' },
  { example: 'indemn*', meaning: 'Words starting with indemn (indemnity, indemnification…)' },
  { example: 'termination NEAR/5 notice', meaning: 'Both words within 5 words of each other' },
];

const IsoDate = z.iso.date();

/** Filters shared by every document search mode. Arrays arrive as repeated or comma-separated params. */
export const DocumentSearchFilters = z.object({
  case_id: z.uuid().optional(),
  /** Detected type or extension, e.g. pdf, docx, eml. */
  file_type: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  date_from: IsoDate.optional(),
  date_to: IsoDate.optional(),
  /** Author (document metadata) or custodian (uploader's name / e-mail sender), case-insensitive substring. */
  author: z.string().trim().min(1).max(200).optional(),
  status: z.array(DocumentStatusSchema).max(6).optional(),
  /** Custodian, source path, thread, near-duplicate group, inclusive messages only. */
  ...CollectionFilterFields,
});
export type DocumentSearchFilters = z.infer<typeof DocumentSearchFilters>;

export const DocumentSearchRequest = DocumentSearchFilters.extend({
  q: z.string().trim().min(1, 'Enter something to search for').max(500),
  sort: SearchSort.default('relevance'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type DocumentSearchRequest = z.infer<typeof DocumentSearchRequest>;

/**
 * A passage of a page. `html` is the passage escaped for HTML with only <mark>…</mark> added around
 * matched terms, so it is safe to render; `text` is the same passage without markup.
 */
export const SearchSnippet = z.object({
  page_number: z.number().int(),
  text: z.string(),
  html: z.string(),
  /** Character offset of the passage within the page text (opens the viewer at the passage). */
  start: z.number().int(),
  end: z.number().int(),
});
export type SearchSnippet = z.infer<typeof SearchSnippet>;

export const DocumentSearchHit = z.object({
  document_id: z.uuid(),
  case_id: z.uuid(),
  case_name: z.string(),
  filename: z.string(),
  detected_type: z.string().nullable(),
  status: DocumentStatusSchema,
  created_at: Timestamp,
  /** The document's own date when known (e-mail sent date, metadata date), else null. */
  document_date: Timestamp.nullable(),
  author: z.string().nullable(),
  /** Engine score (higher is better), comparable only within one response. */
  score: z.number(),
  snippets: z.array(SearchSnippet),
});
export type DocumentSearchHit = z.infer<typeof DocumentSearchHit>;

export const FacetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCount>;

export const DocumentSearchResponse = z.object({
  mode: SearchMode,
  total: z.number().int(),
  /** True when the total is a lower bound (the engine stopped counting). */
  total_is_estimate: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  hits: z.array(DocumentSearchHit),
  facets: z.object({
    case: z.array(FacetCount),
    file_type: z.array(FacetCount),
    status: z.array(FacetCount),
    year: z.array(FacetCount),
    /** The matching documents' own custodians (a document held by several counts under its own). */
    custodian: z.array(FacetCount),
  }),
  /** How the query was understood, e.g. terms used for highlighting. */
  terms: z.array(z.string()),
  /** Embedding engine used for semantic and hybrid modes, e.g. `local-hash-v1`; null for keyword. */
  embedding_engine: z.string().nullable(),
  took_ms: z.number(),
  warnings: z.array(z.string()),
});
export type DocumentSearchResponse = z.infer<typeof DocumentSearchResponse>;

/** /search/vector and /search/advanced take the same body; vector ignores the keyword syntax. */
export const VectorSearchRequest = DocumentSearchFilters.extend({
  q: z.string().trim().min(1, 'Enter something to search for').max(2000),
  page: z.coerce.number().int().min(1).max(100).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type VectorSearchRequest = z.infer<typeof VectorSearchRequest>;
export const AdvancedSearchRequest = DocumentSearchRequest.extend({ mode: SearchMode.default('hybrid') });
export type AdvancedSearchRequest = z.infer<typeof AdvancedSearchRequest>;

export const CaseSearchRequest = z.object({
  q: z.string().trim().min(1, 'Enter something to search for').max(200),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const CaseSearchHit = z.object({ case: Case, score: z.number(), matched: z.array(z.string()) });
export const CaseSearchResponse = z.object({ hits: z.array(CaseSearchHit), total: z.number().int() });
export type CaseSearchResponse = z.infer<typeof CaseSearchResponse>;

/** `a,b` or repeated params (`?file_type=pdf&file_type=eml`) both become a list. */
const listParam = (value: unknown): unknown => {
  const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!items) return value;
  return items.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
};

/** GET /search/documents: the same request as the POST body, arrays read from the query string. */
export const DocumentSearchQuery = DocumentSearchRequest.extend({
  file_type: z.preprocess(listParam, z.array(z.string().trim().min(1).max(40)).max(20)).optional(),
  status: z.preprocess(listParam, z.array(DocumentStatusSchema).max(6)).optional(),
});
export type DocumentSearchQuery = z.infer<typeof DocumentSearchQuery>;
