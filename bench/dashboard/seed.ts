/**
 * The dashboard benchmark's firm, loaded with generate_series SQL (no rows built in JavaScript):
 * 3,000 cases with 5 events each, 100,000 documents (2 % failed, 1 % still processing, the rest
 * processed over the last 12 weeks), 1,000 discovery requests, 200,000 ai_usage rows, 100,000
 * audit rows naming its cases, budget and lawyer alerts; and a second firm a tenth of that size
 * whose rows must never be counted. Deterministic: every value is a function of the row number.
 */
import { ROLE_INFO } from '@app/contract';
import type { Database } from '../../apps/server/src/db/client.js';

export const FIRM = '00000000-0000-4000-8000-0000000d0000';
const OTHER_FIRM = '00000000-0000-4000-8000-0000000d0001';
export const PARTNER = '00000000-0000-4000-8000-0000000d1000';
export const ASSOCIATE = '00000000-0000-4000-8000-0000000d1001';
const OTHER_PARTNER = '00000000-0000-4000-8000-0000000d1002';

export interface Sizes {
  cases: number;
  documents: number;
  aiUsage: number;
  audit: number;
  /** Cases the associate is a member of. */
  assigned: number;
}

/**
 * Row `i` of a table as a uuid (the md5 of a label, with the version 4 and variant bits the API's
 * schemas check), so the loads need no lookups: case n is bench_uuid('case' || n) everywhere.
 */
const uuid = (label: string) => `bench_uuid('${label}' || i)`;
const UUID_FUNCTION = `create or replace function bench_uuid(t text) returns uuid language sql immutable as $$
  select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid
  from (select md5(t) as h) x $$`;

function statements(s: Sizes): [string, string][] {
  const firmOf = (limit: string) => `case when i <= ${limit} then '${FIRM}'::uuid else '${OTHER_FIRM}'::uuid end`;
  const caseOf = (expr: string) => `bench_uuid('case' || (${expr}))`;
  const cases = s.cases + Math.ceil(s.cases / 10);
  const docs = s.documents + Math.ceil(s.documents / 10);
  const usage = s.aiUsage + Math.ceil(s.aiUsage / 10);
  // Firm 0's rows take numbers 1..N; the other firm's N+1..N*1.1 and its own cases.
  const firmCase = (i: string, n: number) => `case when ${i} <= ${n} then 1 + (${i} % ${s.cases}) else ${s.cases} + 1 + (${i} % ${Math.ceil(s.cases / 10)}) end`;
  return [
    ['uuid function', UUID_FUNCTION],
    [
      'firms and users',
      `insert into organizations (id, name, subscription_type, subscription_status) values ('${FIRM}', 'Dashboard Firm', 'professional', 'active'), ('${OTHER_FIRM}', 'Other Firm', 'professional', 'active');
       insert into users (id, organization_id, email, full_name, role, org_role, is_verified) values
         ('${PARTNER}', '${FIRM}', 'partner@dashboard.example', 'Bench Partner', 'partner', '${ROLE_INFO.partner.organizationRole}', true),
         ('${ASSOCIATE}', '${FIRM}', 'associate@dashboard.example', 'Bench Associate', 'associate', '${ROLE_INFO.associate.organizationRole}', true),
         ('${OTHER_PARTNER}', '${OTHER_FIRM}', 'partner@other.example', 'Other Partner', 'partner', '${ROLE_INFO.partner.organizationRole}', true)`,
    ],
    [
      `${cases} cases`,
      // A tenth closed; last changed 0–119 days ago, so about three in four open cases are idle.
      `insert into cases (id, organization_id, name, client_name, case_type, status, priority, docket_number, created_at, updated_at)
       select ${uuid('case')}, ${firmOf(String(s.cases))}, 'Matter ' || i || ' v. Opponent ' || (i % 97), 'Client ' || i, 'litigation',
         case when i % 10 = 0 then 'closed' else 'active' end, 'medium', '2:25-cv-' || lpad(i::text, 5, '0'),
         now() - interval '200 days', now() - ((i * 37) % 120) * interval '1 day'
       from generate_series(1, ${cases}) i`,
    ],
    [
      `${s.assigned} case memberships`,
      `insert into case_members (organization_id, case_id, user_id, access_level)
       select '${FIRM}', ${caseOf(`1 + (i * 97) % ${s.cases}`)}, '${ASSOCIATE}', 'edit' from generate_series(1, ${s.assigned}) i`,
    ],
    [
      `${cases * 5} events`,
      // Per case: two deadlines (-30..+59 days), a filing, a hearing, a meeting; a fifth completed.
      `insert into case_events (id, organization_id, case_id, event_type, title, starts_at, status, created_at, updated_at)
       select ${uuid('event')}, ${firmOf(String(s.cases * 5))}, ${caseOf(`1 + (i - 1) / 5`)},
         (array['deadline', 'filing', 'hearing', 'deadline', 'meeting'])[1 + i % 5],
         (array['Expert disclosures deadline', 'Opposition brief filed', 'Hearing on motion to compel', 'Reply brief deadline', 'Client meeting'])[1 + i % 5],
         date_trunc('day', now()) + (((i * 7919) % 90) - 30) * interval '1 day' + interval '15 hours',
         case when i % 5 = 2 and i % 3 = 0 then 'completed' else 'scheduled' end,
         now() - interval '200 days', now() - ((i * 41) % 150) * interval '1 day'
       from generate_series(1, ${cases * 5}) i`,
    ],
    [
      `${docs} documents`,
      `insert into documents (id, organization_id, case_id, filename, extension, size_bytes, sha256, status, failure_reason, processed_at, created_at, updated_at, progress)
       select ${uuid('doc')}, ${firmOf(String(s.documents))}, ${caseOf(firmCase('i', s.documents))},
         'exhibit-' || i || '.pdf', 'pdf', 1000 + i, md5('doc' || i) || md5('sha' || i),
         case when i % 50 = 0 then 'failed' when i % 100 = 1 then 'processing' else 'processed' end,
         case when i % 50 = 0 then 'The PDF is encrypted' end,
         case when i % 50 <> 0 and i % 100 <> 1 then now() - ((i * 13) % 84) * interval '1 day' end,
         now() - ((i * 17) % 150) * interval '1 day', now() - ((i * 13) % 84) * interval '1 day', 100
       from generate_series(1, ${docs}) i`,
    ],
    [
      `${Math.ceil(s.cases / 3)} discovery requests`,
      `insert into discovery_requests (id, organization_id, case_id, direction, request_type, title, set_number, served_date, service_method, response_days, due_date, status)
       select ${uuid('request')}, '${FIRM}', ${caseOf(`1 + (i * 3) % ${s.cases}`)}, case when i % 4 = 0 then 'served' else 'received' end, 'production',
         'Requests for production, set ' || i, 1, current_date - 30 + (i % 60) - 20, 'email', 30, current_date + (i % 60) - 20,
         case when i % 10 < 7 then 'open' else 'responded' end
       from generate_series(1, ${Math.ceil(s.cases / 3)}) i`,
    ],
    [
      `${usage} ai_usage rows`,
      `insert into ai_usage (organization_id, user_id, case_id, provider, model, feature, input_tokens, output_tokens, cost_usd, created_at)
       select ${firmOf(String(s.aiUsage))}, case when i <= ${s.aiUsage} then '${PARTNER}'::uuid else '${OTHER_PARTNER}'::uuid end, ${caseOf(firmCase('i', s.aiUsage))},
         'openai', (array['gpt-4o-mini', 'gpt-4o', 'text-embedding-3-small'])[1 + i % 3], (array['analysis', 'summary', 'embeddings'])[1 + i % 3],
         100 + i % 900, 50 + i % 400, (i % 100) / 1000.0, now() - ((i * 7) % 90) * interval '1 day'
       from generate_series(1, ${usage}) i`,
    ],
    [
      `${s.audit} audit rows`,
      // Their own chain: the app's appends (sign-in) continue the firm's chain from its head.
      `insert into audit_logs (id, chain, sequence, prev_hash, hash, organization_id, user_id, timestamp, action, resource_type, resource_id, details, outcome, risk_level, compliance_tags, retention_date, metadata, source)
       select ${uuid('audit')}, 'bench-activity', i, md5('p' || i), md5('h' || i), '${FIRM}', '${PARTNER}', now() - ((i * 11) % 84) * interval '1 day',
         case when i % 2 = 0 then 'case_viewed' else 'document_uploaded' end, case when i % 2 = 0 then 'case' else 'document' end,
         case when i % 2 = 0 then ${caseOf(`1 + i % ${s.cases}`)}::text else ${uuid('doc')}::text end,
         case when i % 2 = 0 then '{}'::jsonb else jsonb_build_object('case_id', ${caseOf(`1 + i % ${s.cases}`)}::text) end,
         'success', 'low', '[]'::jsonb, now() + interval '7 years', '{}'::jsonb, 'server'
       from generate_series(1, ${s.audit}) i`,
    ],
    [
      'budget and lawyer alerts',
      `insert into ai_budgets (id, organization_id, scope, monthly_limit_usd) values (bench_uuid('budget'), '${FIRM}', 'firm', 5000);
       insert into budget_alerts (organization_id, budget_id, period, threshold, spent_usd, limit_usd)
         values ('${FIRM}', bench_uuid('budget'), to_char(now() at time zone 'UTC', 'YYYY-MM'), 50, 2600, 5000),
                ('${FIRM}', bench_uuid('budget'), to_char(now() at time zone 'UTC', 'YYYY-MM'), 80, 4100, 5000);
       insert into lawyer_analyses (id, organization_id, case_id, inputs_version, engine, content)
         select ${uuid('analysis')}, '${FIRM}', ${caseOf(`1 + (i * 10) % ${s.cases}`)}, 'v1', 'offline', '{}'::jsonb from generate_series(1, 300) i;
       insert into lawyer_alerts (organization_id, case_id, analysis_id, kind, severity, title, detail, acknowledged_at)
         select '${FIRM}', ${caseOf(`1 + (i * 10) % ${s.cases}`)}, ${uuid('analysis')}, 'new_risk', (array['high', 'medium', 'low'])[1 + i % 3],
           'New risk ' || i, 'A new document changes the analysis.', case when i % 2 = 0 then now() end
         from generate_series(1, 300) i`,
    ],
  ];
}

const TABLES = ['cases', 'case_members', 'case_events', 'documents', 'discovery_requests', 'ai_usage', 'audit_logs', 'budget_alerts', 'lawyer_alerts'];

/** Loads the firms; returns the milliseconds each step took. */
export async function seedDashboardFirm(database: Database, sizes: Sizes): Promise<[string, number][]> {
  const steps: [string, number][] = [];
  for (const [label, statement] of statements(sizes)) {
    const started = performance.now();
    await database.executeSql(statement);
    steps.push([label, performance.now() - started]);
  }
  const started = performance.now();
  // What autovacuum (PostgreSQL) or the maintenance job (PGlite) does within minutes of a load.
  for (const table of TABLES) await database.executeSql(`vacuum analyze ${table}`);
  steps.push(['vacuum analyze', performance.now() - started]);
  return steps;
}
