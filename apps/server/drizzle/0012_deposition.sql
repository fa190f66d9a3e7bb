CREATE TABLE "deposition_events" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposition_events_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
CREATE TABLE "deposition_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"line" integer NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"claim_kind" text,
	"confidence" double precision NOT NULL,
	"quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic_id" uuid,
	"goal_id" uuid,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposition_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"reason" text NOT NULL,
	"rationale" text NOT NULL,
	"goal_id" uuid,
	"topic_id" uuid,
	"insight_id" uuid,
	"status" text DEFAULT 'suggested' NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposition_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"speaker" text NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"offset_seconds" double precision DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposition_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"title" text NOT NULL,
	"deponent" text NOT NULL,
	"examining_attorney" text,
	"date" text,
	"location" text,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exhibit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exhibits_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_line" integer DEFAULT 0 NOT NULL,
	"analysed_line" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposition_events" ADD CONSTRAINT "deposition_events_session_id_deposition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."deposition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposition_insights" ADD CONSTRAINT "deposition_insights_session_id_deposition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."deposition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposition_questions" ADD CONSTRAINT "deposition_questions_session_id_deposition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."deposition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposition_segments" ADD CONSTRAINT "deposition_segments_session_id_deposition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."deposition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposition_segments" ADD CONSTRAINT "deposition_segments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposition_sessions" ADD CONSTRAINT "deposition_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposition_sessions" ADD CONSTRAINT "deposition_sessions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposition_sessions" ADD CONSTRAINT "deposition_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposition_insights_session_idx" ON "deposition_insights" USING btree ("session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "deposition_questions_key" ON "deposition_questions" USING btree ("session_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposition_segments_line_key" ON "deposition_segments" USING btree ("session_id","line");--> statement-breakpoint
CREATE INDEX "deposition_sessions_case_idx" ON "deposition_sessions" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "deposition_sessions_org_idx" ON "deposition_sessions" USING btree ("organization_id","created_at");