ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_user_target_idx" ON "audit_log" USING btree ("organization_id","target_id","id") WHERE "audit_log"."target_type" = 'user';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("organization_id","actor_user_id","id");
