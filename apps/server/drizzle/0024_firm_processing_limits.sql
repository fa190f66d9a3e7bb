-- What one document may cost a firm in processing (PROCESSING_LIMITS in the contract): pages, pages
-- read by OCR, documents made from one upload's attachments and archive members, megabytes of text.
ALTER TABLE "organizations" ADD COLUMN "max_document_pages" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_ocr_pages" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_family_documents" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_text_mb" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_processing_limits_positive" CHECK ("max_document_pages" >= 1 AND "max_ocr_pages" >= 1 AND "max_family_documents" >= 1 AND "max_text_mb" >= 1);
