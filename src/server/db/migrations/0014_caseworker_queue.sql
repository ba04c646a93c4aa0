-- The caseworker's queue (issue #17, item 4; decision 018): who works on an application and since
-- when, the views My cases and Unassigned in their default order (arrival date), and an indexed
-- lookup of every traveller's passport for the duplicate warning.
ALTER TABLE "applications" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_queue_mine_idx" ON "applications" USING btree ("assigned_to","arrival_date","id") WHERE "applications"."status" in ('pending', 'reviewing', 'processing');--> statement-breakpoint
CREATE INDEX "applications_queue_unassigned_idx" ON "applications" USING btree ("arrival_date","id") WHERE "applications"."assigned_to" is null and "applications"."status" in ('pending', 'reviewing', 'processing');--> statement-breakpoint
-- 'GB:123456789' for the main applicant and each additional applicant: issuing country and the
-- passport number in capitals without spaces or punctuation. Immutable, so an index can hold it.
CREATE FUNCTION passport_keys(number text, country text, additional jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(distinct upper(coalesce(p.country, '')) || ':' || p.key), '{}'::text[])
  from (
    select country, upper(regexp_replace(number, '[^A-Za-z0-9]', '', 'g')) as key
    union all
    select t->>'issuingCountry', upper(regexp_replace(t->>'passportNumber', '[^A-Za-z0-9]', '', 'g'))
    from jsonb_array_elements(case when jsonb_typeof(additional) = 'array' then additional else '[]'::jsonb end) t
  ) p
  where p.key is not null and p.key <> ''
$$;--> statement-breakpoint
CREATE INDEX "applications_passport_keys_idx" ON "applications" USING gin (passport_keys("passport_number", "issuing_country", "additional_applicants"));--> statement-breakpoint
ALTER TABLE "application_events" DROP CONSTRAINT "application_events_type_check";--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_type_check" CHECK ("application_events"."type" in ('submitted', 'status_changed', 'note', 'cancelled', 'refunded', 'claimed', 'assigned', 'released'));--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.mfa_enrolled', 'auth.mfa_reset', 'auth.mfa_failed', 'application.viewed', 'application.receipt_downloaded', 'application.exported', 'applications.exported', 'document.viewed', 'payments.attention_viewed', 'application.status_changed', 'application.note_added', 'application.refunded', 'application.claimed', 'application.assigned', 'application.released', 'user.created', 'user.updated', 'user.deleted', 'user.password_reset', 'settings.updated', 'contact_message.replied', 'contact_message.resolved', 'contact_message.deleted', 'payment.retried', 'payment.refunded'));
