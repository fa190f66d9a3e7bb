import { sql } from 'drizzle-orm';
import type { DocumentSearchRequest, DocumentSearchResponse } from '@app/contract';
import type { Database } from '../../../db/client.js';
import type { DocumentSuggestion, SearchIndex, SearchScope } from '../../../platform/search/search-index.js';

/** PLACEHOLDER (session 3 groundwork): the search helper replaces this with the real engine. */
export class PostgresSearchIndex implements SearchIndex {
  readonly engine = 'postgres-fts';
  constructor(private readonly database: Database) {}

  searchDocuments(_scope: SearchScope, _request: DocumentSearchRequest): Promise<DocumentSearchResponse> {
    return Promise.reject(new Error('not built yet'));
  }

  async suggestDocuments(scope: SearchScope, text: string, options: { limit: number; caseId?: string }): Promise<DocumentSuggestion[]> {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const caseFilter = options.caseId
      ? sql`and d.case_id = ${options.caseId}`
      : scope.caseIds
        ? sql`and d.case_id in (select unnest(${`{${scope.caseIds.join(',')}}`}::uuid[]))`
        : sql``;
    const rows = (await this.database.db.execute(sql`
      select d.id, d.case_id, d.filename from documents d
      where d.organization_id = ${scope.organizationId} and d.deleted_at is null ${caseFilter}
        and (d.filename ilike ${like} or exists (select 1 from document_pages p where p.document_id = d.id and p.text ilike ${like}))
      limit ${options.limit}`)) as unknown as { rows: { id: string; case_id: string; filename: string }[] };
    return rows.rows.map((r) => ({ documentId: r.id, caseId: r.case_id, filename: r.filename, score: 0.5, excerpt: null }));
  }

  async indexDocument(): Promise<void> {}
  async rebuild(): Promise<void> {}
}
