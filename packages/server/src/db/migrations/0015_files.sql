CREATE TABLE "file_quotas" (
	"organization_id" uuid NOT NULL,
	"bucket_id" uuid NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_quotas_pkey" PRIMARY KEY("organization_id","bucket_id"),
	CONSTRAINT "file_quotas_used_check" CHECK ("file_quotas"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "file_shares" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid,
	"group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_shares_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "file_shares_one_target" CHECK (("file_shares"."user_id" is null) <> ("file_shares"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_id" uuid,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"is_shared_with_all" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_pkey" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('file', 'directory')),
	CONSTRAINT "files_filename_length_check" CHECK (char_length("files"."filename") between 1 and 255),
	CONSTRAINT "files_file_has_object" CHECK (("files"."kind" = 'file') = ("files"."storage_key" is not null)),
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "file_quotas" ADD CONSTRAINT "file_quotas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_file_fk" FOREIGN KEY ("organization_id","file_id") REFERENCES "public"."files"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_user_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_group_fk" FOREIGN KEY ("organization_id","group_id") REFERENCES "public"."groups"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_fk" FOREIGN KEY ("organization_id","owner_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_parent_fk" FOREIGN KEY ("organization_id","parent_id") REFERENCES "public"."files"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_file_user_idx" ON "file_shares" USING btree ("organization_id","file_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_shares_file_group_idx" ON "file_shares" USING btree ("organization_id","file_id","group_id");--> statement-breakpoint
CREATE INDEX "file_shares_user_idx" ON "file_shares" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "file_shares_group_idx" ON "file_shares" USING btree ("organization_id","group_id");--> statement-breakpoint
CREATE INDEX "files_listing_idx" ON "files" USING btree ("organization_id","owner_id","parent_id","kind","filename","id");--> statement-breakpoint
CREATE INDEX "files_parent_idx" ON "files" USING btree ("organization_id","parent_id","kind","filename","id");--> statement-breakpoint
CREATE INDEX "files_public_idx" ON "files" USING btree ("organization_id") WHERE "files"."is_public";--> statement-breakpoint
CREATE INDEX "files_shared_with_all_idx" ON "files" USING btree ("organization_id") WHERE "files"."is_shared_with_all";