/**
 * The baseline: omnisearch's case and event statements as they were before migration 0010, which
 * tested `strpos(lower(concat_ws(…)), word)` on every row of the firm. Same columns, order and
 * limit as the app's sources, so only the way rows are found differs.
 */
import type { Database } from '../../apps/server/src/db/client.js';
import { containsPattern, prefixPattern } from '../../apps/server/src/db/like-patterns.js';

function tokensOf(typed: string): string[] {
  return typed.toLowerCase().replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
}

export async function oldScan(database: Database, organizationId: string, typed: string, limit: number): Promise<number> {
  const tokens = tokensOf(typed);
  const text = tokens.join(' ');
  const values: unknown[] = [organizationId, prefixPattern(text), containsPattern(text)];
  const placeholders = tokens.map((token) => (values.push(token), `$${values.length}`));
  const caseFields = `concat_ws(' ', name, client_name, docket_number, opposing_party)`;
  const caseMatch = placeholders.map((p) => `(strpos(lower(${caseFields}), ${p}) > 0 or strpos(lower(parties::text), ${p}) > 0)`).join(' and ');
  const caseRows = await database.executeSql(
    `select id, name, client_name, docket_number, opposing_party, parties from cases
      where organization_id = $1 and ${caseMatch}
      order by case when name ilike $2 then 0 when name ilike $3 then 1 else 2 end, name limit ${limit}`,
    values,
  );
  const eventFields = `concat_ws(' ', title, location, description)`;
  const eventMatch = placeholders.map((p) => `strpos(lower(${eventFields}), ${p}) > 0`).join(' and ');
  const eventRows = await database.executeSql(
    `select id, case_id, title, event_type, starts_at, location, description,
            (select c.name from cases c where c.id = case_events.case_id) as case_name
       from case_events
      where organization_id = $1 and ${eventMatch}
      order by case when title ilike $2 then 0 when title ilike $3 then 1 else 2 end, starts_at limit ${limit}`,
    values,
  );
  return caseRows.rows.length + eventRows.rows.length;
}
