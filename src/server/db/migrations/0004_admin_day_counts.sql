CREATE TABLE "application_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"processing_type" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_day_counts_day_status_processing_type_pk" PRIMARY KEY("day","status","processing_type")
);
--> statement-breakpoint
CREATE TABLE "application_day_nationality_counts" (
	"nationality" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"processing_type" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_day_nationality_counts_nationality_day_status_processing_type_pk" PRIMARY KEY("nationality","day","status","processing_type")
);
--> statement-breakpoint
CREATE TABLE "application_last_name_counts" (
	"last_name" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_last_name_counts_last_name_status_pk" PRIMARY KEY("last_name","status")
);
--> statement-breakpoint
CREATE TABLE "application_reference_counts" (
	"prefix" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_reference_counts_prefix_status_pk" PRIMARY KEY("prefix","status")
);
--> statement-breakpoint
CREATE TABLE "user_day_counts" (
	"day" date NOT NULL,
	"role" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_day_counts_day_role_pk" PRIMARY KEY("day","role")
);
--> statement-breakpoint
DROP INDEX "applications_nationality_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email","created_at" DESC NULLS LAST) WHERE "contact_messages"."user_id" is null;--> statement-breakpoint
CREATE INDEX "applications_nationality_idx" ON "applications" USING btree ("nationality","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO application_counts (status, processing_type, nationality, count)
      SELECT status, processing_type, nationality, -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (status, processing_type, nationality)
      DO UPDATE SET count = application_counts.count + excluded.count;
    INSERT INTO application_day_counts (day, status, processing_type, count)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, processing_type, -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (day, status, processing_type)
      DO UPDATE SET count = application_day_counts.count + excluded.count;
    INSERT INTO application_day_nationality_counts (nationality, day, status, processing_type, count)
      SELECT nationality, (created_at AT TIME ZONE 'UTC')::date, status, processing_type, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (nationality, day, status, processing_type)
      DO UPDATE SET count = application_day_nationality_counts.count + excluded.count;
    INSERT INTO application_last_name_counts (last_name, status, count)
      SELECT last_name, status, -count(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (last_name, status) DO UPDATE SET count = application_last_name_counts.count + excluded.count;
    INSERT INTO application_reference_counts (prefix, status, count)
      SELECT left(reference_number, 7), status, -count(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (prefix, status) DO UPDATE SET count = application_reference_counts.count + excluded.count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO application_counts (status, processing_type, nationality, count)
      SELECT status, processing_type, nationality, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (status, processing_type, nationality)
      DO UPDATE SET count = application_counts.count + excluded.count;
    INSERT INTO application_day_counts (day, status, processing_type, count)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, processing_type, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (day, status, processing_type)
      DO UPDATE SET count = application_day_counts.count + excluded.count;
    INSERT INTO application_day_nationality_counts (nationality, day, status, processing_type, count)
      SELECT nationality, (created_at AT TIME ZONE 'UTC')::date, status, processing_type, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (nationality, day, status, processing_type)
      DO UPDATE SET count = application_day_nationality_counts.count + excluded.count;
    INSERT INTO application_last_name_counts (last_name, status, count)
      SELECT last_name, status, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (last_name, status) DO UPDATE SET count = application_last_name_counts.count + excluded.count;
    INSERT INTO application_reference_counts (prefix, status, count)
      SELECT left(reference_number, 7), status, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (prefix, status) DO UPDATE SET count = application_reference_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_counts;
  DELETE FROM application_day_counts;
  DELETE FROM application_day_nationality_counts;
  DELETE FROM application_last_name_counts;
  DELETE FROM application_reference_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO application_day_counts (day, status, processing_type, count)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, processing_type, count(*) FROM applications GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO application_day_nationality_counts (nationality, day, status, processing_type, count)
  SELECT nationality, (created_at AT TIME ZONE 'UTC')::date, status, processing_type, count(*)
  FROM applications GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO application_last_name_counts (last_name, status, count)
  SELECT last_name, status, count(*) FROM applications GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO application_reference_counts (prefix, status, count)
  SELECT left(reference_number, 7), status, count(*) FROM applications GROUP BY 1, 2;

--> statement-breakpoint
DROP INDEX "applications_created_idx";
--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("search_text");
--> statement-breakpoint
DROP INDEX "applications_status_created_idx";
--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("search_text");
--> statement-breakpoint
DROP INDEX "applications_last_name_idx";
--> statement-breakpoint
CREATE INDEX "applications_last_name_idx" ON "applications" USING btree ("last_name", "id") INCLUDE ("search_text");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO user_counts (role, count) SELECT role, -count(*) FROM old_rows GROUP BY 1
    ON CONFLICT (role) DO UPDATE SET count = user_counts.count + excluded.count;
    INSERT INTO user_day_counts (day, role, count)
      SELECT (created_at AT TIME ZONE 'UTC')::date, role, -count(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (day, role) DO UPDATE SET count = user_day_counts.count + excluded.count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO user_counts (role, count) SELECT role, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (role) DO UPDATE SET count = user_counts.count + excluded.count;
    INSERT INTO user_day_counts (day, role, count)
      SELECT (created_at AT TIME ZONE 'UTC')::date, role, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (day, role) DO UPDATE SET count = user_day_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_counts;
  DELETE FROM user_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO user_day_counts (day, role, count)
  SELECT (created_at AT TIME ZONE 'UTC')::date, role, count(*) FROM users GROUP BY 1, 2;
