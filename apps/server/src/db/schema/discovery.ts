import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BlankPageChoice,
  DatFieldName,
  ConfidentialityLevel,
  DatDelimiters,
  DiscoveryDirection,
  DiscoveryRequestStatus,
  DiscoveryRequestType,
  ItemResponseStatus,
  LoadFileEncoding,
  ProductionImageFormat,
  PrivilegeType,
  ProductionStatus,
  Responsiveness,
  ServiceMethod,
} from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { caseEvents, cases } from './cases.js';
import { documents } from './documents.js';
import { users } from './users.js';

/*
 * Discovery. Requests and their numbered items; the review coding of each document
 * (one row per document, plus its responsiveness per request); productions, what each produced
 * under which Bates numbers, and the next Bates number per prefix so productions never overlap.
 */

/** A set of requests (for production, interrogatories, admissions), received from or served on the other side. */
export const discoveryRequests = pgTable(
  'discovery_requests',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<DiscoveryDirection>().notNull(),
    requestType: text('request_type').$type<DiscoveryRequestType>().notNull(),
    title: text('title').notNull(),
    setNumber: integer('set_number').notNull(),
    propoundingParty: text('propounding_party'),
    respondingParty: text('responding_party'),
    servedDate: date('served_date', { mode: 'string' }).notNull(),
    serviceMethod: text('service_method').$type<ServiceMethod>().notNull(),
    responseDays: integer('response_days').notNull(),
    /** Computed from the three above when they change (contract: the rule), stored for sorting and warnings. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The response deadline on the case's calendar. */
    deadlineEventId: uuid('deadline_event_id').references(() => caseEvents.id, { onDelete: 'set null' }),
    status: text('status').$type<DiscoveryRequestStatus>().notNull().default('open'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('discovery_requests_case_idx').on(t.caseId, t.dueDate), index('discovery_requests_org_idx').on(t.organizationId, t.dueDate)],
);
export type DiscoveryRequestRow = typeof discoveryRequests.$inferSelect;

export const discoveryRequestItems = pgTable(
  'discovery_request_items',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => discoveryRequests.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    response: text('response'),
    objections: text('objections'),
    responseStatus: text('response_status').$type<ItemResponseStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('discovery_request_items_number_key').on(t.requestId, t.number)],
);
export type DiscoveryRequestItemRow = typeof discoveryRequestItems.$inferSelect;

/** A document's review coding; no row means not reviewed. */
export const documentCodings = pgTable(
  'document_codings',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    privilege: text('privilege').$type<PrivilegeType>().notNull().default('none'),
    privilegeBasis: text('privilege_basis'),
    /** Per case, PRIV-0001 …: given the first time the document is coded privileged, never reused. */
    privilegeLogNumber: integer('privilege_log_number'),
    /** The privilege log's description when someone has edited it (else one is composed). */
    privilegeDescription: text('privilege_description'),
    confidentiality: text('confidentiality').$type<ConfidentialityLevel>().notNull().default('none'),
    notes: text('notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_codings_case_idx').on(t.caseId, t.privilege),
    uniqueIndex('document_codings_log_number_key').on(t.caseId, t.privilegeLogNumber),
  ],
);
export type DocumentCodingRow = typeof documentCodings.$inferSelect;

/** Responsive or not, per document and request. */
export const documentResponsiveness = pgTable(
  'document_responsiveness',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => discoveryRequests.id, { onDelete: 'cascade' }),
    value: text('value').$type<Responsiveness>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.requestId] }), index('document_responsiveness_request_idx').on(t.requestId, t.value)],
);

/** Settings a production was made with (fixed at creation). */
export interface ProductionOptions {
  encoding: LoadFileEncoding;
  delimiters: DatDelimiters;
  /** How the documents were chosen, for the history. */
  selection: { by: 'coding'; request_ids: string[] } | { by: 'documents'; count: number } | { by: 'search'; query: string };
  /** The choices below are absent on productions made before they existed (the volume as it was then). */
  completeFamilies?: boolean;
  blankPages?: BlankPageChoice;
  spreadsheetsAsImages?: boolean;
  /** Single-page PDFs (absent: PDF) or Group IV TIFFs; colour pages as JPEG (TIFF only). */
  imageFormat?: ProductionImageFormat;
  colorAsJpeg?: boolean;
  /** The DAT's fields in order, as resolved at creation (from the request or its template). */
  fields?: DatFieldName[];
  fieldTemplateId?: string | null;
}

export const productions = pgTable(
  'productions',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    recipient: text('recipient').notNull(),
    requestIds: uuid('request_ids').array().notNull().default([]),
    volume: text('volume').notNull(),
    batesPrefix: text('bates_prefix').notNull(),
    batesStart: integer('bates_start').notNull(),
    batesPadding: integer('bates_padding').notNull(),
    /** The last number used; set when the job numbers the pages. */
    batesEnd: integer('bates_end'),
    options: jsonb('options').$type<ProductionOptions>().notNull(),
    status: text('status').$type<ProductionStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    documentCount: integer('document_count').notNull().default(0),
    pageCount: integer('page_count').notNull().default(0),
    withheldCount: integer('withheld_count').notNull().default(0),
    slipSheetCount: integer('slip_sheet_count').notNull().default(0),
    /** The finished ZIP in the blob store. */
    archiveSha256: text('archive_sha256'),
    archiveSize: bigint('archive_size', { mode: 'number' }),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('productions_case_idx').on(t.caseId, t.createdAt), index('productions_org_prefix_idx').on(t.organizationId, t.batesPrefix)],
);
export type ProductionRow = typeof productions.$inferSelect;

/** Each selected document of a production, in production order: produced (with its Bates range) or withheld. */
export const productionDocuments = pgTable(
  'production_documents',
  {
    productionId: uuid('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Privileged at the time of production: never produced, listed on the privilege log. */
    withheld: boolean('withheld').notNull().default(false),
    privilege: text('privilege').$type<PrivilegeType>(),
    /** Numbered by the job (null until then, and for withheld documents). */
    beginNumber: integer('begin_number'),
    endNumber: integer('end_number'),
    pageCount: integer('page_count'),
    form: text('form').$type<'image' | 'native'>(),
    slipSheetReason: text('slip_sheet_reason'),
    /** How it was imaged, when the reader should know (LibreOffice failed: the text rendering stands in). */
    note: text('note'),
    confidentiality: text('confidentiality').$type<ConfidentialityLevel>(),
  },
  (t) => [primaryKey({ columns: [t.productionId, t.documentId] }), index('production_documents_document_idx').on(t.documentId)],
);
export type ProductionDocumentRow = typeof productionDocuments.$inferSelect;

/** The next free Bates number per prefix in a firm: productions never overlap. */
export const batesCounters = pgTable(
  'bates_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    nextNumber: integer('next_number').notNull(),
    lastProductionId: uuid('last_production_id').references(() => productions.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.prefix] })],
);
