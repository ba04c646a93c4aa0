import { formatMoney } from '../../../../core/format';
import type { MyApplication, MyApplicationEvent } from '../../../../core/my-applications';
import { formatDateTime } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n';

function eventLabel(event: MyApplicationEvent, t: TFunction, language: string) {
  if (event.type === 'submitted') return t('timeline.submitted');
  if (event.type === 'cancelled') return t('timeline.cancelled');
  if (event.type === 'refunded')
    return typeof event.amountPence === 'number'
      ? t('historyLines.refunded', { amount: formatMoney(event.amountPence, language) })
      : t('timeline.refunded');
  switch (event.toStatus) {
    case 'processing':
      return t('timeline.processing');
    case 'reviewing':
      return t('timeline.reviewing');
    case 'approved':
    case 'partly_approved':
    case 'rejected':
      return t('timeline.decision', { status: t(`status.${event.toStatus}`) });
    default:
      return t('timeline.changed', { status: t(`status.${event.toStatus ?? 'pending'}`) });
  }
}

/** The application's own history (each traveller's is in their task list). */
export function StatusHistory({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('myApplications');
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.history')}</h2>
      <ol className="mt-4 border-s-2 border-slate-200" data-testid="timeline">
        {application.events
          .filter((event) => event.travellerIndex === null)
          .map((event) => (
            <li key={event.id} className="relative ms-4 pb-5 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute -start-[1.4rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700"
              />
              <p className="font-semibold text-slate-900">{eventLabel(event, t, i18n.language)}</p>
              <p className="text-sm text-slate-600">{formatDateTime(event.createdAt, i18n.language)}</p>
              {event.notes && <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{event.notes}</p>}
            </li>
          ))}
      </ol>
    </section>
  );
}
