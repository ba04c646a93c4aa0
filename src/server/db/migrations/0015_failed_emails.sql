-- Failed e-mails listed for staff, newest failure first, with a Resend button (issue #21): when
-- the outbox gave up on a message, a partial index for the list's pages, and the audit actions of
-- reading the list and resending.
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_target_type_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "email_outbox" SET "failed_at" = "next_attempt_at" WHERE "status" = 'failed';--> statement-breakpoint
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("failed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "email_outbox"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.mfa_enrolled', 'auth.mfa_reset', 'auth.mfa_failed', 'application.viewed', 'application.receipt_downloaded', 'application.exported', 'applications.exported', 'document.viewed', 'payments.attention_viewed', 'emails.failed_viewed', 'application.status_changed', 'application.note_added', 'application.refunded', 'user.created', 'user.updated', 'user.deleted', 'user.password_reset', 'settings.updated', 'contact_message.replied', 'contact_message.resolved', 'contact_message.deleted', 'payment.retried', 'payment.refunded', 'email.resent'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_target_type_check" CHECK ("audit_events"."target_type" in ('application', 'document', 'user', 'contact_message', 'settings', 'payment', 'email'));
