ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL
);
