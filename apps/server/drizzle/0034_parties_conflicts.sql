-- Parties of a matter: people and organisations with their role towards us (client, adverse party,
-- opposing counsel, co-party, related entity, witness, expert), aliases and former names, and a
-- parent organisation by name. The conflict check matches names over every party of the firm.
CREATE TABLE "parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"former_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_name" text,
	"notes" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"norm_name" text,
	"parent_norm" text,
	"keys_version" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id"),
	CONSTRAINT "parties_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE cascade,
	CONSTRAINT "parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id"),
	CONSTRAINT "parties_kind_check" CHECK ("kind" IN ('person', 'organization')),
	CONSTRAINT "parties_role_check" CHECK ("role" IN ('client', 'adverse_party', 'opposing_counsel', 'co_party', 'related_entity', 'witness', 'expert'))
);
--> statement-breakpoint
CREATE INDEX "parties_case_idx" ON "parties" USING btree ("case_id");
--> statement-breakpoint
CREATE INDEX "parties_org_norm_idx" ON "parties" USING btree ("organization_id", "norm_name");
--> statement-breakpoint
CREATE INDEX "parties_org_parent_norm_idx" ON "parties" USING btree ("organization_id", "parent_norm") WHERE "parent_norm" IS NOT NULL;
--> statement-breakpoint
-- Typos: candidates by trigram similarity of the folded name, read from the index.
CREATE INDEX "parties_norm_trgm_idx" ON "parties" USING gin ("norm_name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- Rows whose match keys are still to be built (migrated rows; keys need the phonetic coder in the server).
CREATE INDEX "parties_keys_pending_idx" ON "parties" USING btree ("organization_id") WHERE "keys_version" IS NULL;
--> statement-breakpoint
-- Candidate generation: every party's tokens, nickname-canonical names, initials, phonetic codes and
-- acronyms, one row per key; a check looks its own keys up here instead of reading every party.
CREATE TABLE "party_match_keys" (
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL,
	"party_id" uuid NOT NULL,
	CONSTRAINT "party_match_keys_pk" PRIMARY KEY ("organization_id", "key", "party_id"),
	CONSTRAINT "party_match_keys_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "parties"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "party_match_keys_party_idx" ON "party_match_keys" USING btree ("party_id");
--> statement-breakpoint
-- Each conflict check run: the names checked and the hits found, as they were at the time.
CREATE TABLE "conflict_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocking_count" integer DEFAULT 0 NOT NULL,
	"run_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conflict_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id"),
	CONSTRAINT "conflict_checks_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE cascade,
	CONSTRAINT "conflict_checks_run_by_users_id_fk" FOREIGN KEY ("run_by") REFERENCES "users"("id")
);
--> statement-breakpoint
CREATE INDEX "conflict_checks_case_idx" ON "conflict_checks" USING btree ("case_id", "created_at");
--> statement-breakpoint
-- Clearance decisions: cleared, waived (client consent and a partner or administrator approving) or declined.
CREATE TABLE "conflict_clearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"check_id" uuid,
	"decision" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"client_consent" boolean DEFAULT false NOT NULL,
	"approver_id" uuid,
	"notes" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conflict_clearances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id"),
	CONSTRAINT "conflict_clearances_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE cascade,
	CONSTRAINT "conflict_clearances_check_id_conflict_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "conflict_checks"("id") ON DELETE set null,
	CONSTRAINT "conflict_clearances_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "users"("id"),
	CONSTRAINT "conflict_clearances_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id"),
	CONSTRAINT "conflict_clearances_decision_check" CHECK ("decision" IN ('cleared', 'waived', 'declined'))
);
--> statement-breakpoint
CREATE INDEX "conflict_clearances_case_idx" ON "conflict_clearances" USING btree ("case_id", "created_at");
--> statement-breakpoint
-- Matters opened before conflict checks existed count as cleared; a new matter with hits starts 'pending'.
ALTER TABLE "cases" ADD COLUMN "clearance_status" text DEFAULT 'cleared' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_clearance_status_check" CHECK ("clearance_status" IN ('pending', 'cleared', 'waived', 'declined'));
--> statement-breakpoint
-- The old fields become parties (the same rules as legacyParties in modules/conflicts): the client,
-- the opposing party and counsel, then the parties list without the names already taken.
INSERT INTO "parties" ("organization_id", "case_id", "kind", "name", "role", "source")
SELECT "organization_id", "id",
	CASE WHEN "client_name" ~* '\m(inc|llc|llp|lp|corp|corporation|co|company|ltd|limited|plc|group|bank|trust|partners|holdings|association|administration|agency|department|university|hospital)\M' THEN 'organization' ELSE 'person' END,
	btrim("client_name"), 'client', 'client_name'
FROM "cases" WHERE btrim("client_name") <> '';
--> statement-breakpoint
INSERT INTO "parties" ("organization_id", "case_id", "kind", "name", "role", "source")
SELECT "organization_id", "id",
	CASE WHEN "opposing_party" ~* '\m(inc|llc|llp|lp|corp|corporation|co|company|ltd|limited|plc|group|bank|trust|partners|holdings|association|administration|agency|department|university|hospital)\M' THEN 'organization' ELSE 'person' END,
	btrim("opposing_party"), 'adverse_party', 'opposing_party'
FROM "cases" WHERE coalesce(btrim("opposing_party"), '') <> '';
--> statement-breakpoint
INSERT INTO "parties" ("organization_id", "case_id", "kind", "name", "role", "source")
SELECT "organization_id", "id", 'organization', btrim("opposing_counsel"), 'opposing_counsel', 'opposing_counsel'
FROM "cases" WHERE coalesce(btrim("opposing_counsel"), '') <> '';
--> statement-breakpoint
INSERT INTO "parties" ("organization_id", "case_id", "kind", "name", "role", "source")
SELECT c."organization_id", c."id",
	CASE WHEN p."name" ~* '\m(inc|llc|llp|lp|corp|corporation|co|company|ltd|limited|plc|group|bank|trust|partners|holdings|association|administration|agency|department|university|hospital)\M' THEN 'organization' ELSE 'person' END,
	btrim(p."name"),
	CASE p."role" WHEN 'witness' THEN 'witness' WHEN 'expert' THEN 'expert' WHEN 'regulator' THEN 'related_entity' ELSE 'co_party' END,
	'parties'
FROM "cases" c CROSS JOIN LATERAL jsonb_to_recordset(c."parties") AS p("name" text, "role" text)
WHERE coalesce(btrim(p."name"), '') <> ''
	AND lower(btrim(p."name")) <> lower(btrim(c."client_name"))
	AND lower(btrim(p."name")) <> lower(coalesce(btrim(c."opposing_party"), ''));
