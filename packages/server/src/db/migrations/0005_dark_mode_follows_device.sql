ALTER TABLE "users" ALTER COLUMN "dark_mode" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "dark_mode" DROP NOT NULL;--> statement-breakpoint
-- false was the column default, never a choice anyone made: those users follow the device now (decision 080).
UPDATE "users" SET "dark_mode" = NULL WHERE "dark_mode" = false;
