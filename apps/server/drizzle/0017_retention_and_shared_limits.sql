CREATE TABLE "audit_checkpoints" (
	"chain" text NOT NULL,
	"sequence" bigint NOT NULL,
	"hash" text NOT NULL,
	"rows_removed" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_checkpoints_chain_sequence_pk" PRIMARY KEY("chain","sequence")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
