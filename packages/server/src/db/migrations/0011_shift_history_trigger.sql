-- Shift history (decision 096): every statement that inserts or updates shifts writes one entry per
-- changed shift in the same transaction, with only the columns that changed, before and after.
-- The actor is the transaction's `tuura.actor` setting (set by the shifts module before it
-- writes); null when nobody signed in made the change (a job, the demo seed).
CREATE FUNCTION shifts_record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('tuura.actor', true), '')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shift_history (organization_id, shift_id, actor_user_id, action, before, after)
      SELECT n.organization_id, n.id, actor, 'created', NULL,
        jsonb_strip_nulls(to_jsonb(n) - ARRAY['id', 'organization_id', 'created_at', 'updated_at'])
      FROM new_rows n;
  ELSE
    INSERT INTO shift_history (organization_id, shift_id, actor_user_id, action, before, after)
      SELECT n.organization_id, n.id, actor,
        CASE WHEN o.deleted_at IS NULL AND n.deleted_at IS NOT NULL THEN 'deleted'
             WHEN o.deleted_at IS NOT NULL AND n.deleted_at IS NULL THEN 'restored'
             ELSE 'updated' END,
        d.before, d.after
      FROM old_rows o
      JOIN new_rows n ON n.organization_id = o.organization_id AND n.id = o.id
      CROSS JOIN LATERAL (
        SELECT jsonb_object_agg(b.key, b.value) AS before, jsonb_object_agg(b.key, a.value) AS after
        FROM jsonb_each(to_jsonb(o) - 'updated_at') b
        JOIN jsonb_each(to_jsonb(n) - 'updated_at') a USING (key)
        WHERE a.value IS DISTINCT FROM b.value
      ) d
      WHERE d.before IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shifts_history_insert AFTER INSERT ON shifts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shifts_record_history();--> statement-breakpoint
CREATE TRIGGER shifts_history_update AFTER UPDATE ON shifts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shifts_record_history();
