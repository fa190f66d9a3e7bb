/**
 * The reference engine: SQLite FTS5 (better-sqlite3) over the same page texts, bm25-ranked, with
 * the tenant and the case as UNINDEXED columns filtered after the match (as an app would scope it).
 * Cached as a file under bench/.cache, since the corpus is a pure function of its size and version.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { CORPUS_VERSION, documents } from './corpus.js';
import type { BenchQuery } from './queries.js';

export interface Fts5Index {
  file: string;
  buildMs: number | null;
  search(query: BenchQuery, organizationId: string): number;
  /** How many of the firm's pages match: the work a ranked engine faces for this query. */
  matchingPages(query: BenchQuery, organizationId: string): number;
  close(): void;
}

function build(file: string, total: number, onProgress: (done: number) => void): void {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const db = new Sqlite(partial);
  db.pragma('journal_mode = off');
  db.pragma('synchronous = off');
  // porter over unicode61 is the closest match to Postgres's 'english' configuration (stemming).
  db.exec(`create virtual table pages using fts5(text, document_id unindexed, case_id unindexed, organization_id unindexed, tokenize = 'porter unicode61')`);
  const insert = db.prepare('insert into pages (text, document_id, case_id, organization_id) values (?, ?, ?, ?)');
  let batch: [string, string, string, string][] = [];
  const flush = db.transaction((rows: [string, string, string, string][]) => {
    for (const row of rows) insert.run(...row);
  });
  let done = 0;
  for (const doc of documents(total)) {
    for (const text of doc.pages) batch.push([text, doc.id, doc.caseId, doc.organizationId]);
    done++;
    if (batch.length >= 5000) {
      flush(batch);
      batch = [];
      onProgress(done);
    }
  }
  flush(batch);
  onProgress(done);
  db.exec(`insert into pages(pages) values ('optimize')`);
  db.close();
  renameSync(partial, file);
}

export function openFts5(cacheDir: string, total: number, onProgress: (done: number) => void): Fts5Index {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `fts5-${total}-v${CORPUS_VERSION}.sqlite`);
  let buildMs: number | null = null;
  if (!existsSync(file)) {
    const started = performance.now();
    build(file, total, onProgress);
    buildMs = performance.now() - started;
  }
  const db = new Sqlite(file, { readonly: true });
  // `order by rank` (bm25 by default) rather than `order by bm25(pages)`: FTS5 special-cases it,
  // which measured faster with the UNINDEXED filters here.
  const scoped = db.prepare('select document_id from pages where pages match ? and organization_id = ? order by rank limit 20');
  const inCase = db.prepare('select document_id from pages where pages match ? and organization_id = ? and case_id = ? order by rank limit 20');
  const countScoped = db.prepare('select count(*) as n from pages where pages match ? and organization_id = ?');
  const countInCase = db.prepare('select count(*) as n from pages where pages match ? and organization_id = ? and case_id = ?');
  return {
    file,
    buildMs,
    search: (query, organizationId) =>
      (query.caseId ? inCase.all(query.fts5, organizationId, query.caseId) : scoped.all(query.fts5, organizationId)).length,
    matchingPages: (query, organizationId) => {
      const row = (query.caseId ? countInCase.get(query.fts5, organizationId, query.caseId) : countScoped.get(query.fts5, organizationId)) as { n: number };
      return row.n;
    },
    close: () => db.close(),
  };
}
