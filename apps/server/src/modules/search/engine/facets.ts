import { sql } from 'drizzle-orm';
import type { DocumentSearchResponse, FacetCount } from '@app/contract';
import { rows, type DbOrTx } from '../../../db/client.js';
import { documentDate } from './sql-fragments.js';
import { matchingPages, type RankContext } from './ranking.js';

export interface CountAndFacets {
  total: number;
  /** Matching pages read (at most cap + 1). */
  pages: number;
  /** The count stopped at the cap: total and facets describe the first `cap` matching pages. */
  estimate: boolean;
  facets: DocumentSearchResponse['facets'];
}

interface FacetRow {
  kind: 'total' | 'pages' | 'case' | 'file_type' | 'status' | 'year';
  value: string | null;
  label: string | null;
  count: number | string;
}

const byCountThenLabel = (a: FacetCount, b: FacetCount) => b.count - a.count || a.label.localeCompare(b.label);

/**
 * The number of matching documents and the facet counts over the same set, in one statement.
 * Counting reads at most `cap` matching pages: past that, the numbers are lower bounds.
 */
export async function countAndFacets(db: DbOrTx, ctx: Pick<RankContext, 'organizationId' | 'tsquery' | 'anyWord' | 'docWhere'>, cap: number): Promise<CountAndFacets> {
  const result = await rows<FacetRow>(
    db,
    sql`with m as (${matchingPages(ctx, cap + 1)}),
      docs as materialized (
        select d.id, d.case_id, lower(coalesce(d.detected_type, d.extension, 'other')) as file_type, d.status,
          extract(year from ${documentDate})::int as year
        from documents d where d.id in (select p.document_id from document_pages p join m on m.id = p.id)
      )
      select 'pages' as kind, null as value, null as label, (select count(*) from m) as count
      union all select 'total', null, null, count(*) from docs
      union all select 'case', docs.case_id::text, min(c.name), count(*) from docs join cases c on c.id = docs.case_id group by docs.case_id
      union all select 'file_type', file_type, file_type, count(*) from docs group by file_type
      union all select 'status', status, status, count(*) from docs group by status
      union all select 'year', year::text, year::text, count(*) from docs group by year`,
  );
  const facets: DocumentSearchResponse['facets'] = { case: [], file_type: [], status: [], year: [] };
  let total = 0;
  let pages = 0;
  for (const r of result) {
    const count = Number(r.count);
    if (r.kind === 'pages') pages = count;
    else if (r.kind === 'total') total = count;
    else if (r.value !== null) facets[r.kind].push({ value: r.value, label: r.label ?? r.value, count });
  }
  facets.case.sort(byCountThenLabel);
  facets.file_type.sort(byCountThenLabel);
  facets.status.sort(byCountThenLabel);
  facets.year.sort((a, b) => Number(b.value) - Number(a.value));
  return { total, pages, estimate: pages > cap, facets };
}
