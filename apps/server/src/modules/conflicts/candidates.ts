import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/client.js';
import { cases, parties } from '../../db/schema/index.js';
import { matchKeys, normKey, type NameForm } from './name-form.js';

/** How many parties one name may bring back from the key index and from the trigram index. */
const KEY_CANDIDATES = 120;
const TRIGRAM_CANDIDATES = 30;

/**
 * Candidate parties for one name, read from indexes only: the match-key table (whole name,
 * sound, initials, acronym, tokens — ranked by how strong the shared keys are) and the trigram
 * index of the folded names (typos that change the sound and every token). Scoring happens in JS,
 * over these few rows.
 */
export async function candidateIds(db: DbOrTx, organizationId: string, form: NameForm): Promise<string[]> {
  const keys = matchKeys(form);
  const keyed = await rows<{ party_id: string }>(
    db,
    sql`select party_id from party_match_keys
        where organization_id = ${organizationId} and key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})
        group by party_id
        order by sum(case when key like 'n:%' then 16 when key like 'pf:%' then 8 when key like 'i:%' then 6 when key like 'a:%' then 4 else 1 end) desc
        limit ${KEY_CANDIDATES}`,
  );
  const norm = normKey(form);
  const similar =
    norm.length >= 4
      ? await rows<{ id: string }>(
          db,
          sql`select id from parties where organization_id = ${organizationId} and norm_name % ${norm}
              order by similarity(norm_name, ${norm}) desc limit ${TRIGRAM_CANDIDATES}`,
        )
      : [];
  return [...new Set([...keyed.map((r) => r.party_id), ...similar.map((r) => r.id)])];
}

export interface CandidateParty {
  id: string;
  caseId: string;
  kind: 'person' | 'organization';
  name: string;
  role: (typeof parties.$inferSelect)['role'];
  aliases: string[];
  formerNames: string[];
  parentName: string | null;
  normName: string | null;
  parentNorm: string | null;
  caseName: string;
  caseStatus: (typeof cases.$inferSelect)['status'];
  caseArchived: boolean;
}

/** The candidates' rows with their matters (closed and archived ones included), minus the matter being checked. */
export async function loadCandidates(db: DbOrTx, organizationId: string, ids: string[], excludeCaseId: string | null): Promise<CandidateParty[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({
      id: parties.id,
      caseId: parties.caseId,
      kind: parties.kind,
      name: parties.name,
      role: parties.role,
      aliases: parties.aliases,
      formerNames: parties.formerNames,
      parentName: parties.parentName,
      normName: parties.normName,
      parentNorm: parties.parentNorm,
      caseName: cases.name,
      caseStatus: cases.status,
      archivedAt: cases.archivedAt,
    })
    .from(parties)
    .innerJoin(cases, eq(cases.id, parties.caseId))
    .where(and(eq(parties.organizationId, organizationId), inArray(parties.id, ids)));
  return found
    .filter((r) => r.caseId !== excludeCaseId)
    .map(({ archivedAt, ...r }) => ({ ...r, caseArchived: archivedAt !== null }));
}

/** Parties whose folded name is one of `norms` (the members of a corporate family). */
export async function partiesByNorm(db: DbOrTx, organizationId: string, norms: string[], limit: number): Promise<string[]> {
  if (norms.length === 0) return [];
  const found = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.organizationId, organizationId), inArray(parties.normName, norms)))
    .limit(limit);
  return found.map((r) => r.id);
}

/** One link of the corporate graph, both ways: the parents of `norms` and their subsidiaries. */
export async function familyLinks(db: DbOrTx, organizationId: string, norms: string[]): Promise<{ from: string; to: string; toName: string; relation: 'parent' | 'subsidiary' }[]> {
  if (norms.length === 0) return [];
  const list = sql.join(norms.map((n) => sql`${n}`), sql`, `);
  const up = await rows<{ from: string; to: string; to_name: string }>(
    db,
    sql`select distinct norm_name as "from", parent_norm as "to", parent_name as to_name from parties
        where organization_id = ${organizationId} and norm_name in (${list}) and parent_norm is not null limit 50`,
  );
  const down = await rows<{ from: string; to: string; to_name: string }>(
    db,
    sql`select distinct parent_norm as "from", norm_name as "to", name as to_name from parties
        where organization_id = ${organizationId} and parent_norm in (${list}) and norm_name is not null limit 50`,
  );
  return [
    ...up.map((r) => ({ from: r.from, to: r.to, toName: r.to_name, relation: 'parent' as const })),
    ...down.map((r) => ({ from: r.from, to: r.to, toName: r.to_name, relation: 'subsidiary' as const })),
  ];
}
