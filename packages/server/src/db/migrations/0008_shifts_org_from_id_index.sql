DROP INDEX "shifts_org_from_idx";--> statement-breakpoint
CREATE INDEX "shifts_org_from_id_idx" ON "shifts" USING btree ("organization_id","from","id") WHERE "shifts"."deleted_at" is null;