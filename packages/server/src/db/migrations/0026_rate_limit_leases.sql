ALTER TABLE "rate_limit_counters" ADD COLUMN "granted" integer DEFAULT 1 NOT NULL;
