-- The applications list finds an application by any traveller's passport number (issue #18, item 8;
-- decision 025): the numbers in capitals without spaces or punctuation, the same normal form as
-- passport_keys (0014) but without the issuing country, so a number is found whichever country
-- issued it. Immutable, so an index can hold it; an erased application holds no number.
CREATE FUNCTION passport_numbers(number text, additional jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(distinct p.key), '{}'::text[])
  from (
    select upper(regexp_replace(number, '[^A-Za-z0-9]', '', 'g')) as key
    union all
    select upper(regexp_replace(t->>'passportNumber', '[^A-Za-z0-9]', '', 'g'))
    from jsonb_array_elements(case when jsonb_typeof(additional) = 'array' then additional else '[]'::jsonb end) t
  ) p
  where p.key is not null and p.key <> ''
$$;--> statement-breakpoint
CREATE INDEX "applications_passport_numbers_idx" ON "applications" USING gin (passport_numbers("passport_number", "additional_applicants"));
