CREATE TABLE "shift_stamp_counts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shift_stamp_counts" ADD CONSTRAINT "shift_stamp_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The count follows every statement on shifts through its transition tables: one upsert per
-- statement and organisation, whatever the number of rows. "Waiting" is stampWaitsForApproval
-- (db/schema/shifts.ts) of a live shift; a test keeps the two in step.
CREATE FUNCTION shifts_count_waiting_stamps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shift_stamp_counts AS c (organization_id, waiting)
      SELECT organization_id, count(*)::int FROM new_rows
      WHERE stamp_required AND stamped AND stamp_approved = 0 AND deleted_at IS NULL
      GROUP BY organization_id
    ON CONFLICT (organization_id) DO UPDATE SET waiting = c.waiting + excluded.waiting;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE shift_stamp_counts c SET waiting = c.waiting - d.n
      FROM (SELECT organization_id, count(*)::int AS n FROM old_rows
            WHERE stamp_required AND stamped AND stamp_approved = 0 AND deleted_at IS NULL
            GROUP BY organization_id) d
      WHERE c.organization_id = d.organization_id;
  ELSE
    INSERT INTO shift_stamp_counts AS c (organization_id, waiting)
      SELECT organization_id, sum(delta)::int FROM (
        SELECT organization_id, 1 AS delta FROM new_rows
          WHERE stamp_required AND stamped AND stamp_approved = 0 AND deleted_at IS NULL
        UNION ALL
        SELECT organization_id, -1 FROM old_rows
          WHERE stamp_required AND stamped AND stamp_approved = 0 AND deleted_at IS NULL
      ) changes
      GROUP BY organization_id
      HAVING sum(delta) <> 0
    ON CONFLICT (organization_id) DO UPDATE SET waiting = c.waiting + excluded.waiting;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shifts_waiting_stamps_insert AFTER INSERT ON shifts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shifts_count_waiting_stamps();--> statement-breakpoint
CREATE TRIGGER shifts_waiting_stamps_update AFTER UPDATE ON shifts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shifts_count_waiting_stamps();--> statement-breakpoint
CREATE TRIGGER shifts_waiting_stamps_delete AFTER DELETE ON shifts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shifts_count_waiting_stamps();--> statement-breakpoint
INSERT INTO shift_stamp_counts (organization_id, waiting)
  SELECT organization_id, count(*)::int FROM shifts
  WHERE stamp_required AND stamped AND stamp_approved = 0 AND deleted_at IS NULL
  GROUP BY organization_id;
