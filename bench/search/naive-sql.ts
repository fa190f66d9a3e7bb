/**
 * The naive baselines, run on the same database as our engine: what one would write without a
 * search engine (an ILIKE scan, first 20 hits) and the textbook ranked full-text query (every match's
 * ts_rank_cd, sorted, top 20).
 */
import type { Database } from '../../apps/server/src/db/client.js';
import type { BenchQuery } from './queries.js';

export async function ilikeScan(database: Database, query: BenchQuery, organizationId: string): Promise<number> {
  const values: unknown[] = [organizationId];
  const conditions = query.ilike.map((word) => {
    values.push(`%${word}%`);
    return `p.text ilike $${values.length}`;
  });
  if (query.caseId) {
    values.push(query.caseId);
    conditions.push(`p.document_id in (select id from documents where case_id = $${values.length})`);
  }
  const { rows } = await database.executeSql(
    `select p.document_id from document_pages p where p.organization_id = $1 and ${conditions.join(' and ')} limit 20`,
    values,
  );
  return rows.length;
}

export async function naiveRanked(database: Database, query: BenchQuery, organizationId: string): Promise<number> {
  const values: unknown[] = [organizationId, query.tsquery.text];
  let caseFilter = '';
  if (query.caseId) {
    values.push(query.caseId);
    caseFilter = `and p.document_id in (select id from documents where case_id = $3)`;
  }
  const { rows } = await database.executeSql(
    `select p.document_id, ts_rank_cd(p.search, q) as rank
       from document_pages p, ${query.tsquery.parser}('english', $2) q
      where p.organization_id = $1 and p.search @@ q ${caseFilter}
      order by rank desc limit 20`,
    values,
  );
  return rows.length;
}
