-- Ethical walls in the audit trail: each row records the case it is about, so reading the trail
-- applies the case visibility rule. The column is outside the hash chain (it restates what the
-- hashed fields say, or the case of the document a row names), so filling it for existing rows
-- changes no hashed field and every chain still verifies.
ALTER TABLE "audit_logs" ADD COLUMN "case_id" uuid;--> statement-breakpoint
-- The append-only trigger refuses every UPDATE; it is switched off for this one statement of the
-- migration (run by the table's owner, inside the migration's transaction) and on again at once.
ALTER TABLE "audit_logs" DISABLE TRIGGER "audit_logs_no_update_delete";--> statement-breakpoint
-- The same derivation as platform/audit/case-of-row.ts: the case as the resource; else
-- details.case_id; else a search's details.filters.case_id; else the case of the named document.
UPDATE "audit_logs" SET "case_id" = coalesce(
  CASE WHEN resource_type = 'case' AND resource_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN resource_id::uuid END,
  CASE WHEN resource_type <> 'case' AND details->>'case_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (details->>'case_id')::uuid END,
  CASE WHEN resource_type <> 'case' AND jsonb_typeof(details->'filters') = 'object'
    AND details->'filters'->>'case_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (details->'filters'->>'case_id')::uuid END,
  CASE WHEN resource_type = 'document' AND resource_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN (SELECT d.case_id FROM documents d WHERE d.id = audit_logs.resource_id::uuid AND d.organization_id = audit_logs.organization_id) END
)
WHERE organization_id IS NOT NULL
  AND (resource_type IN ('case', 'document') OR details ? 'case_id' OR jsonb_typeof(details->'filters') = 'object');--> statement-breakpoint
ALTER TABLE "audit_logs" ENABLE TRIGGER "audit_logs_no_update_delete";--> statement-breakpoint
CREATE INDEX "audit_logs_case_idx" ON "audit_logs" USING btree ("organization_id","case_id") WHERE case_id is not null;
