import { Ban, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { type CaseStatus, familyOutcome } from '../../core/cases';
import { useTranslation } from '../lib/i18n';
import { usePublicSettings } from '../lib/public-settings';

/**
 * A family's outcome beside its status (docs/decisions/030-decisions-recorded-per-traveller.md, 'A family's outcome'): '1 of 4 refused' when
 * some travellers were granted and some refused. In words and red, never green.
 */
export function FamilyOutcome({
  status,
  travellers,
  counts,
}: {
  status: string;
  travellers?: readonly { caseStatus: CaseStatus }[];
  counts?: { refused: number; total: number };
}) {
  const { t } = useTranslation('outcome');
  if (status !== 'partly_approved') return null;
  const outcome = counts ?? familyOutcome((travellers ?? []).map((item) => ({ status: item.caseStatus })));
  return (
    <span className="text-sm font-semibold text-red-800" data-testid="family-outcome">
      {t('refusedOf', { refused: outcome.refused, total: outcome.total })}
    </span>
  );
}

const tones: Partial<Record<CaseStatus, { className: string; Icon: typeof Clock }>> = {
  granted: { className: 'border-emerald-300 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  refused: { className: 'border-red-300 bg-red-50 text-red-900', Icon: XCircle },
  cancelled: { className: 'border-slate-300 bg-slate-50 text-slate-800', Icon: Ban },
};
const waiting = { className: 'border-slate-300 bg-white text-slate-900', Icon: Clock };

/** A traveller's status chip colours: a grant green, a refusal red, anything else neutral. */
export const caseTone = (status: CaseStatus) =>
  status === 'granted'
    ? 'bg-emerald-100 text-emerald-900'
    : status === 'refused'
      ? 'bg-red-100 text-red-900'
      : 'bg-slate-100 text-slate-800';

/**
 * Each traveller's own outcome, by name, in words with an icon: granted green, refused red, and
 * with `explain` what the status means and what happens next (the public tracker).
 */
export function TravellerOutcomes({
  travellers,
  explain = false,
}: {
  travellers: readonly { name: string; status: CaseStatus }[];
  explain?: boolean;
}) {
  const { t } = useTranslation('outcome');
  // 'Submitted' says the Home Office's usual decision time: the visaProcessingTime setting.
  const { visaProcessingTime } = usePublicSettings().settings;
  return (
    <ul className="mt-2 space-y-2" data-testid="traveller-outcomes">
      {travellers.map((traveller, position) => {
        const { className, Icon } = tones[traveller.status] ?? waiting;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: travellers keep their order and may share a masked name.
            key={position}
            className={`rounded-md border px-3 py-2 text-sm ${className}`}
            data-traveller-status={traveller.status}
          >
            <span className="flex flex-wrap items-center gap-2">
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="font-semibold">{traveller.name || t('unnamed', { number: position + 1 })}</span>
              <span>· {t(`status.${traveller.status}`)}</span>
            </span>
            {explain && (
              <span className="mt-1 block text-slate-700">
                {t(`meaning.${traveller.status}`, { count: visaProcessingTime })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The public tracker's travellers: each one's outcome, what it means and what happens next. */
export function TrackedTravellers({ travellers }: { travellers: readonly { name: string; status: CaseStatus }[] }) {
  const { t } = useTranslation('outcome');
  if (travellers.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="tracked-travellers-title">
      <h3 id="tracked-travellers-title" className="text-sm font-semibold text-slate-900">
        {t('travellersTitle')}
      </h3>
      <TravellerOutcomes travellers={travellers} explain />
    </section>
  );
}
