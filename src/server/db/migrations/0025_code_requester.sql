-- A stranger's wrong codes never lock out the person who asked for the code (issue #30 item 3;
-- docs/decisions/032-codes-sessions-origins-keys-and-the-database-role.md): each code remembers a
-- keyed hash of the client that requested it, and wrong tries from other clients count apart.
ALTER TABLE "one_time_codes" ADD COLUMN "requester_hash" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "foreign_attempts" integer DEFAULT 0 NOT NULL;
