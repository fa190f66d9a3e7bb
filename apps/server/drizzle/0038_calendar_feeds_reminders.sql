-- Private iCalendar feeds: one per person at most. Only the SHA-256 of the token is kept, so a copy
-- of the database cannot be used to read anyone's calendar; rotating replaces the row, revoking
-- deletes it. A person removed from the firm takes their feed with them.
CREATE TABLE "calendar_feed_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_key" ON "calendar_feed_tokens" USING btree ("token_hash");
--> statement-breakpoint
-- Deadline reminders already sent: one row per deadline, person, reminder (7, 3 or 1 days before)
-- and due date. The row is written in the same transaction that decides to send, so a reminder goes
-- out once however often or on however many workers the job runs; a deadline that moves to another
-- date is reminded again on its new schedule.
CREATE TABLE "deadline_reminders_sent" (
	"event_id" uuid NOT NULL REFERENCES "case_events"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"days_before" integer NOT NULL,
	"due_date" date NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"case_id" uuid NOT NULL REFERENCES "cases"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_reminders_sent_pk" PRIMARY KEY ("event_id", "user_id", "days_before", "due_date"),
	CONSTRAINT "deadline_reminders_sent_days_check" CHECK ("days_before" IN (7, 3, 1))
);
--> statement-breakpoint
CREATE INDEX "deadline_reminders_sent_org_idx" ON "deadline_reminders_sent" USING btree ("organization_id", "sent_at");
