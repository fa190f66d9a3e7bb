/**
 * Loads the corpus into a migrated app database (PGlite or PostgreSQL) with plain multi-row
 * INSERTs, as processed documents with one row per page; document_pages.search is a generated
 * column, so the tsvectors are computed by the database exactly as the app computes them.
 */
import { ROLE_INFO } from '@app/contract';
import type { Database } from '../../apps/server/src/db/client.js';
import { benchCases, documents, FIRMS, orgId, userId, type BenchDocument } from './corpus.js';

/** Rows per INSERT: big enough to amortise a round trip, small enough for PGlite's one buffer. */
const BATCH_DOCS = 250;

type Row = unknown[];

/** `insert into t (cols) values ($1,$2),($3,$4)…` for rows of equal width. */
async function insertRows(database: Database, table: string, columns: string[], rows: Row[], casts: string[] = []): Promise<void> {
  if (rows.length === 0) return;
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const marks = row.map((value, i) => {
      values.push(value);
      return `$${values.length}${casts[i] ?? ''}`;
    });
    return `(${marks.join(',')})`;
  });
  await database.executeSql(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, values);
}

export interface LoadStats {
  documents: number;
  pages: number;
  insertMs: number;
  analyzeMs: number;
}

export async function loadCorpus(database: Database, total: number, onProgress: (done: number) => void): Promise<LoadStats> {
  const started = performance.now();
  for (const firm of FIRMS) {
    await insertRows(database, 'organizations', ['id', 'name', 'subscription_type', 'subscription_status'], [[orgId(firm.index), firm.name, 'professional', 'active']]);
    await insertRows(
      database,
      'users',
      ['id', 'organization_id', 'email', 'full_name', 'role', 'org_role', 'is_verified'],
      [[userId(firm.index), orgId(firm.index), `partner${firm.index}@bench.example`, `Bench Partner ${firm.index}`, 'partner', ROLE_INFO.partner.organizationRole, true]],
    );
  }
  const caseRows: Row[] = [];
  for (const c of benchCases()) caseRows.push([c.id, c.organizationId, c.name, c.clientName, c.caseType, 'active', 'medium']);
  for (let i = 0; i < caseRows.length; i += 500) {
    await insertRows(database, 'cases', ['id', 'organization_id', 'name', 'client_name', 'case_type', 'status', 'priority'], caseRows.slice(i, i + 500));
  }

  let batch: BenchDocument[] = [];
  let pages = 0;
  let done = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertRows(
      database,
      'documents',
      ['id', 'organization_id', 'case_id', 'filename', 'extension', 'content_type', 'detected_type', 'size_bytes', 'sha256', 'status', 'page_count', 'progress', 'uploaded_by', 'created_at', 'updated_at', 'processed_at'],
      batch.map((d) => [d.id, d.organizationId, d.caseId, d.filename, 'pdf', 'application/pdf', 'pdf', d.sizeBytes, d.sha256, 'processed', d.pages.length, 100, d.userId, d.createdAt.toISOString(), d.createdAt.toISOString(), d.createdAt.toISOString()]),
    );
    const pageRows: Row[] = [];
    for (const d of batch) d.pages.forEach((text, p) => pageRows.push([d.organizationId, d.id, p + 1, text]));
    await insertRows(database, 'document_pages', ['organization_id', 'document_id', 'page_number', 'text'], pageRows);
    pages += pageRows.length;
    done += batch.length;
    batch = [];
    onProgress(done);
  };
  for (const doc of documents(total)) {
    batch.push(doc);
    if (batch.length === BATCH_DOCS) await flush();
  }
  await flush();
  const insertMs = performance.now() - started;
  const analyzeStarted = performance.now();
  await database.executeSql('analyze');
  return { documents: done, pages, insertMs, analyzeMs: performance.now() - analyzeStarted };
}
