-- Fees on a date (issue #35, decision 037): the price per traveller and the government fee it
-- includes are a schedule of changes, each from its effective instant (00:00 Europe/London of the
-- UK date staff pick), withdrawable until it starts. At most one live change per instant. The
-- first change is the level the settings held, in force since the fee rose to £16 (9 April 2025).
CREATE TABLE "fee_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"price_pence" integer NOT NULL,
	"government_fee_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "fee_changes_amounts_check" CHECK ("fee_changes"."price_pence" >= 0 and "fee_changes"."government_fee_pence" >= 0)
);--> statement-breakpoint
ALTER TABLE "fee_changes" ADD CONSTRAINT "fee_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_changes" ADD CONSTRAINT "fee_changes_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_changes_live_instant_idx" ON "fee_changes" USING btree ("effective_from") WHERE "fee_changes"."withdrawn_at" is null;--> statement-breakpoint
INSERT INTO "fee_changes" ("effective_from", "price_pence", "government_fee_pence")
	SELECT least(now(), '2025-04-08T23:00:00Z'::timestamptz), "priority_processing_fee_pence", "government_fee_pence" FROM "settings" WHERE "id" = 1;--> statement-breakpoint
-- A payment keeps the price per traveller and the government fee it was priced at, and when.
ALTER TABLE "payments" ADD COLUMN "price_pence" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "government_fee_pence" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "priced_at" timestamp with time zone;--> statement-breakpoint
-- So does the application built from it: refunds, receipts, statistics and the CSV read these.
ALTER TABLE "applications" ADD COLUMN "price_pence" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "government_fee_pence" integer;--> statement-breakpoint
UPDATE "applications" SET "price_pence" = "amount_pence" / "applicant_count", "government_fee_pence" = (SELECT "government_fee_pence" FROM "settings" WHERE "id" = 1)
	WHERE "applicant_count" > 0 AND "amount_pence" > 0;--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT IF EXISTS "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.mfa_enrolled', 'auth.mfa_reset', 'auth.mfa_failed', 'application.viewed', 'application.receipt_downloaded', 'application.exported', 'applications.exported', 'document.viewed', 'payments.attention_viewed', 'emails.failed_viewed', 'staff_list.applications', 'staff_list.users', 'staff_list.messages', 'application.status_changed', 'application.note_added', 'application.refunded', 'application.claimed', 'application.assigned', 'application.released', 'case.changed', 'case.information_requested', 'user.created', 'user.updated', 'user.deleted', 'user.password_reset', 'settings.updated', 'fees.change_scheduled', 'fees.change_withdrawn', 'contact_message.replied', 'contact_message.resolved', 'contact_message.deleted', 'payment.retried', 'payment.refunded', 'email.resent'));
