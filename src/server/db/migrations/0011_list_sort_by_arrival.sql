-- The applications list sorted by arrival date or by travellers (issue #22). Like the other list
-- indexes (0004) they INCLUDE search_text, so a search in these sorts is filtered in the index.
CREATE INDEX "applications_arrival_idx" ON "applications" USING btree ("arrival_date","id") INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "applications_travellers_idx" ON "applications" USING btree ("applicant_count","id") INCLUDE ("search_text");
