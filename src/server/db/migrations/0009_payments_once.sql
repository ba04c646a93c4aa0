CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_target_type_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "draft_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "snapshot_day" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_detail" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_payment_idx" ON "documents" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_draft_idx" ON "payments" USING btree ("draft_key") WHERE "payments"."status" in ('requires_payment', 'processing', 'failed');--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" in ('requires_payment', 'processing', 'failed');--> statement-breakpoint
CREATE INDEX "payments_attention_idx" ON "payments" USING btree ("attention_at") WHERE "payments"."status" = 'needs_attention';--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.mfa_enrolled', 'auth.mfa_reset', 'auth.mfa_failed', 'application.viewed', 'application.receipt_downloaded', 'application.exported', 'applications.exported', 'document.viewed', 'payments.attention_viewed', 'application.status_changed', 'application.note_added', 'application.refunded', 'user.created', 'user.updated', 'user.deleted', 'user.password_reset', 'settings.updated', 'contact_message.replied', 'contact_message.resolved', 'contact_message.deleted', 'payment.retried', 'payment.refunded'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_target_type_check" CHECK ("audit_events"."target_type" in ('application', 'document', 'user', 'contact_message', 'settings', 'payment'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('requires_payment', 'processing', 'succeeded', 'failed', 'canceled', 'needs_attention', 'refunded'));--> statement-breakpoint
UPDATE "documents" SET "payment_id" = "applications"."payment_id" FROM "applications" WHERE "documents"."application_id" = "applications"."id";--> statement-breakpoint
UPDATE "payments" SET "snapshot_day" = ("created_at" AT TIME ZONE 'Europe/London')::date;
