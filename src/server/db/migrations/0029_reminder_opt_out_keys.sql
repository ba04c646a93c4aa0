-- An opt-out is kept by a keyed hash of the address (HMAC under the code pepper), not the address:
-- the switch must outlive the account and the applications, and then it should not be a list of
-- e-mail addresses. Rows written before are sealed by the server at start-up, which has the key.
ALTER TABLE "reminder_opt_outs" DROP CONSTRAINT "reminder_opt_outs_pkey";--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD COLUMN "email_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_opt_outs_email_key_idx" ON "reminder_opt_outs" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "reminder_opt_outs_email_idx" ON "reminder_opt_outs" USING btree ("email") WHERE "email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_one_check" CHECK ("email_key" IS NOT NULL OR "email" IS NOT NULL);
