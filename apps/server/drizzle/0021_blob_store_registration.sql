CREATE TABLE "blob_store_registration" (
	"slot" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"description" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
