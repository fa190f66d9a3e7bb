CREATE TABLE "case_review_states" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"near_duplicate_threshold" real DEFAULT 0.9 NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"computed_at" timestamp with time zone,
	"failure_reason" text,
	"document_count" integer DEFAULT 0 NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	"thread_count" integer DEFAULT 0 NOT NULL,
	"near_duplicate_group_count" integer DEFAULT 0 NOT NULL,
	"boilerplate_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_ms" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_review_states_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE cascade,
	CONSTRAINT "case_review_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id")
);
--> statement-breakpoint
CREATE INDEX "case_review_states_status_idx" ON "case_review_states" USING btree ("status","updated_at");
--> statement-breakpoint
CREATE TABLE "document_review_facets" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"thread_id" uuid,
	"thread_parent_id" uuid,
	"thread_position" integer,
	"thread_depth" integer,
	"thread_link" text,
	"inclusive" boolean,
	"inclusive_reason" text,
	"contained_in" uuid,
	"near_duplicate_pivot_id" uuid,
	"near_duplicate_similarity" real,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_review_facets_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE cascade,
	CONSTRAINT "document_review_facets_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "document_review_facets_thread_idx" ON "document_review_facets" USING btree ("case_id","thread_id","thread_position");
--> statement-breakpoint
CREATE INDEX "document_review_facets_near_dup_idx" ON "document_review_facets" USING btree ("case_id","near_duplicate_pivot_id");
