import type { DocumentSearchRequest, DocumentSearchResponse } from '@app/contract';

/**
 * What a caller may search: the firm, and for roles below partner only their assigned cases;
 * built by modules/search/scope.ts. Every SearchIndex method takes one, so no engine can leak another matter's text.
 */
export interface SearchScope {
  organizationId: string;
  /** null: every case of the firm (partner and above). */
  caseIds: string[] | null;
}

/** A document found while someone types (omnisearch). */
export interface DocumentSuggestion {
  documentId: string;
  caseId: string;
  /** The case's name (omnisearch shows it under the document). */
  caseName: string;
  filename: string;
  /** 0–1, comparable within one answer. */
  score: number;
  /** A short plain-text passage around the match, or null when only the name matched. */
  excerpt: string | null;
}

/**
 * The lexical search engine, behind one interface so the engine is a measured decision
 * (docs/benchmarks.md) that can change without touching the routes.
 */
export interface SearchIndex {
  /** Short name shown in benchmarks and the system page. */
  readonly engine: string;
  /** Ranked, filtered, faceted document search with safe snippets (web syntax + NEAR/n + prefix*). */
  searchDocuments(scope: SearchScope, request: DocumentSearchRequest): Promise<DocumentSearchResponse>;
  /** Type-ahead over document names and text; the last word is treated as a prefix. */
  suggestDocuments(scope: SearchScope, text: string, options: { limit: number; caseId?: string }): Promise<DocumentSuggestion[]>;
  /** Brings derived structures up to date after a document's text changed or it was deleted. */
  indexDocument(organizationId: string, documentId: string): Promise<void>;
  /** Recomputes derived structures for one firm, or all firms when null. */
  rebuild(organizationId: string | null): Promise<void>;
  /** True when documents have text but the engine's derived structures were never built (start-up then queues a rebuild). */
  needsRebuild?(): Promise<boolean>;
}
