import { and, asc, eq } from 'drizzle-orm';
import { MATTER_PARTY_ROLES, mayEditParties, mayReadParties, mayRunConflictCheck, type ConflictCheck, type CreatePartyRequest, type Party, type PartyListResponse, type UpdatePartyRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { cases, parties, type CaseRow, type PartyRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { loadCase, loadCaseAs } from '../cases/access.js';
import { findConflicts } from './check.js';
import { caseCheckNames } from './intake.js';
import { writeKeys } from './keys.js';
import { presentCheck, storeCheck } from './store.js';

export function presentParty(row: PartyRow): Party {
  return {
    id: row.id,
    case_id: row.caseId,
    kind: row.kind,
    name: row.name,
    role: row.role,
    aliases: row.aliases,
    former_names: row.formerNames,
    parent_name: row.parentName,
    notes: row.notes,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listParties(deps: AppDeps, caller: Caller, caseId: string): Promise<PartyListResponse> {
  const access = await loadCase(deps.db, caller, caseId);
  if (!mayReadParties(caller.role, access.level)) throw forbidden();
  const rows = await deps.db.select().from(parties).where(eq(parties.caseId, caseId)).orderBy(asc(parties.createdAt), asc(parties.name));
  // The client first, then the other side, then everyone else; within a role, as they were added.
  const rank = (p: PartyRow) => MATTER_PARTY_ROLES.indexOf(p.role);
  const ordered = rows.map((row, i) => ({ row, i })).sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i);
  return { parties: ordered.map((o) => presentParty(o.row)), can_edit: mayEditParties(caller.role, access.level) };
}

const uniqueNames = (names: readonly string[] | undefined, except: string) => [...new Set((names ?? []).filter((n) => n.toLowerCase() !== except.toLowerCase()))];

/**
 * A party added or renamed is checked at once against every other matter of the firm. A blocking
 * hit puts the matter's clearance back to 'pending' (someone must look at it); the matter's status
 * is left as it is, so work already under way is not stopped by the check itself.
 */
async function checkParty(tx: Tx, caller: Caller, row: PartyRow, caseRow: CaseRow, trigger: 'party_added' | 'party_changed'): Promise<ConflictCheck> {
  // The whole matter is checked again, so its latest check is always the complete picture; only
  // the new or changed party's own blocking hits can reopen the clearance.
  const names = await caseCheckNames(tx, row.caseId);
  const hits = await findConflicts(tx, caller.organizationId, names, row.caseId);
  const check = await storeCheck(tx, { organizationId: caller.organizationId, caseId: row.caseId, trigger, names: names.map(({ name, role }) => ({ name, role })), hits, runBy: caller.userId });
  const own = hits.filter((h) => h.kind === 'conflict' && h.query_name === row.name && h.query_role === row.role).length;
  if (own > 0 && caseRow.clearanceStatus !== 'pending' && caseRow.clearanceStatus !== 'declined') {
    await tx.update(cases).set({ clearanceStatus: 'pending', updatedAt: new Date() }).where(eq(cases.id, caseRow.id));
  }
  await appendAudit(tx, caller.actor, {
    action: 'case_updated',
    resourceType: 'case',
    resourceId: caseRow.id,
    resourceName: caseRow.name,
    details: { change: 'conflict_check_run', trigger, check_id: check.id, party_id: row.id, names_checked: names.length, hits: hits.length, blocking_hits: check.blockingCount, party_blocking_hits: own },
  });
  return presentCheck(tx, caller, check);
}

export async function createParty(deps: AppDeps, caller: Caller, caseId: string, input: CreatePartyRequest): Promise<{ party: Party; check: ConflictCheck | null }> {
  const body = input;
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    if (!mayEditParties(caller.role, access.level)) throw forbidden('You have read-only access to this case.');
    const [row] = await tx
      .insert(parties)
      .values({
        organizationId: caller.organizationId,
        caseId,
        kind: body.kind,
        name: body.name,
        role: body.role,
        aliases: uniqueNames(body.aliases, body.name),
        formerNames: uniqueNames(body.former_names, body.name),
        parentName: body.parent_name || null,
        notes: body.notes || null,
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('party insert failed');
    await writeKeys(tx, [row]);
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: { change: 'party_added', party_id: row.id, name: row.name, role: row.role, kind: row.kind },
    });
    const check = mayRunConflictCheck(caller.role) ? await checkParty(tx, caller, row, access.row, 'party_added') : null;
    return { party: presentParty(row), check };
  });
}

async function loadParty(tx: Tx, caller: Caller, caseId: string, partyId: string) {
  const access = await loadCaseAs(tx, caller, caseId, 'Party', { lock: true });
  const [row] = await tx
    .select()
    .from(parties)
    .where(and(eq(parties.id, partyId), eq(parties.caseId, caseId), eq(parties.organizationId, caller.organizationId)));
  if (!row) throw notFound('Party');
  if (!mayEditParties(caller.role, access.level)) throw forbidden('You have read-only access to this case.');
  return { access, row };
}

export async function updateParty(deps: AppDeps, caller: Caller, caseId: string, partyId: string, input: UpdatePartyRequest): Promise<{ party: Party; check: ConflictCheck | null }> {
  return deps.db.transaction(async (tx) => {
    const { access, row } = await loadParty(tx, caller, caseId, partyId);
    const name = input.name ?? row.name;
    const next = {
      name,
      kind: input.kind ?? row.kind,
      role: input.role ?? row.role,
      aliases: input.aliases !== undefined ? uniqueNames(input.aliases, name) : row.aliases,
      formerNames: input.former_names !== undefined ? uniqueNames(input.former_names, name) : row.formerNames,
      parentName: input.parent_name !== undefined ? input.parent_name || null : row.parentName,
      notes: input.notes !== undefined ? input.notes || null : row.notes,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(row[k]));
    if (changed.length === 0) return { party: presentParty(row), check: null };
    const [updated] = await tx
      .update(parties)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(parties.id, row.id))
      .returning();
    if (!updated) throw notFound('Party');
    await writeKeys(tx, [updated]);
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: { change: 'party_updated', party_id: row.id, name: updated.name, changed_fields: changed },
    });
    const matters = changed.some((k) => k !== 'notes');
    const check = matters && mayRunConflictCheck(caller.role) ? await checkParty(tx, caller, updated, access.row, 'party_changed') : null;
    return { party: presentParty(updated), check };
  });
}

export async function deleteParty(deps: AppDeps, caller: Caller, caseId: string, partyId: string): Promise<Party> {
  return deps.db.transaction(async (tx) => {
    const { access, row } = await loadParty(tx, caller, caseId, partyId);
    await tx.delete(parties).where(eq(parties.id, row.id));
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: { change: 'party_removed', party_id: row.id, name: row.name, role: row.role },
    });
    return presentParty(row);
  });
}
