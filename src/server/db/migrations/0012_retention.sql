ALTER TABLE "applications" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "passport_issue_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "passport_expiry_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "document_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_retention_idx" ON "applications" USING btree ("last_status_update","id") WHERE "applications"."personal_data_erased_at" is null and "applications"."status" in ('approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE INDEX "applications_erased_idx" ON "applications" USING btree ("personal_data_erased_at","id") WHERE "applications"."personal_data_erased_at" is not null;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_retention_days_check" CHECK ("settings"."document_retention_days" between 1 and 3650);