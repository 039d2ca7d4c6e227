DROP INDEX "shifts_money_cover_idx";--> statement-breakpoint
DROP INDEX "users_org_name_idx";--> statement-breakpoint
CREATE INDEX "shifts_money_cover_idx" ON "shifts" USING btree ("organization_id","from","to","worker_id","department_id","type","billing","salary","stamped","stamp_approved","stamp_not_completed","stamp_from","stamp_to","name","billing_status","id") WHERE "shifts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_org_name_idx" ON "users" USING btree ("organization_id","last_name","first_name","id","deleted_at");