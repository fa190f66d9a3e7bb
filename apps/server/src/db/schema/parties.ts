import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ClearanceDecision, ConflictHit, MatterPartyRole, PartyKind, PartySource } from '@app/contract';
import { createdAt, id, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { users } from './users.js';

/**
 * A party of a matter and who it is to us. `norm_name`, `parent_norm` and the rows of
 * party_match_keys are derived from the names by the server (modules/conflicts/keys.ts);
 * `keys_version` null means they are still to be built (rows carried over by the migration).
 */
export const parties = pgTable(
  'parties',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PartyKind>().notNull().default('person'),
    name: text('name').notNull(),
    role: text('role').$type<MatterPartyRole>().notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    formerNames: jsonb('former_names').$type<string[]>().notNull().default([]),
    parentName: text('parent_name'),
    notes: text('notes'),
    source: text('source').$type<PartySource>().notNull().default('manual'),
    normName: text('norm_name'),
    parentNorm: text('parent_norm'),
    keysVersion: integer('keys_version'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('parties_case_idx').on(t.caseId),
    index('parties_org_norm_idx').on(t.organizationId, t.normName),
    index('parties_org_parent_norm_idx').on(t.organizationId, t.parentNorm).where(sql`${t.parentNorm} is not null`),
    index('parties_norm_trgm_idx').using('gin', sql`${t.normName} gin_trgm_ops`).with({ fastupdate: false }),
    index('parties_keys_pending_idx').on(t.organizationId).where(sql`${t.keysVersion} is null`),
  ],
);
export type PartyRow = typeof parties.$inferSelect;

/** Candidate generation for conflict checks: one row per match key of a party (tokens, phonetic codes, initials…). */
export const partyMatchKeys = pgTable(
  'party_match_keys',
  {
    organizationId: uuid('organization_id').notNull(),
    key: text('key').notNull(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'party_match_keys_pk', columns: [t.organizationId, t.key, t.partyId] }), index('party_match_keys_party_idx').on(t.partyId)],
);

/** A conflict check as it ran: the names checked and the hits, kept for the record. */
export const conflictChecks = pgTable(
  'conflict_checks',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<'intake' | 'party_added' | 'party_changed' | 'manual'>().notNull(),
    names: jsonb('names').$type<{ name: string; role: MatterPartyRole }[]>().notNull().default([]),
    hits: jsonb('hits').$type<Omit<ConflictHit, 'can_open'>[]>().notNull().default([]),
    blockingCount: integer('blocking_count').notNull().default(0),
    runBy: uuid('run_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('conflict_checks_case_idx').on(t.caseId, t.createdAt)],
);
export type ConflictCheckRow = typeof conflictChecks.$inferSelect;

/** A clearance decision on a matter. */
export const conflictClearances = pgTable(
  'conflict_clearances',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    checkId: uuid('check_id').references(() => conflictChecks.id, { onDelete: 'set null' }),
    decision: text('decision').$type<ClearanceDecision>().notNull(),
    automatic: boolean('automatic').notNull().default(false),
    clientConsent: boolean('client_consent').notNull().default(false),
    approverId: uuid('approver_id').references(() => users.id),
    notes: text('notes'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('conflict_clearances_case_idx').on(t.caseId, t.createdAt)],
);
export type ConflictClearanceRow = typeof conflictClearances.$inferSelect;
