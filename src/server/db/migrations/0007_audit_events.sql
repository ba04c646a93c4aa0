CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" uuid,
	"application_id" uuid,
	"request_id" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('auth.sign_in', 'auth.sign_in_failed', 'auth.mfa_enrolled', 'auth.mfa_reset', 'auth.mfa_failed', 'application.viewed', 'application.receipt_downloaded', 'application.exported', 'applications.exported', 'document.viewed', 'application.status_changed', 'application.note_added', 'user.created', 'user.updated', 'user.deleted', 'user.password_reset', 'settings.updated', 'contact_message.replied', 'contact_message.resolved', 'contact_message.deleted')),
	CONSTRAINT "audit_events_target_type_check" CHECK ("audit_events"."target_type" in ('application', 'document', 'user', 'contact_message', 'settings'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."target_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_application_idx" ON "audit_events" USING btree ("application_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."application_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_reference_idx" ON "audit_events" USING btree (("details" ->> 'reference'),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE ("audit_events"."details" ->> 'reference') is not null;--> statement-breakpoint
-- Append-only: any UPDATE, DELETE or TRUNCATE of the trail is refused, whoever asks and however
-- many rows it would touch (statement triggers fire for none too). Nothing references the table.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_delete" BEFORE DELETE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
