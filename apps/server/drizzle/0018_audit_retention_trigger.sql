-- Retention (issue 19 §4): the audit trail stays append-only, with one exception. A row may be
-- deleted when all three hold: its retention_date has passed, a checkpoint of its chain seals it
-- (audit_checkpoints.sequence >= the row's sequence), and the deleting transaction has set
-- app.audit_retention = 'on' (only the retention job does). UPDATE and TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND coalesce(current_setting('app.audit_retention', true), '') = 'on'
     AND OLD.retention_date < now()
     AND EXISTS (SELECT 1 FROM audit_checkpoints c WHERE c.chain = OLD.chain AND c.sequence >= OLD.sequence) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A checkpoint is evidence: once written it is never changed or removed.
CREATE OR REPLACE FUNCTION audit_checkpoints_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_checkpoints is append-only: % is not allowed', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_checkpoints_no_update_delete BEFORE UPDATE OR DELETE ON audit_checkpoints
  FOR EACH ROW EXECUTE FUNCTION audit_checkpoints_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_checkpoints_no_truncate BEFORE TRUNCATE ON audit_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION audit_checkpoints_append_only();
