ALTER TABLE "sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_org_id_key" ON "sessions" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "sessions_taken_over_by_idx" ON "sessions" USING btree ("taken_over_by");
