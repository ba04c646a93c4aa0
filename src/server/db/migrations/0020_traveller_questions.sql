-- The Home Office's questions (issue #31, decision 033): the main applicant's sex as in the
-- passport, other nationalities, home address and job; every traveller's suitability answers sealed
-- with the documents' key (never in clear); and a flag for staff when any traveller answered yes.
ALTER TABLE "applications" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "other_nationalities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "home_address" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suitability_sealed" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suitability_declared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_sex_check" CHECK ("applications"."sex" in ('F', 'M', 'X'));--> statement-breakpoint
CREATE INDEX "applications_suitability_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "applications"."suitability_declared";
