-- The retention job reads partly approved families too (decision 030); its partial index must cover them.
DROP INDEX IF EXISTS "applications_retention_idx";--> statement-breakpoint
CREATE INDEX "applications_retention_idx" ON "applications" USING btree ("last_status_update","id") WHERE "applications"."personal_data_erased_at" is null and "applications"."status" in ('approved', 'partly_approved', 'rejected', 'cancelled');
