CREATE TABLE "incoming_productions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"created_by" uuid,
	"filename" text NOT NULL,
	"zip_sha256" text NOT NULL,
	"status" text DEFAULT 'parsed' NOT NULL,
	"dat_path" text NOT NULL,
	"opt_path" text,
	"delimiters" jsonb NOT NULL,
	"header" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"loaded_count" integer DEFAULT 0 NOT NULL,
	"row_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incoming_productions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id"),
	CONSTRAINT "incoming_productions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE cascade,
	CONSTRAINT "incoming_productions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id")
);
--> statement-breakpoint
CREATE INDEX "incoming_productions_case_idx" ON "incoming_productions" USING btree ("case_id","created_at");
--> statement-breakpoint
CREATE INDEX "incoming_productions_status_idx" ON "incoming_productions" USING btree ("status","updated_at");
--> statement-breakpoint
CREATE TABLE "incoming_production_documents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"incoming_id" uuid NOT NULL,
	"bates_begin" text NOT NULL,
	"bates_end" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "incoming_production_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE cascade,
	CONSTRAINT "incoming_production_documents_incoming_id_incoming_productions_id_fk" FOREIGN KEY ("incoming_id") REFERENCES "incoming_productions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "incoming_production_documents_incoming_idx" ON "incoming_production_documents" USING btree ("incoming_id","bates_begin");
--> statement-breakpoint
CREATE INDEX "incoming_production_documents_case_bates_idx" ON "incoming_production_documents" USING btree ("case_id","bates_begin");
