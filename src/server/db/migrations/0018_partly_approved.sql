-- A family's outcome (DECISIONS.md third round, decision 030): every traveller decided, at least
-- one granted and one refused, is 'partly_approved'.
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'processing', 'reviewing', 'approved', 'partly_approved', 'rejected', 'cancelled'));--> statement-breakpoint
-- Applications decided before: a family with a grant and a refusal was called 'approved'.
UPDATE "applications" SET "status" = 'partly_approved'
  WHERE "status" = 'approved'
    AND EXISTS (SELECT 1 FROM "traveller_cases" c WHERE c."application_id" = "applications"."id" AND c."status" = 'refused')
    AND EXISTS (SELECT 1 FROM "traveller_cases" c WHERE c."application_id" = "applications"."id" AND c."status" = 'granted');
