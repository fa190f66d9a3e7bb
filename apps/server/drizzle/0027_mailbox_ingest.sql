-- A mailbox (PST, OST, mbox) being read into documents: the checkpoint of its walk. Each batch of
-- item documents and the new count commit together, so a worker that dies mid-mailbox resumes after
-- the last committed item and never makes one twice.
CREATE TABLE "mailbox_ingests" (
	"document_id" uuid PRIMARY KEY NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"format" text NOT NULL,
	"items_done" integer DEFAULT 0 NOT NULL,
	"items_total" integer,
	"folders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mailbox_ingests_format_check" CHECK ("format" IN ('pst', 'ost', 'mbox')),
	CONSTRAINT "mailbox_ingests_items_done_check" CHECK ("items_done" >= 0)
);
--> statement-breakpoint
CREATE INDEX "mailbox_ingests_org_idx" ON "mailbox_ingests" USING btree ("organization_id");
--> statement-breakpoint
-- A mailbox's own ceiling: its items are documents of one upload, far more than an e-mail's attachments.
ALTER TABLE "organizations" ADD COLUMN "max_mailbox_items" integer DEFAULT 250000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_max_mailbox_items_positive" CHECK ("max_mailbox_items" >= 1);
