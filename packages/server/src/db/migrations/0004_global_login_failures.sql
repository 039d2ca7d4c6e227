DROP INDEX "login_failures_key_time_idx";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_key_time_idx" ON "login_failures" USING btree ("account_key","failed_at");