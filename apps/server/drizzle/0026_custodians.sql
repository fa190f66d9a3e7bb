-- Custodians: the people and sources (a mailbox, a shared drive) a case's documents were collected
-- from. A document's custodian is who held it, never its uploader; none until someone names one.
CREATE TABLE "custodians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"case_id" uuid NOT NULL REFERENCES "cases"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"email" text,
	"notes" text,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custodians_kind_check" CHECK ("kind" IN ('person', 'source'))
);
--> statement-breakpoint
-- One name per case, whatever its case: "Jane Doe" and "jane doe" are the same custodian.
CREATE UNIQUE INDEX "custodians_case_name_key" ON "custodians" USING btree ("case_id", lower("name"));
--> statement-breakpoint
CREATE INDEX "custodians_org_idx" ON "custodians" USING btree ("organization_id");
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "custodian_id" uuid REFERENCES "custodians"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Where the document sat in what was collected: a mailbox folder, a path inside a ZIP.
ALTER TABLE "documents" ADD COLUMN "source_path" text;
--> statement-breakpoint
-- A family root's content hash: its own sha256 followed by its children's family hashes in order.
ALTER TABLE "documents" ADD COLUMN "family_hash" text;
--> statement-breakpoint
-- Set on every member of a family suppressed by de-duplication: the matching member of the copy kept.
-- No foreign key: a table can have one reference to itself that a restore orders rows by (parent_id);
-- the de-duplication job owns this pointer and recomputes it whenever the case's documents change.
ALTER TABLE "documents" ADD COLUMN "dedup_of" uuid;
--> statement-breakpoint
CREATE INDEX "documents_custodian_idx" ON "documents" USING btree ("case_id", "custodian_id");
--> statement-breakpoint
CREATE INDEX "documents_dedup_of_idx" ON "documents" USING btree ("dedup_of") WHERE "dedup_of" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "documents_case_family_hash_idx" ON "documents" USING btree ("case_id", "family_hash") WHERE "family_hash" IS NOT NULL;
--> statement-breakpoint
-- Archive members kept their path in metadata; the column is now where it lives.
UPDATE "documents" SET "source_path" = "metadata"->>'source_path' WHERE jsonb_typeof("metadata"->'source_path') = 'string';
--> statement-breakpoint
-- De-duplicate across the whole case (one copy to review) or per custodian (each keeps theirs).
ALTER TABLE "cases" ADD COLUMN "dedup_scope" text DEFAULT 'case' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_dedup_scope_check" CHECK ("dedup_scope" IN ('case', 'custodian'));
--> statement-breakpoint
-- Every custodian who held a copy of a kept document (its own custodian and its suppressed copies'),
-- so "all custodians" is one look-up. Rebuilt with each de-duplication run of the case.
CREATE TABLE "document_holders" (
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL REFERENCES "cases"("id") ON DELETE CASCADE,
	"document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
	"custodian_id" uuid NOT NULL REFERENCES "custodians"("id") ON DELETE CASCADE,
	CONSTRAINT "document_holders_pk" PRIMARY KEY ("document_id", "custodian_id")
);
--> statement-breakpoint
CREATE INDEX "document_holders_case_idx" ON "document_holders" USING btree ("case_id", "custodian_id");
--> statement-breakpoint
-- The case's de-duplication as durable work: one row per case, queued after documents finish
-- processing or custodians, or the scope change; `requested_at` after `started_at` runs it again.
CREATE TABLE "dedup_runs" (
	"case_id" uuid PRIMARY KEY NOT NULL REFERENCES "cases"("id") ON DELETE CASCADE,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"failure_reason" text,
	"families" integer DEFAULT 0 NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dedup_runs_status_check" CHECK ("status" IN ('idle', 'waiting', 'running', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "dedup_runs_status_idx" ON "dedup_runs" USING btree ("status", "updated_at");
