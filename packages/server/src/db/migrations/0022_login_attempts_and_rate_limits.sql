CREATE TABLE "login_attempts" (
	"account_key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"tries" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures";
