ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shifts_worker_removed_idx" ON "shifts" USING btree ("organization_id","worker_id","from","id") WHERE "shifts"."deleted_at" is not null;
