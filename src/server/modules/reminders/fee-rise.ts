import { publicFees } from '../fees/service';
import { type ReminderDeps, remindDraftOwners, sendOnce } from './once';

/** Drafts saved within this many days are told of a coming rise (older ones are left alone). */
const feeRiseWindowDays = 30;

/**
 * A coming rise of the price (issue #35, decision 037): the owner of an unpaid draft is told once per
 * change, with its date, the new price and today's, in their language. A payment deletes the draft,
 * so a paid one is never told. Reminders respect the address's switch and carry the unsubscribe.
 */
export async function sendFeeRiseNotices(deps: ReminderDeps): Promise<number> {
  const { current, next } = await publicFees(deps.db, deps.now);
  if (!next || next.pricePence <= current.pricePence) return 0;
  const from = new Date(deps.now.getTime() - feeRiseWindowDays * 24 * 3600_000).toISOString();
  return remindDraftOwners(deps, { from, to: deps.now.toISOString() }, (row, unsubscribe) =>
    sendOnce(
      deps.db,
      { key: `fee_rise:${row.user_id}:${next.effectiveFrom}`, kind: 'fee_rise' },
      {
        to: row.email,
        language: row.preferred_language,
        template: 'reminderFeeRise',
        headers: unsubscribe.headers,
        data: {
          firstName: row.first_name,
          effectiveFrom: next.effectiveFrom,
          pricePence: next.pricePence,
          governmentFeePence: next.governmentFeePence,
          currentPricePence: current.pricePence,
          applyUrl: `${deps.appUrl}/apply`,
          unsubscribeUrl: unsubscribe.url,
        },
      },
    ),
  );
}
