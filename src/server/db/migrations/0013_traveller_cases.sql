CREATE TABLE "traveller_cases" (
	"application_id" uuid NOT NULL,
	"traveller_index" smallint NOT NULL,
	"status" text DEFAULT 'in_review' NOT NULL,
	"review_started" boolean DEFAULT false NOT NULL,
	"requested_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_message" text,
	"requested_at" timestamp with time zone,
	"home_office_reference" text,
	"submitted_at" timestamp with time zone,
	"decision_date" date,
	"decision_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traveller_cases_application_id_traveller_index_pk" PRIMARY KEY("application_id","traveller_index"),
	CONSTRAINT "traveller_cases_status_check" CHECK ("traveller_cases"."status" in ('in_review', 'information_needed', 'ready_to_submit', 'submitted', 'granted', 'refused', 'invalid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "application_events" DROP CONSTRAINT "application_events_type_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "traveller_index" smallint;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "traveller_index" smallint;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "traveller_cases" ADD CONSTRAINT "traveller_cases_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traveller_cases_information_needed_idx" ON "traveller_cases" USING btree ("application_id") WHERE "traveller_cases"."status" = 'information_needed';--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_type_check" CHECK ("application_events"."type" in ('submitted', 'status_changed', 'note', 'cancelled', 'refunded', 'case_changed', 'information_requested', 'information_provided'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.mfa_enrolled', 'auth.mfa_reset', 'auth.mfa_failed', 'application.viewed', 'application.receipt_downloaded', 'application.exported', 'applications.exported', 'document.viewed', 'payments.attention_viewed', 'application.status_changed', 'application.note_added', 'application.refunded', 'case.changed', 'case.information_requested', 'user.created', 'user.updated', 'user.deleted', 'user.password_reset', 'settings.updated', 'contact_message.replied', 'contact_message.resolved', 'contact_message.deleted', 'payment.retried', 'payment.refunded'));--> statement-breakpoint
-- Every application gets one case per traveller as it is inserted, whatever inserts it (the
-- payment, a seed, a test): a statement trigger, like the counters of 0003. The first case of an
-- application of a given status is that of core/cases.ts initialCaseOf.
CREATE FUNCTION "traveller_cases_create"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO traveller_cases (application_id, traveller_index, status, review_started)
    SELECT new_rows.id, traveller.index,
      CASE new_rows.status
        WHEN 'processing' THEN 'ready_to_submit'
        WHEN 'approved' THEN 'granted'
        WHEN 'rejected' THEN 'refused'
        WHEN 'cancelled' THEN 'cancelled'
        ELSE 'in_review'
      END,
      new_rows.status NOT IN ('pending', 'cancelled')
    FROM new_rows
    CROSS JOIN LATERAL generate_series(0, greatest(new_rows.applicant_count, 1) - 1) AS traveller(index)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "traveller_cases_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION traveller_cases_create();
--> statement-breakpoint
-- The applications made before cases: the same cases, from their status.
INSERT INTO traveller_cases (application_id, traveller_index, status, review_started)
  SELECT applications.id, traveller.index,
    CASE applications.status
      WHEN 'processing' THEN 'ready_to_submit'
      WHEN 'approved' THEN 'granted'
      WHEN 'rejected' THEN 'refused'
      WHEN 'cancelled' THEN 'cancelled'
      ELSE 'in_review'
    END,
    applications.status NOT IN ('pending', 'cancelled')
  FROM applications
  CROSS JOIN LATERAL generate_series(0, greatest(applications.applicant_count, 1) - 1) AS traveller(index)
ON CONFLICT DO NOTHING;
