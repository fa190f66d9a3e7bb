CREATE TABLE "search_document_terms" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"terms" text[] NOT NULL,
	"page_counts" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_top_pages" (
	"organization_id" uuid NOT NULL,
	"word" text NOT NULL,
	"page_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"rank" real NOT NULL,
	CONSTRAINT "search_top_pages_organization_id_word_page_id_pk" PRIMARY KEY("organization_id","word","page_id")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"organization_id" uuid NOT NULL,
	"word" text NOT NULL,
	"page_count" integer NOT NULL,
	"doc_count" integer NOT NULL,
	"top_built" boolean DEFAULT false NOT NULL,
	CONSTRAINT "search_vocabulary_organization_id_word_pk" PRIMARY KEY("organization_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_document_terms" ADD CONSTRAINT "search_document_terms_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_top_pages" ADD CONSTRAINT "search_top_pages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD CONSTRAINT "search_vocabulary_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_document_terms_org_idx" ON "search_document_terms" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "search_top_pages_rank_idx" ON "search_top_pages" USING btree ("organization_id","word","rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_top_pages_document_idx" ON "search_top_pages" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("organization_id","word" text_pattern_ops);--> statement-breakpoint
-- Hand-written: type-ahead matches file names anywhere in the name (ILIKE '%…%'), which only a trigram index serves fast at 100k documents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_filename_trgm_idx" ON "documents" USING gin ("filename" gin_trgm_ops);
--> statement-breakpoint
-- Hand-written: a document's own date (PDF creation date "D:yyyymmdd…", e-mail sent date, ISO
-- metadata), else the fallback. Malformed dates fall back instead of failing the search.
CREATE OR REPLACE FUNCTION search_document_date(meta jsonb, fallback timestamptz) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE v text := meta->>'created';
BEGIN
  IF v IS NULL THEN RETURN fallback; END IF;
  IF v ~ '^D:\d{8}' THEN RETURN to_date(substr(v, 3, 8), 'YYYYMMDD')::timestamptz; END IF;
  IF v ~ '^\d{4}-\d{2}-\d{2}' THEN RETURN v::timestamptz; END IF;
  RETURN fallback;
EXCEPTION WHEN others THEN RETURN fallback;
END $$;
--> statement-breakpoint
-- Hand-written: document search matches file names as words too (see engine/sql-fragments.ts).
CREATE INDEX IF NOT EXISTS "documents_filename_fts_idx" ON "documents" USING gin (to_tsvector('english', "filename"));
