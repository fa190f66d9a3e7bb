import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustodianKind } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { users } from './users.js';

/**
 * A person or a source (a mailbox, a shared drive) a case's documents were collected from. A
 * document's custodian is who held it (documents.custodian_id), never the person who uploaded it.
 */
export const custodians = pgTable(
  'custodians',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CustodianKind>().notNull().default('person'),
    email: text('email'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custodians_case_name_key').on(t.caseId, sql`lower(${t.name})`), index('custodians_org_idx').on(t.organizationId)],
);
export type CustodianRow = typeof custodians.$inferSelect;

export type DedupRunStatus = 'idle' | 'waiting' | 'running' | 'failed';

/**
 * A case's de-duplication as durable work (one row per case): queued after documents finish
 * processing, or custodians or the scope change. A request that arrives while a run is going
 * (requested_at after started_at) makes it run again when it ends.
 */
export const dedupRuns = pgTable(
  'dedup_runs',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    status: text('status').$type<DedupRunStatus>().notNull().default('idle'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    failureReason: text('failure_reason'),
    families: integer('families').notNull().default(0),
    suppressed: integer('suppressed').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('dedup_runs_status_idx').on(t.status, t.updatedAt)],
);
export type DedupRunRow = typeof dedupRuns.$inferSelect;
