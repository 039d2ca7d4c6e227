CREATE TABLE "cancellations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"reason" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"decision_message" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "cancellations_reason_known" CHECK ("cancellations"."reason" in (0, 1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "market_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "market_reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "decision_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_shift_fk" FOREIGN KEY ("organization_id","shift_id") REFERENCES "public"."shifts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_worker_fk" FOREIGN KEY ("organization_id","worker_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_decided_by_fk" FOREIGN KEY ("organization_id","decided_by") REFERENCES "public"."users"("organization_id","id") ON DELETE set null ("decided_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_one_active_per_shift" ON "cancellations" USING btree ("organization_id","shift_id") WHERE "cancellations"."state" = 0;--> statement-breakpoint
CREATE INDEX "cancellations_active_idx" ON "cancellations" USING btree ("organization_id","created_at") WHERE "cancellations"."state" = 0;--> statement-breakpoint
CREATE INDEX "cancellations_worker_idx" ON "cancellations" USING btree ("organization_id","worker_id","created_at");--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_decided_by_fk" FOREIGN KEY ("organization_id","decided_by") REFERENCES "public"."users"("organization_id","id") ON DELETE set null ("decided_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_shift_fk" FOREIGN KEY ("organization_id","shift_id") REFERENCES "public"."shifts"("organization_id","id") ON DELETE set null ("shift_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_market_open_idx" ON "shifts" USING btree ("organization_id","from") WHERE "shifts"."market_published_at" is not null and "shifts"."worker_id" is null and "shifts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "suggestions_pending_idx" ON "suggestions" USING btree ("organization_id","from") WHERE "suggestions"."approved" = 0;