-- What the assistant made of each testimony line once it read it: counts of the flags raised on it and
-- the engine that judged it (the offline engine, or a configured model). A line without a row is pending.
CREATE TABLE "deposition_line_analyses" (
	"segment_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"analysis" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposition_line_analyses_segment_id_deposition_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."deposition_segments"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "deposition_line_analyses_session_idx" ON "deposition_line_analyses" USING btree ("session_id","line");
