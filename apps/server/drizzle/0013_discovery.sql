CREATE TABLE "bates_counters" (
	"organization_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer NOT NULL,
	"last_production_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bates_counters_organization_id_prefix_pk" PRIMARY KEY("organization_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "discovery_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"response" text,
	"objections" text,
	"response_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"request_type" text NOT NULL,
	"title" text NOT NULL,
	"set_number" integer NOT NULL,
	"propounding_party" text,
	"responding_party" text,
	"served_date" date NOT NULL,
	"service_method" text NOT NULL,
	"response_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"deadline_event_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_codings" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"privilege" text DEFAULT 'none' NOT NULL,
	"privilege_basis" text,
	"privilege_log_number" integer,
	"privilege_description" text,
	"confidentiality" text DEFAULT 'none' NOT NULL,
	"notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_responsiveness" (
	"document_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_responsiveness_document_id_request_id_pk" PRIMARY KEY("document_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "production_documents" (
	"production_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"withheld" boolean DEFAULT false NOT NULL,
	"privilege" text,
	"begin_number" integer,
	"end_number" integer,
	"page_count" integer,
	"form" text,
	"slip_sheet_reason" text,
	"confidentiality" text,
	CONSTRAINT "production_documents_production_id_document_id_pk" PRIMARY KEY("production_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"name" text NOT NULL,
	"recipient" text NOT NULL,
	"request_ids" uuid[] DEFAULT '{}' NOT NULL,
	"volume" text NOT NULL,
	"bates_prefix" text NOT NULL,
	"bates_start" integer NOT NULL,
	"bates_padding" integer NOT NULL,
	"bates_end" integer,
	"options" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"document_count" integer DEFAULT 0 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"withheld_count" integer DEFAULT 0 NOT NULL,
	"slip_sheet_count" integer DEFAULT 0 NOT NULL,
	"archive_sha256" text,
	"archive_size" bigint,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bates_counters" ADD CONSTRAINT "bates_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bates_counters" ADD CONSTRAINT "bates_counters_last_production_id_productions_id_fk" FOREIGN KEY ("last_production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_request_items" ADD CONSTRAINT "discovery_request_items_request_id_discovery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."discovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_requests" ADD CONSTRAINT "discovery_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_requests" ADD CONSTRAINT "discovery_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_requests" ADD CONSTRAINT "discovery_requests_deadline_event_id_case_events_id_fk" FOREIGN KEY ("deadline_event_id") REFERENCES "public"."case_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_requests" ADD CONSTRAINT "discovery_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_codings" ADD CONSTRAINT "document_codings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_codings" ADD CONSTRAINT "document_codings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_codings" ADD CONSTRAINT "document_codings_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_codings" ADD CONSTRAINT "document_codings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_responsiveness" ADD CONSTRAINT "document_responsiveness_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_responsiveness" ADD CONSTRAINT "document_responsiveness_request_id_discovery_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."discovery_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_documents" ADD CONSTRAINT "production_documents_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_documents" ADD CONSTRAINT "production_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discovery_request_items_number_key" ON "discovery_request_items" USING btree ("request_id","number");--> statement-breakpoint
CREATE INDEX "discovery_requests_case_idx" ON "discovery_requests" USING btree ("case_id","due_date");--> statement-breakpoint
CREATE INDEX "discovery_requests_org_idx" ON "discovery_requests" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "document_codings_case_idx" ON "document_codings" USING btree ("case_id","privilege");--> statement-breakpoint
CREATE UNIQUE INDEX "document_codings_log_number_key" ON "document_codings" USING btree ("case_id","privilege_log_number");--> statement-breakpoint
CREATE INDEX "document_responsiveness_request_idx" ON "document_responsiveness" USING btree ("request_id","value");--> statement-breakpoint
CREATE INDEX "production_documents_document_idx" ON "production_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "productions_case_idx" ON "productions" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "productions_org_prefix_idx" ON "productions" USING btree ("organization_id","bates_prefix");