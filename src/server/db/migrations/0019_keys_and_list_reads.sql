-- Issue 30. A keyed fingerprint of each secret key (never the key) so that an instance started
-- with another key stops at once, naming it, instead of failing later on the first sealed value;
-- and the audit actions of staff list reads (applications, users, messages).
CREATE TABLE "key_fingerprints" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT IF EXISTS "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.mfa_enrolled', 'auth.mfa_reset', 'auth.mfa_failed', 'application.viewed', 'application.receipt_downloaded', 'application.exported', 'applications.exported', 'document.viewed', 'payments.attention_viewed', 'emails.failed_viewed', 'staff_list.applications', 'staff_list.users', 'staff_list.messages', 'application.status_changed', 'application.note_added', 'application.refunded', 'application.claimed', 'application.assigned', 'application.released', 'case.changed', 'case.information_requested', 'user.created', 'user.updated', 'user.deleted', 'user.password_reset', 'settings.updated', 'contact_message.replied', 'contact_message.resolved', 'contact_message.deleted', 'payment.retried', 'payment.refunded', 'email.resent'));
