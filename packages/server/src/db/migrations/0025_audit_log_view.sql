-- The audit log an admin reads (decision 136): who (person, API token or job), what (action,
-- object, the changed fields before and after), when and from where (address, user agent).
ALTER TABLE "audit_log" ADD COLUMN "actor_job" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_org_time_idx";--> statement-breakpoint
CREATE INDEX "audit_log_org_created_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("organization_id","actor_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("organization_id","target_type","target_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("organization_id","action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Append-only: nobody edits or removes an entry, except the nightly retention purge, whose
-- transaction runs `set local tuura.retention_purge = 'on'` first. Statement-level BEFORE
-- triggers, so a refused statement touches no row (and TRUNCATE is covered too).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('tuura.retention_purge', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'only the retention purge removes entries';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- Every shift history entry (decision 096) is also an audit entry, with the request's address,
-- user agent, API token or job that the shifts module sets for the transaction beside
-- `tuura.actor` (modules/shifts/history.ts).
CREATE FUNCTION shift_history_to_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  token uuid := nullif(current_setting('tuura.token', true), '')::uuid;
  job text := nullif(current_setting('tuura.job', true), '');
  ip text := nullif(current_setting('tuura.ip', true), '');
  agent text := nullif(current_setting('tuura.user_agent', true), '');
BEGIN
  INSERT INTO audit_log (organization_id, actor_user_id, actor_token_id, actor_job, action,
      target_type, target_id, before, after, ip, user_agent, created_at)
    SELECT n.organization_id, n.actor_user_id, token, job, 'shift.' || n.action,
      'shift', n.shift_id::text, n.before, n.after, ip, agent, n.created_at
    FROM new_rows n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shift_history_audit AFTER INSERT ON "shift_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_history_to_audit();
