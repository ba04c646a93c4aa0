-- Time told honestly (issue #34, decision 035): reminders each sent once across instances (a row
-- per reminder under a unique key, written in the transaction that queues its e-mail), the
-- addresses that stopped reminders (RFC 8058 one-click, or the profile's switch), the headers an
-- outbox message carries (List-Unsubscribe), and Home Office disruptions declared by staff (at
-- most one active at a time).
CREATE TABLE "reminders_sent" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "reminders_sent_application_idx" ON "reminders_sent" USING btree ("application_id");--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"email" "citext" PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE TABLE "disruptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"message" jsonb NOT NULL,
	"started_by" uuid,
	"ended_by" uuid
);--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disruptions_one_active_idx" ON "disruptions" USING btree ((true)) WHERE "disruptions"."ended_at" is null;
