-- The passport and photo checks (issues 32 and 33; docs/decisions/034-passport-and-photo-checks.md):
-- what the server read of a passport scan's machine-readable lines, or measured of a photo, kept
-- with the document and erased with it; null while the check is pending. The traveller's
-- confirmations of a typed value that differs from the lines: application field names per
-- traveller of the main applicant (the family members' are in additional_applicants).
ALTER TABLE "documents" ADD COLUMN "check_result" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "passport_confirmed" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_check_pending_idx" ON "documents" USING btree ("created_at") WHERE "check_result" is null and "kind" in ('passportScan', 'photo');
