ALTER TABLE "deposition_sessions" ADD COLUMN "rate_tokens" double precision;--> statement-breakpoint
ALTER TABLE "deposition_sessions" ADD COLUMN "rate_at" timestamp with time zone;