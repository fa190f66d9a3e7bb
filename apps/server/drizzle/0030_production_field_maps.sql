-- Field maps: the DAT's fields chosen per production from a catalogue and saved as templates per
-- recipient (ESI protocols differ). A template belongs to the firm, not to a case: the same
-- opposing counsel or regulator receives productions in many matters.
CREATE TABLE "production_field_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"recipient" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One name per recipient in a firm, whatever its case.
CREATE UNIQUE INDEX "production_field_templates_name_key" ON "production_field_templates" USING btree ("organization_id", lower("recipient"), lower("name"));
--> statement-breakpoint
-- How a produced document was imaged when the reader should know (LibreOffice could not render it).
ALTER TABLE "production_documents" ADD COLUMN "note" text;
