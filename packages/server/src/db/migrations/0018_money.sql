ALTER TABLE "shifts" ADD COLUMN "billing_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "billing_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "salaries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A salary value typed before it was time-effective holds from the start (docs/decisions/117).
UPDATE "users" SET "salaries" = jsonb_build_array(jsonb_build_object('validFrom', '2000-01-01', 'value', jsonb_build_object('rate', "salary_value", 'scheme', 'regular'))) WHERE btrim("salary_value") <> '';
