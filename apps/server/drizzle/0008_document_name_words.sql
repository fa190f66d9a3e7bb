ALTER TABLE "documents" drop column "name_search";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', regexp_replace(regexp_replace("filename", '[.][[:alnum:]]{1,5}$', ''), '[-_./]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace("filename", '[-_./]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "documents_name_words_idx" ON "documents" USING gin ("name_words");--> statement-breakpoint
-- Hand-written: dropping the column dropped its index (0007); drizzle-kit does not re-create it.
CREATE INDEX IF NOT EXISTS "documents_name_search_idx" ON "documents" USING gin ("name_search");
