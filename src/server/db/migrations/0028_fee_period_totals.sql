CREATE TABLE "fee_period_totals" (
	"fee_change_id" uuid PRIMARY KEY NOT NULL REFERENCES "fee_changes"("id") ON DELETE cascade,
	"applications" bigint DEFAULT 0 NOT NULL,
	"travellers" bigint DEFAULT 0 NOT NULL,
	"revenue_pence" bigint DEFAULT 0 NOT NULL,
	"government_fees_pence" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What each application paid, added once, when it is paid, to the fee change in force when its
-- payment was priced (older payments: when paid). Never taken away: erasing an application later
-- does not unearn what it paid.
CREATE FUNCTION "fee_period_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fee_period_totals (fee_change_id, applications, travellers, revenue_pence, government_fees_pence)
      SELECT c.id, count(*), sum(n.applicant_count), sum(n.amount_pence),
             sum(n.applicant_count * coalesce(n.government_fee_pence, 0))
        FROM new_rows n
        LEFT JOIN payments p ON p.id = n.payment_id
        JOIN LATERAL (SELECT f.id FROM fee_changes f
                       WHERE f.withdrawn_at IS NULL AND f.effective_from <= coalesce(p.priced_at, n.paid_at, n.created_at)
                       ORDER BY f.effective_from DESC LIMIT 1) c ON true
       WHERE n.payment_id IS NOT NULL
       GROUP BY c.id
    ON CONFLICT (fee_change_id) DO UPDATE SET
      applications = fee_period_totals.applications + excluded.applications,
      travellers = fee_period_totals.travellers + excluded.travellers,
      revenue_pence = fee_period_totals.revenue_pence + excluded.revenue_pence,
      government_fees_pence = fee_period_totals.government_fees_pence + excluded.government_fees_pence;
  ELSE
    INSERT INTO fee_period_totals (fee_change_id, applications, travellers, revenue_pence, government_fees_pence)
      SELECT c.id, count(*), sum(n.applicant_count), sum(n.amount_pence),
             sum(n.applicant_count * coalesce(n.government_fee_pence, 0))
        FROM new_rows n
        JOIN old_rows o ON o.id = n.id AND o.payment_id IS NULL
        LEFT JOIN payments p ON p.id = n.payment_id
        JOIN LATERAL (SELECT f.id FROM fee_changes f
                       WHERE f.withdrawn_at IS NULL AND f.effective_from <= coalesce(p.priced_at, n.paid_at, n.created_at)
                       ORDER BY f.effective_from DESC LIMIT 1) c ON true
       WHERE n.payment_id IS NOT NULL
       GROUP BY c.id
    ON CONFLICT (fee_change_id) DO UPDATE SET
      applications = fee_period_totals.applications + excluded.applications,
      travellers = fee_period_totals.travellers + excluded.travellers,
      revenue_pence = fee_period_totals.revenue_pence + excluded.revenue_pence,
      government_fees_pence = fee_period_totals.government_fees_pence + excluded.government_fees_pence;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fee_period_totals_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fee_period_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "fee_period_totals_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fee_period_totals_apply();
--> statement-breakpoint
INSERT INTO "fee_period_totals" ("fee_change_id", "applications", "travellers", "revenue_pence", "government_fees_pence")
  SELECT c.id, count(*), sum(a.applicant_count), sum(a.amount_pence),
         sum(a.applicant_count * coalesce(a.government_fee_pence, 0))
    FROM applications a
    LEFT JOIN payments p ON p.id = a.payment_id
    JOIN LATERAL (SELECT f.id FROM fee_changes f
                   WHERE f.withdrawn_at IS NULL AND f.effective_from <= coalesce(p.priced_at, a.paid_at, a.created_at)
                   ORDER BY f.effective_from DESC LIMIT 1) c ON true
   WHERE a.payment_id IS NOT NULL
   GROUP BY c.id;
