import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeadlineTriggerKind, courtRules } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { caseEvents, cases } from './cases.js';
import { discoveryRequests } from './discovery.js';
import { users } from './users.js';

/*
 * Court-rule deadlines (migration 0033). A computed deadline IS a case_events row (event_type
 * 'deadline', all-day on the due date) so every screen that reads the timeline shows it; what
 * computed it sits beside it in deadline_computations, keyed by the event.
 */

/** An event of a case a court rule counts from; its deadlines move with it. */
export const deadlineTriggers = pgTable(
  'deadline_triggers',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeadlineTriggerKind>().notNull(),
    title: text('title').notNull(),
    triggerDate: date('trigger_date', { mode: 'string' }).notNull(),
    serviceMethod: text('service_method').$type<courtRules.CourtServiceMethod>(),
    notes: text('notes'),
    /** Custom triggers only: what is due, the period and how it counts. */
    deadlineTitle: text('deadline_title'),
    days: integer('days'),
    direction: text('direction').$type<'after' | 'before'>(),
    serviceExtends: boolean('service_extends').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('deadline_triggers_case_idx').on(t.caseId, t.triggerDate), index('deadline_triggers_org_idx').on(t.organizationId)],
);
export type DeadlineTriggerRow = typeof deadlineTriggers.$inferSelect;

/** How one deadline event was computed: its rule, rule set, dates and the working step by step. */
export const deadlineComputations = pgTable(
  'deadline_computations',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => caseEvents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    triggerId: uuid('trigger_id').references(() => deadlineTriggers.id, { onDelete: 'cascade' }),
    discoveryRequestId: uuid('discovery_request_id').references(() => discoveryRequests.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').$type<courtRules.RuleId>(),
    ruleSetId: text('rule_set_id').notNull(),
    title: text('title').notNull(),
    citation: text('citation').notNull(),
    consequence: text('consequence'),
    serviceMethod: text('service_method').$type<courtRules.CourtServiceMethod>(),
    triggerDate: date('trigger_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    endsAt: ts('ends_at').notNull(),
    steps: jsonb('steps').$type<courtRules.ComputationStep[]>().notNull(),
    computedAt: ts('computed_at').notNull().defaultNow(),
  },
  (t) => [
    index('deadline_computations_trigger_idx').on(t.triggerId),
    index('deadline_computations_case_due_idx').on(t.caseId, t.dueDate),
    index('deadline_computations_request_idx').on(t.discoveryRequestId).where(sql`${t.discoveryRequestId} IS NOT NULL`),
  ],
);
export type DeadlineComputationRow = typeof deadlineComputations.$inferSelect;

/** The court a case is before, as a computation needs it. */
export const caseCourts = pgTable('case_courts', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id').notNull(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  inaugurationDay: boolean('inauguration_day').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});
export type CaseCourtRow = typeof caseCourts.$inferSelect;

/** A day the firm's courts were closed; an administrator adds it. */
export const courtClosures = pgTable(
  'court_closures',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('court_closures_org_date_key').on(t.organizationId, t.date)],
);
export type CourtClosureRow = typeof courtClosures.$inferSelect;
