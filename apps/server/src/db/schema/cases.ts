import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CaseAccessLevel, CaseEvent, CaseParty, CasePriority, CaseStatus, ClearanceStatus, DedupScope } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** A matter. Archiving closes it and stamps archived_at; only an administrator deletes for good. */
export const cases = pgTable(
  'cases',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    clientName: text('client_name').notNull(),
    docketNumber: text('docket_number'),
    caseType: text('case_type').notNull(),
    status: text('status').$type<CaseStatus>().notNull().default('active'),
    /** Conflict clearance (modules/conflicts): 'pending' keeps the matter from becoming active. */
    clearanceStatus: text('clearance_status').$type<ClearanceStatus>().notNull().default('cleared'),
    priority: text('priority').$type<CasePriority>().notNull().default('medium'),
    attorneyName: text('attorney_name'),
    opposingParty: text('opposing_party'),
    opposingCounsel: text('opposing_counsel'),
    court: text('court'),
    judge: text('judge'),
    jurisdiction: text('jurisdiction'),
    description: text('description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    parties: jsonb('parties').$type<CaseParty[]>().notNull().default([]),
    openedAt: date('opened_at', { mode: 'string' }),
    closedAt: date('closed_at', { mode: 'string' }),
    archivedAt: ts('archived_at'),
    /** De-duplicate across the whole case (one copy to review) or per custodian (each keeps theirs). */
    dedupScope: text('dedup_scope').$type<DedupScope>().notNull().default('case'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What omnisearch matches a matter by (name, client, docket number, parties), lower-cased,
     * with a trigram index: a keystroke's `like '%word%'` reads the index instead of every case of
     * the firm (migration 0010). Not the description: omnisearch does not score it, and rows that
     * match only there would take the source's capped places.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("name" || ' ' || "client_name" || ' ' || coalesce("docket_number", '') || ' ' || coalesce("opposing_party", '') || ' ' || "parties"::text)`,
    ),
  },
  (t) => [
    index('cases_org_updated_idx').on(t.organizationId, t.updatedAt),
    index('cases_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
export type CaseRow = typeof cases.$inferSelect;

/**
 * Who is assigned to a matter, and how far they may act on it (associates reach only the matters
 * they are assigned to).
 */
export const caseMembers = pgTable(
  'case_members',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accessLevel: text('access_level').$type<CaseAccessLevel>().notNull(),
    grantedBy: uuid('granted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('case_members_case_user_key').on(t.caseId, t.userId), index('case_members_user_idx').on(t.userId)],
);
export type CaseMemberRow = typeof caseMembers.$inferSelect;

/** Hearings, deadlines, depositions, filings and meetings on a matter's timeline. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<CaseEvent['event_type']>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    allDay: boolean('all_day').notNull().default(false),
    location: text('location'),
    status: text('status').$type<CaseEvent['status']>().notNull().default('scheduled'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What omnisearch matches an event by, lower-cased, with a trigram index (as `cases.search_text`). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("title" || ' ' || coalesce("location", '') || ' ' || coalesce("description", ''))`,
    ),
  },
  (t) => [
    index('case_events_case_idx').on(t.caseId, t.startsAt),
    index('case_events_org_starts_idx').on(t.organizationId, t.startsAt),
    index('case_events_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
export type CaseEventRow = typeof caseEvents.$inferSelect;
