-- Standard reasons of a request for information (issue #36, decision 038): codes of
-- src/core/case-reasons.ts, shown to the traveller in their language.
ALTER TABLE "traveller_cases" ADD COLUMN "requested_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;
