import { sql } from 'drizzle-orm';
import type { CaseStatus, MatterPartyRole, PartyKind } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/client.js';
import { matchKeys, normKey, type NameForm } from './name-form.js';
import { trigramThreshold } from './trigram-threshold.js';

/** How many parties one name may bring back from the key index and from the trigram index. */
const KEY_CANDIDATES = 120;
const TRIGRAM_CANDIDATES = 30;

export interface CandidateParty {
  id: string;
  caseId: string;
  kind: PartyKind;
  name: string;
  role: MatterPartyRole;
  aliases: string[];
  formerNames: string[];
  parentName: string | null;
  normName: string | null;
  parentNorm: string | null;
  caseName: string;
  caseStatus: CaseStatus;
  caseArchived: boolean;
}

interface CandidateRow {
  id: string;
  case_id: string;
  kind: PartyKind;
  name: string;
  role: MatterPartyRole;
  aliases: string[];
  former_names: string[];
  parent_name: string | null;
  norm_name: string | null;
  parent_norm: string | null;
  case_name: string;
  case_status: CaseStatus;
  case_archived: boolean;
}

const CANDIDATE_COLUMNS = sql.raw(`p.id, p.case_id, p.kind, p.name, p.role, p.aliases, p.former_names, p.parent_name, p.norm_name, p.parent_norm,
  c.name as case_name, c.status as case_status, c.archived_at is not null as case_archived`);

const toCandidate = (r: CandidateRow): CandidateParty => ({
  id: r.id,
  caseId: r.case_id,
  kind: r.kind,
  name: r.name,
  role: r.role,
  aliases: r.aliases,
  formerNames: r.former_names,
  parentName: r.parent_name,
  normName: r.norm_name,
  parentNorm: r.parent_norm,
  caseName: r.case_name,
  caseStatus: r.case_status,
  caseArchived: r.case_archived,
});

const excluding = (excludeCaseId: string | null) => (excludeCaseId ? sql`and p.case_id <> ${excludeCaseId}` : sql``);

/**
 * Candidate parties for one name, with their matters (closed and archived ones included), read
 * from indexes only and in one query: the match-key table (whole name, sound, initials,
 * acronym, tokens — ranked by how strong the shared keys are) and the trigram index of the folded
 * names (typos that change the sound and every token), as similar as two typos can leave a name
 * (trigram-threshold.ts). Scoring happens in JS, over these few rows.
 */
export async function loadCandidates(db: DbOrTx, organizationId: string, form: NameForm, excludeCaseId: string | null): Promise<CandidateParty[]> {
  const keys = sql.join(matchKeys(form).map((k) => sql`${k}`), sql`, `);
  const norm = normKey(form);
  const similar =
    norm.length >= 4
      ? sql`union select id from (select id from parties where organization_id = ${organizationId} and norm_name % ${norm}
          order by similarity(norm_name, ${norm}) desc limit ${TRIGRAM_CANDIDATES}) s`
      : sql``;
  const query = sql`with keyed as (
          select party_id as id from party_match_keys where organization_id = ${organizationId} and key in (${keys})
          group by party_id
          order by sum(case when key like 'n:%' then 16 when key like 'pf:%' then 8 when key like 'i:%' then 6 when key like 'a:%' then 4 else 1 end) desc
          limit ${KEY_CANDIDATES}
        ), ids as (select id from keyed ${similar})
        select ${CANDIDATE_COLUMNS} from parties p join cases c on c.id = p.case_id
        where p.id in (select id from ids) and p.organization_id = ${organizationId} ${excluding(excludeCaseId)}`;
  if (norm.length < 4) return (await rows<CandidateRow>(db, query)).map(toCandidate);
  // The threshold `%` uses is a setting: set for this transaction only (a savepoint inside a caller's).
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(trigramThreshold(norm))}, true)`);
    return rows<CandidateRow>(tx, query);
  });
  return found.map(toCandidate);
}

/** Parties whose folded name is one of `norms` (the members of a corporate family), with their matters. */
export async function partiesByNorm(db: DbOrTx, organizationId: string, norms: string[], limit: number, excludeCaseId: string | null): Promise<CandidateParty[]> {
  if (norms.length === 0) return [];
  const found = await rows<CandidateRow>(
    db,
    sql`select ${CANDIDATE_COLUMNS} from parties p join cases c on c.id = p.case_id
        where p.organization_id = ${organizationId} and p.norm_name in (${sql.join(norms.map((n) => sql`${n}`), sql`, `)}) ${excluding(excludeCaseId)}
        limit ${limit}`,
  );
  return found.map(toCandidate);
}

/** One link of the corporate graph, both ways in one query: the parents of `norms` and their subsidiaries. */
export async function familyLinks(db: DbOrTx, organizationId: string, norms: string[]): Promise<{ from: string; to: string; toName: string; relation: 'parent' | 'subsidiary' }[]> {
  if (norms.length === 0) return [];
  const list = sql.join(norms.map((n) => sql`${n}`), sql`, `);
  const found = await rows<{ from: string; to: string; to_name: string; relation: 'parent' | 'subsidiary' }>(
    db,
    sql`(select distinct norm_name as "from", parent_norm as "to", parent_name as to_name, 'parent' as relation from parties
         where organization_id = ${organizationId} and norm_name in (${list}) and parent_norm is not null limit 50)
        union all
        (select distinct parent_norm as "from", norm_name as "to", name as to_name, 'subsidiary' as relation from parties
         where organization_id = ${organizationId} and parent_norm in (${list}) and norm_name is not null limit 50)`,
  );
  return found.map((r) => ({ from: r.from, to: r.to, toName: r.to_name, relation: r.relation }));
}
