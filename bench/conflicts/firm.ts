/**
 * A large firm's parties for the conflicts benchmark: MATTERS matters with PARTIES_PER_MATTER
 * parties each (people and organisations, some with parent companies), written with their match
 * keys as the server writes them (modules/conflicts/name-form.ts), plus a second firm that must
 * never be read. Every party row belongs to an "entity": the same entity may recur across matters
 * (a repeat client). A hit on a party of another entity is a false hit. Deterministic (seeded).
 */
import { ROLE_INFO, type MatterPartyRole, type PartyKind } from '@app/contract';
import type { Database } from '../../apps/server/src/db/client.js';
import { KEYS_VERSION } from '../../apps/server/src/modules/conflicts/keys.js';
import { matchKeys, nameForm, normKey } from '../../apps/server/src/modules/conflicts/name-form.js';
import { seededRandom } from '../ingest/legal-text.js';

export const firmId = (firm: number) => `00000000-0000-4000-8000-${(0xa1000 + firm).toString(16).padStart(12, '0')}`;
export const partnerId = (firm: number) => `00000000-0000-4000-8000-${(0xb1000 + firm).toString(16).padStart(12, '0')}`;
const caseUuid = (n: number) => `00000000-0000-4000-8000-${(0xc10000 + n).toString(16).padStart(12, '0')}`;
const partyUuid = (n: number) => `00000000-0000-4000-8000-${(0xd100000 + n).toString(16).padStart(12, '0')}`;

const SYLLABLES = ['har', 'mor', 'wen', 'gal', 'tor', 'bri', 'del', 'ven', 'cas', 'lin', 'ro', 'sta', 'mer', 'ash', 'ford', 'ley', 'ton', 'wick', 'bur', 'den', 'hol', 'kes', 'par', 'rid', 'qui', 'zan', 'thor', 'pel', 'gru', 'vol', 'nik', 'sor'];
/** Given names: canonical ones the nickname table knows (for nickname variants), and others, some accented. */
export const FIRST_NAMES = ['William', 'Robert', 'Richard', 'James', 'Katherine', 'Elizabeth', 'Margaret', 'Michael', 'Thomas', 'Jennifer', 'Ada', 'Clara', 'Dev', 'Elena', 'Farid', 'Hugo', 'Iris', 'Kira', 'Maya', 'Nils', 'Olga', 'Priya', 'José', 'Zoë', 'Renée', 'Søren', 'Łukasz', 'Ingrid', 'Tomás', 'Aurélie'];
const ORG_WORDS = ['Harbor', 'Summit', 'Granite', 'Meridian', 'Beacon', 'Cobalt', 'Juniper', 'Orchard', 'Pioneer', 'Sterling', 'Tidewater', 'Vanguard', 'Willow', 'Crescent', 'Falcon', 'Keystone'];
const ORG_TRADES = ['Logistics', 'Freight', 'Health', 'Capital', 'Foods', 'Textiles', 'Pharma', 'Energy', 'Marine', 'Software', 'Mining', 'Realty'];
const ORG_SUFFIXES = ['Inc.', 'LLC', 'Corp.', 'Co.', 'Ltd', 'L.L.C.', 'Incorporated', 'Corporation'];

export interface Entity {
  id: number;
  kind: PartyKind;
  name: string;
  /** The surname for people, the distinctive word(s) for organisations (variants are made on these). */
  parentEntity: number | null;
}

export interface PartyRecord {
  id: string;
  entity: number;
  caseIndex: number;
  role: MatterPartyRole;
}

export interface Firm {
  entities: Entity[];
  parties: PartyRecord[];
  byPartyId: Map<string, PartyRecord>;
  /** Subsidiary entity → its parent entity, for family variants. */
  parents: Map<number, number>;
}

type Row = unknown[];

/** Many rows at once: one array parameter per column, unnested (far fewer parameters to parse than VALUES lists). */
async function insertColumns(database: Database, table: string, columns: [name: string, type: string][], rows: Row[], batch = 20_000): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const slice = rows.slice(i, i + batch);
    const arrays = columns.map((_, k) => slice.map((row) => row[k] ?? null));
    const list = columns.map(([, type], k) => `$${k + 1}::${type}[]`).join(', ');
    await database.executeSql(`insert into ${table} (${columns.map(([name]) => name).join(',')}) select * from unnest(${list})`, arrays);
  }
}

async function insertRows(database: Database, table: string, columns: string[], rows: Row[], batch = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const values: unknown[] = [];
    const tuples = rows.slice(i, i + batch).map((row) => `(${row.map((value) => (values.push(value), `$${values.length}`)).join(',')})`);
    await database.executeSql(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, values);
  }
}

const ROLES_OF_A_MATTER: MatterPartyRole[] = ['client', 'adverse_party', 'adverse_party', 'opposing_counsel', 'co_party', 'related_entity', 'witness', 'witness', 'expert', 'witness'];

/** Builds and loads the firm; returns what the measurements need to judge hits. */
export async function loadFirm(database: Database, matters: number, partiesPerMatter: number, onProgress: (line: string) => void): Promise<Firm> {
  const random = seededRandom(20261202);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const surname = () => {
    const word = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
    return word[0]!.toUpperCase() + word.slice(1);
  };
  const entities: Entity[] = [];
  const parents = new Map<number, number>();
  const newEntity = (kind: PartyKind): Entity => {
    const id = entities.length;
    let name: string;
    if (kind === 'person') name = `${pick(FIRST_NAMES)} ${surname()}`;
    else name = `${surname()} ${pick(ORG_WORDS)} ${pick(ORG_TRADES)} ${pick(ORG_SUFFIXES)}`;
    const entity: Entity = { id, kind, name, parentEntity: null };
    entities.push(entity);
    return entity;
  };
  // A quarter of the parties are entities seen before (repeat clients, the same adversary again).
  const reuse = (kind: PartyKind): Entity => {
    if (entities.length > 100 && random() < 0.25) {
      const e = entities[Math.floor(random() * entities.length)]!;
      if (e.kind === kind) return e;
    }
    const e = newEntity(kind);
    // One organisation in eight is a subsidiary of another organisation (a parent that is a party somewhere).
    if (kind === 'organization' && random() < 0.125 && entities.length > 200) {
      const parent = entities[Math.floor(random() * (entities.length - 1))]!;
      if (parent.kind === 'organization' && parent.id !== e.id && parent.parentEntity === null) {
        e.parentEntity = parent.id;
        parents.set(e.id, parent.id);
      }
    }
    return e;
  };

  for (const firm of [0, 1]) {
    await insertRows(database, 'organizations', ['id', 'name', 'subscription_type', 'subscription_status'], [[firmId(firm), `Conflicts Scale Firm ${firm}`, 'enterprise', 'active']]);
    await insertRows(
      database,
      'users',
      ['id', 'organization_id', 'email', 'full_name', 'role', 'org_role', 'is_verified'],
      [[partnerId(firm), firmId(firm), `partner${firm}@conflicts-scale.example`, `Scale Partner ${firm}`, 'partner', ROLE_INFO.partner.organizationRole, true]],
    );
  }
  const otherMatters = Math.ceil(matters / 20);
  const caseRows: Row[] = [];
  const partyRows: Row[] = [];
  const keyRows: Row[] = [];
  const parties: PartyRecord[] = [];
  let partyN = 0;
  for (let c = 0; c < matters + otherMatters; c++) {
    const firm = c < matters ? 0 : 1;
    const closed = random() < 0.3;
    const archived = closed && random() < 0.3;
    const slots = ROLES_OF_A_MATTER.slice(0, partiesPerMatter);
    const members = slots.map((role) => ({ role, entity: reuse(role === 'opposing_counsel' || (role !== 'witness' && role !== 'expert' && random() < 0.5) ? 'organization' : 'person') }));
    const client = members[0]!.entity;
    const adverse = members[1]?.entity ?? client;
    caseRows.push([caseUuid(c), firmId(firm), `${client.name} v. ${adverse.name}`.slice(0, 290), client.name, 'litigation', closed ? 'closed' : 'active', 'cleared', 'medium', archived ? new Date() : null]);
    for (const m of members) {
      const id = partyUuid(partyN++);
      const e = m.entity;
      const parentName = e.parentEntity !== null ? entities[e.parentEntity]!.name : null;
      const form = nameForm(e.name, e.kind);
      const parentNorm = parentName ? normKey(nameForm(parentName, 'organization')) : null;
      partyRows.push([id, firmId(firm), caseUuid(c), e.kind, e.name, m.role, parentName, normKey(form), parentNorm, KEYS_VERSION]);
      for (const key of matchKeys(form)) keyRows.push([firmId(firm), key, id]);
      if (firm === 0) parties.push({ id, entity: e.id, caseIndex: c, role: m.role });
    }
  }
  onProgress(`generated ${caseRows.length} matters, ${partyRows.length} parties, ${keyRows.length} match keys`);
  await insertColumns(database, 'cases', [['id', 'uuid'], ['organization_id', 'uuid'], ['name', 'text'], ['client_name', 'text'], ['case_type', 'text'], ['status', 'text'], ['clearance_status', 'text'], ['priority', 'text'], ['archived_at', 'timestamptz']], caseRows);
  const partyColumns: [string, string][] = [
    ['id', 'uuid'],
    ['organization_id', 'uuid'],
    ['case_id', 'uuid'],
    ['kind', 'text'],
    ['name', 'text'],
    ['role', 'text'],
    ['parent_name', 'text'],
    ['norm_name', 'text'],
    ['parent_norm', 'text'],
    ['keys_version', 'int'],
  ];
  // Indexes are built once after the load, as a restore does: maintaining a trigram GIN index and a
  // million-row primary key row by row is what would make the load slow, not the check.
  const { rows: indexes } = await database.executeSql(
    `select indexname, indexdef from pg_indexes where tablename in ('parties', 'party_match_keys') and indexname not in ('parties_pkey', 'party_match_keys_pk')`,
  );
  for (const { indexname } of indexes as { indexname: string }[]) await database.executeSql(`drop index ${indexname}`);
  await database.executeSql('alter table party_match_keys drop constraint party_match_keys_pk');
  await insertColumns(database, 'parties', partyColumns, partyRows);
  onProgress('parties loaded');
  await insertColumns(database, 'party_match_keys', [['organization_id', 'uuid'], ['key', 'text'], ['party_id', 'uuid']], keyRows, 50_000);
  onProgress('match keys loaded');
  await database.executeSql('alter table party_match_keys add constraint party_match_keys_pk primary key (organization_id, key, party_id)');
  for (const { indexdef } of indexes as { indexdef: string }[]) await database.executeSql(indexdef);
  onProgress('indexes built');
  for (const table of ['cases', 'parties', 'party_match_keys']) await database.executeSql(`vacuum analyze ${table}`);
  return { entities, parties, byPartyId: new Map(parties.map((p) => [p.id, p])), parents };
}
