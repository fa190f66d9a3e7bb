import type { Tx } from '../../../db/client.js';

export interface ReplacedDocument {
  id: string;
  organizationId: string;
  filename: string;
}
export interface ReplacedPage {
  pageNumber: number;
  text: string;
}

/**
 * The documents module's extension point in processing: a step another module runs inside the
 * transaction that replaces a document's page text, so whatever it keeps about the old text
 * changes (or rolls back) with the pages. The module registry (modules/index.ts) hands the steps
 * to the documents module; the pipeline names none of them. Work that may lag behind the text
 * (the search index, the embeddings) is queued as jobs instead (after-processing.ts).
 */
export type PagesReplacedStep = (tx: Tx, doc: ReplacedDocument, pages: readonly ReplacedPage[]) => Promise<unknown>;
