/**
 * A large firm's matters for the omnisearch scale benchmark: 3,000 cases (by default) with
 * parties, docket numbers and five events each, plus a second firm whose rows must never be read.
 * Deterministic (seeded PRNG): the same arguments give the same rows, so runs compare.
 */
import { ROLE_INFO, type CaseParty } from '@app/contract';
import type { Database } from '../../apps/server/src/db/client.js';
import { seededRandom } from '../ingest/legal-text.js';

/** The witness planted in exactly PLANTED_CASES cases (and one event of each). */
export const PLANTED_NAME = 'Quillfeather';
export const PLANTED_CASES = 3;

export const firmId = (firm: number) => `00000000-0000-4000-8000-${(0xa0000 + firm).toString(16).padStart(12, '0')}`;
export const partnerId = (firm: number) => `00000000-0000-4000-8000-${(0xb0000 + firm).toString(16).padStart(12, '0')}`;
const caseUuid = (n: number) => `00000000-0000-4000-8000-${(0xc00000 + n).toString(16).padStart(12, '0')}`;
const eventUuid = (n: number) => `00000000-0000-4000-8000-${(0xe000000 + n).toString(16).padStart(12, '0')}`;

const SYLLABLES = ['har', 'mor', 'wen', 'gal', 'tor', 'bri', 'del', 'ven', 'cas', 'lin', 'ro', 'sta', 'mer', 'ash', 'ford', 'ley', 'ton', 'wick', 'bur', 'den', 'hol', 'kes', 'par', 'rid'];
const FIRST_NAMES = ['Ada', 'Ben', 'Clara', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jonah', 'Kira', 'Liam', 'Maya', 'Nils', 'Olga', 'Priya'];
const SUFFIXES = ['Inc.', 'LLC', 'Holdings', 'Logistics', 'Partners', 'Manufacturing', 'Health', 'Capital'];
const CITIES = ['Springfield', 'Riverton', 'Lakewood', 'Fairview', 'Georgetown', 'Ashland'];
const FILLER = 'the parties shall confer regarding the schedule and produce documents responsive to the requests before the conference with the court on the pending motion'.split(' ');
const EVENTS: { type: string; title: (witness: string) => string }[] = [
  { type: 'deposition', title: (w) => `Deposition of ${w}` },
  { type: 'hearing', title: () => 'Hearing on motion to compel' },
  { type: 'deadline', title: () => 'Expert disclosures due' },
  { type: 'filing', title: () => 'Opposition brief filed' },
  { type: 'meeting', title: () => 'Client strategy meeting' },
];
export const EVENTS_PER_CASE = EVENTS.length;

type Row = unknown[];

async function insertRows(database: Database, table: string, columns: string[], rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) {
    const values: unknown[] = [];
    const tuples = rows.slice(i, i + 300).map((row) => `(${row.map((value) => (values.push(value), `$${values.length}`)).join(',')})`);
    await database.executeSql(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, values);
  }
}

/** Loads `cases` cases into firm 0 and a tenth of that into firm 1; returns the time it took. */
export async function loadFirms(database: Database, cases: number): Promise<number> {
  const started = performance.now();
  const random = seededRandom(20261124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const surname = () => {
    const word = pick(SYLLABLES) + pick(SYLLABLES) + (random() < 0.5 ? pick(SYLLABLES) : '');
    return word[0]!.toUpperCase() + word.slice(1);
  };
  const planted = new Set(Array.from({ length: PLANTED_CASES }, (_, i) => Math.floor(((i + 0.5) * cases) / PLANTED_CASES)));

  for (const firm of [0, 1]) {
    await insertRows(database, 'organizations', ['id', 'name', 'subscription_type', 'subscription_status'], [[firmId(firm), `Scale Firm ${firm}`, 'professional', 'active']]);
    await insertRows(
      database,
      'users',
      ['id', 'organization_id', 'email', 'full_name', 'role', 'org_role', 'is_verified'],
      [[partnerId(firm), firmId(firm), `partner${firm}@scale.example`, `Scale Partner ${firm}`, 'partner', ROLE_INFO.partner.organizationRole, true]],
    );
  }
  const caseRows: Row[] = [];
  const eventRows: Row[] = [];
  const total = cases + Math.ceil(cases / 10);
  for (let n = 0; n < total; n++) {
    const firm = n < cases ? 0 : 1;
    const plaintiff = surname();
    const defendant = `${surname()} ${pick(SUFFIXES)}`;
    // Firm 1 gets the planted witness too (once): it must never show up in firm 0's answers.
    const witnessSurname = planted.has(n) || n === cases ? PLANTED_NAME : surname();
    const witness = `${pick(FIRST_NAMES)} ${witnessSurname}`;
    const parties: CaseParty[] = [
      { name: `${pick(FIRST_NAMES)} ${plaintiff}`, role: 'plaintiff', counsel: `${surname()} & ${surname()} LLP` },
      { name: defendant, role: 'defendant', counsel: `${surname()} Law Group` },
      { name: witness, role: 'witness' },
    ];
    const docket = `2:${20 + (n % 6)}-cv-${String(n).padStart(5, '0')}`;
    caseRows.push([caseUuid(n), firmId(firm), `${plaintiff} v. ${defendant}`, `${plaintiff} Family Trust`, 'litigation', 'active', 'medium', docket, defendant, JSON.stringify(parties)]);
    EVENTS.forEach((event, k) => {
      const description = Array.from({ length: 20 }, () => pick(FILLER)).join(' ');
      const startsAt = new Date(Date.UTC(2026, n % 12, 1 + ((n + k) % 28), 15));
      eventRows.push([eventUuid(n * EVENTS.length + k), firmId(firm), caseUuid(n), event.type, event.title(witness), description, startsAt, `Courtroom ${1 + (k % 6)}B, ${pick(CITIES)}`]);
    });
  }
  await insertRows(database, 'cases', ['id', 'organization_id', 'name', 'client_name', 'case_type', 'status', 'priority', 'docket_number', 'opposing_party', 'parties'], caseRows);
  await insertRows(database, 'case_events', ['id', 'organization_id', 'case_id', 'event_type', 'title', 'description', 'starts_at', 'location'], eventRows);
  // What autovacuum (PostgreSQL) or the maintenance job (PGlite) does within minutes of a load.
  await database.executeSql('vacuum analyze cases');
  await database.executeSql('vacuum analyze case_events');
  return performance.now() - started;
}
