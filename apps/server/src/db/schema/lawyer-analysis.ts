import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { users } from './users.js';

/*
 * Lawyer analysis: per case, strengths, risks, missing evidence, key witnesses and
 * next steps. Stored with the version of its inputs so `latest` is a read, and a new version
 * (new documents, events) is compared with the last to raise alerts.
 */

export const lawyerAnalyses = pgTable(
  'lawyer_analyses',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** A digest of what it was built from (documents, events, analyses): equal digest, same analysis. */
    inputsVersion: text('inputs_version').notNull(),
    engine: text('engine').notNull(),
    /** The analysis as the contract's LawyerAnalysis content (schemas/lawyer-analysis.ts). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lawyer_analyses_case_idx').on(t.caseId, t.createdAt)],
);
export type LawyerAnalysisRow = typeof lawyerAnalyses.$inferSelect;

export const lawyerAlerts = pgTable(
  'lawyer_alerts',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => lawyerAnalyses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    severity: text('severity').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    acknowledgedAt: ts('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lawyer_alerts_case_idx').on(t.caseId, t.createdAt)],
);
export type LawyerAlertRow = typeof lawyerAlerts.$inferSelect;
