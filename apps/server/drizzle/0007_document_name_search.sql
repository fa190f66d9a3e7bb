ALTER TABLE "documents" ADD COLUMN "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "filename")) STORED;--> statement-breakpoint
CREATE INDEX "documents_name_search_idx" ON "documents" USING gin ("name_search");--> statement-breakpoint
-- Hand-written: the expression index of 0006 is replaced by the stored column's index above.
DROP INDEX IF EXISTS "documents_filename_fts_idx";
