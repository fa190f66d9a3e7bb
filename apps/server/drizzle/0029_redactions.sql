CREATE TABLE "redaction_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"name" text NOT NULL,
	"purpose" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"x" double precision,
	"y" double precision,
	"width" double precision,
	"height" double precision,
	"start" integer,
	"end" integer,
	"quote" text,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_redaction_sets" (
	"production_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"log" jsonb,
	CONSTRAINT "production_redaction_sets_production_id_pk" PRIMARY KEY("production_id")
);
--> statement-breakpoint
ALTER TABLE "redaction_sets" ADD CONSTRAINT "redaction_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redaction_sets" ADD CONSTRAINT "redaction_sets_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redaction_sets" ADD CONSTRAINT "redaction_sets_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redaction_sets" ADD CONSTRAINT "redaction_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redactions" ADD CONSTRAINT "redactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redactions" ADD CONSTRAINT "redactions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redactions" ADD CONSTRAINT "redactions_set_id_redaction_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."redaction_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redactions" ADD CONSTRAINT "redactions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redactions" ADD CONSTRAINT "redactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_redaction_sets" ADD CONSTRAINT "production_redaction_sets_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_redaction_sets" ADD CONSTRAINT "production_redaction_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_redaction_sets" ADD CONSTRAINT "production_redaction_sets_set_id_redaction_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."redaction_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redaction_sets_case_idx" ON "redaction_sets" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "redaction_sets_org_idx" ON "redaction_sets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "redactions_set_document_idx" ON "redactions" USING btree ("set_id","document_id","page_number");--> statement-breakpoint
CREATE INDEX "redactions_document_idx" ON "redactions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "production_redaction_sets_set_idx" ON "production_redaction_sets" USING btree ("set_id");
