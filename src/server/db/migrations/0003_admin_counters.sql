CREATE TABLE "application_counts" (
	"status" text NOT NULL,
	"processing_type" text NOT NULL,
	"nationality" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_counts_status_processing_type_nationality_pk" PRIMARY KEY("status","processing_type","nationality")
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "application_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO application_counts (status, processing_type, nationality, count)
      SELECT status, processing_type, nationality, -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (status, processing_type, nationality)
      DO UPDATE SET count = application_counts.count + excluded.count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO application_counts (status, processing_type, nationality, count)
      SELECT status, processing_type, nationality, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (status, processing_type, nationality)
      DO UPDATE SET count = application_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_counts_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "application_counts_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "application_counts_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply();
--> statement-breakpoint
CREATE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO user_counts (role, count) SELECT role, -count(*) FROM old_rows GROUP BY 1
    ON CONFLICT (role) DO UPDATE SET count = user_counts.count + excluded.count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO user_counts (role, count) SELECT role, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (role) DO UPDATE SET count = user_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_counts_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "user_counts_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "user_counts_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply();
--> statement-breakpoint
INSERT INTO application_counts (status, processing_type, nationality, count)
  SELECT status, processing_type, nationality, count(*) FROM applications GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO user_counts (role, count) SELECT role, count(*) FROM users GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "application_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_counts_truncate" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_reset();
--> statement-breakpoint
CREATE FUNCTION "user_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_counts_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_reset();
