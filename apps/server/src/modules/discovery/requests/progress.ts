import { sql } from 'drizzle-orm';
import type { ReviewProgress } from '@app/contract';
import { rows, type DbOrTx } from '../../../db/client.js';

/*
 * How far review has got for each request, over the case's live documents (every one counts:
 * attachments and transcripts are produced like any other file). Reviewed means coded responsive
 * or not for this request; `privileged` counts the responsive ones coded privileged, which a
 * production will withhold and the privilege log will list.
 */

interface ProgressRow {
  request_id: string;
  total: number | string;
  reviewed: number | string;
  responsive: number | string;
  not_responsive: number | string;
  privileged: number | string;
}

export const EMPTY_PROGRESS: ReviewProgress = { total: 0, reviewed: 0, responsive: 0, not_responsive: 0, privileged: 0 };

export async function progressOf(db: DbOrTx, requestIds: readonly string[]): Promise<Map<string, ReviewProgress>> {
  if (requestIds.length === 0) return new Map();
  const ids = sql.join(
    requestIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await rows<ProgressRow>(
    db,
    sql`select r.id as request_id,
        (select count(*) from documents d where d.case_id = r.case_id and d.deleted_at is null) as total,
        count(d.id) as reviewed,
        count(d.id) filter (where dr.value = 'responsive') as responsive,
        count(d.id) filter (where dr.value = 'not_responsive') as not_responsive,
        count(d.id) filter (where dr.value = 'responsive' and c.privilege <> 'none') as privileged
      from discovery_requests r
      left join document_responsiveness dr on dr.request_id = r.id
      left join documents d on d.id = dr.document_id and d.deleted_at is null
      left join document_codings c on c.document_id = d.id
      where r.id in (${ids})
      group by r.id, r.case_id`,
  );
  return new Map(
    found.map((r) => [
      r.request_id,
      {
        total: Number(r.total),
        reviewed: Number(r.reviewed),
        responsive: Number(r.responsive),
        not_responsive: Number(r.not_responsive),
        privileged: Number(r.privileged),
      },
    ]),
  );
}
