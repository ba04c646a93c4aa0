-- What GET /metrics reports of each job (issue #39, docs/decisions/036-metrics-for-operators.md): when it last succeeded, and how
-- often it failed, kept in the database so every instance reports the same figures.
ALTER TABLE "scheduled_jobs" ADD COLUMN "last_succeeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;
