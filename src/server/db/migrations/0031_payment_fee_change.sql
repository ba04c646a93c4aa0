-- Each rule once (issue #38): the fee change in force at an instant is decided by the server
-- (src/core/fee-schedule.ts), which keeps the change it priced a payment by on the payment. Revenue
-- by fee period groups by that column instead of choosing the change again in SQL.
ALTER TABLE "payments" ADD COLUMN "fee_change_id" uuid REFERENCES "fee_changes"("id") ON DELETE set null;--> statement-breakpoint
-- Payments made before: the change 0028's trigger chose for them, once (priced, else paid, instant).
UPDATE "payments" p SET "fee_change_id" = (
    SELECT f.id FROM fee_changes f
     WHERE f.withdrawn_at IS NULL
       AND f.effective_from <= coalesce(p.priced_at,
             (SELECT coalesce(a.paid_at, a.created_at) FROM applications a WHERE a.payment_id = p.id LIMIT 1))
     ORDER BY f.effective_from DESC LIMIT 1);--> statement-breakpoint
-- What newly paid applications paid, added to the change their payment was priced by. One function
-- for both triggers: an insert adds every paid row, an update the rows that were not paid before.
CREATE FUNCTION "fee_period_totals_add"(paid uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO fee_period_totals (fee_change_id, applications, travellers, revenue_pence, government_fees_pence)
    SELECT p.fee_change_id, count(*), sum(a.applicant_count), sum(a.amount_pence),
           sum(a.applicant_count * coalesce(a.government_fee_pence, 0))
      FROM applications a JOIN payments p ON p.id = a.payment_id
     WHERE a.id = ANY(paid) AND p.fee_change_id IS NOT NULL
     GROUP BY p.fee_change_id
  ON CONFLICT (fee_change_id) DO UPDATE SET
    applications = fee_period_totals.applications + excluded.applications,
    travellers = fee_period_totals.travellers + excluded.travellers,
    revenue_pence = fee_period_totals.revenue_pence + excluded.revenue_pence,
    government_fees_pence = fee_period_totals.government_fees_pence + excluded.government_fees_pence;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_period_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fee_period_totals_add(ARRAY(SELECT n.id FROM new_rows n WHERE n.payment_id IS NOT NULL));
  ELSE
    PERFORM fee_period_totals_add(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.payment_id IS NULL
       WHERE n.payment_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
