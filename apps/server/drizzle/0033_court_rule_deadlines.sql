-- Court-rule deadlines. A trigger is an event of a case a court rule counts from (complaint served,
-- a Rule 26(f) conference, discovery requests served, or a period an order sets); each deadline it
-- sets is a case_events row (event_type 'deadline', all-day on the due date) so the timeline, the
-- dashboard and calendars show it, and its working is kept beside it in deadline_computations.
CREATE TABLE "deadline_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"case_id" uuid NOT NULL REFERENCES "cases"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"trigger_date" date NOT NULL,
	"service_method" text,
	"notes" text,
	"deadline_title" text,
	"days" integer,
	"direction" text,
	"service_extends" boolean DEFAULT false NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_triggers_kind_check" CHECK ("kind" IN ('complaint_served', 'waiver_requested', 'waiver_requested_abroad', 'rule_26f_conference', 'interrogatories_served', 'production_requests_served', 'admissions_served', 'custom')),
	CONSTRAINT "deadline_triggers_service_check" CHECK ("service_method" IS NULL OR "service_method" IN ('hand', 'mail', 'clerk', 'electronic', 'other_consented')),
	CONSTRAINT "deadline_triggers_direction_check" CHECK ("direction" IS NULL OR "direction" IN ('after', 'before'))
);
--> statement-breakpoint
CREATE INDEX "deadline_triggers_case_idx" ON "deadline_triggers" USING btree ("case_id", "trigger_date");
--> statement-breakpoint
CREATE INDEX "deadline_triggers_org_idx" ON "deadline_triggers" USING btree ("organization_id");
--> statement-breakpoint
-- One row per computed deadline event: which rule of which rule set gave it, from what trigger date
-- and service, the due date and the instant it ends, and every step of the working (JSON), so the
-- explanation a person reads is the computation that was stored. The event going (deleted from the
-- timeline, or with its trigger) takes the row with it. A discovery request's response deadline has
-- a row too (discovery_request_id, no trigger).
CREATE TABLE "deadline_computations" (
	"event_id" uuid PRIMARY KEY NOT NULL REFERENCES "case_events"("id") ON DELETE CASCADE,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL REFERENCES "cases"("id") ON DELETE CASCADE,
	"trigger_id" uuid REFERENCES "deadline_triggers"("id") ON DELETE CASCADE,
	"discovery_request_id" uuid REFERENCES "discovery_requests"("id") ON DELETE CASCADE,
	"rule_id" text,
	"rule_set_id" text NOT NULL,
	"title" text NOT NULL,
	"citation" text NOT NULL,
	"consequence" text,
	"service_method" text,
	"trigger_date" date NOT NULL,
	"due_date" date NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"steps" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deadline_computations_trigger_idx" ON "deadline_computations" USING btree ("trigger_id");
--> statement-breakpoint
CREATE INDEX "deadline_computations_case_due_idx" ON "deadline_computations" USING btree ("case_id", "due_date");
--> statement-breakpoint
CREATE INDEX "deadline_computations_request_idx" ON "deadline_computations" USING btree ("discovery_request_id") WHERE "discovery_request_id" IS NOT NULL;
--> statement-breakpoint
-- The court a case is before, as the computation needs it: its time zone (the last day ends at
-- midnight there) and whether Inauguration Day is a holiday there. No row: the case's court name
-- and the firm's time zone.
CREATE TABLE "case_courts" (
	"case_id" uuid PRIMARY KEY NOT NULL REFERENCES "cases"("id") ON DELETE CASCADE,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"inauguration_day" boolean DEFAULT false NOT NULL,
	"updated_by" uuid REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Days the firm's courts were closed (a storm, a state holiday): an administrator adds them, and a
-- deadline's last day that falls on one runs on (Rule 6(a)(3) and 6(a)(6)(C)).
CREATE TABLE "court_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "court_closures_org_date_key" ON "court_closures" USING btree ("organization_id", "date");
