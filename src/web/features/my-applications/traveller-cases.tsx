import { Link } from 'react-router';
import { formatDateTime } from '../../../core/format-time';
import type { MyApplication, MyApplicationEvent } from '../../../core/my-applications';
import { caseTone } from '../../components/family-outcome';
import { RequestReasons } from '../../components/request-reasons';
import { currentLanguage, type TFunction, useTranslation } from '../../lib/i18n';
import { CancelTravellerDialog } from './application/cancel-traveller-dialog';

/** A traveller's timeline line in the spec's words (submitted, processing started, under review, additional info requested, decision made). */
function stepOf(event: MyApplicationEvent, t: TFunction): string | null {
  if (event.type === 'submitted') return t('traveller.timeline.submitted');
  if (event.type === 'information_requested') return t('traveller.timeline.infoRequested');
  if (event.type === 'information_provided') return t('traveller.timeline.infoSent');
  if (event.type !== 'case_changed') return null;
  switch (event.toStatus) {
    case 'in_review':
      return t('traveller.timeline.underReview');
    case 'ready_to_submit':
      return t('traveller.timeline.processingStarted');
    case 'submitted':
      return t('status.submitted');
    case 'granted':
    case 'refused':
    case 'invalid':
      return t('traveller.timeline.decisionMade', { decision: t(`status.${event.toStatus}`) });
    default:
      return t(`status.${event.toStatus}`);
  }
}

/** The task list: one row per traveller with their status, what to fix, and their own timeline (issue #17). */
export function TravellerCases({ application }: { application: MyApplication }) {
  const { t } = useTranslation('cases');
  const language = currentLanguage();
  return (
    <section
      className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="travellers-title"
    >
      <h2 id="travellers-title" className="text-lg font-semibold text-slate-900">
        {t('traveller.title')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200" data-testid="traveller-tasks">
        {application.travellers.map((traveller) => {
          const name = [traveller.firstName, traveller.lastName].filter(Boolean).join(' ');
          const fixes = traveller.requestedFixes;
          const events = application.events.filter(
            (event) => event.type === 'submitted' || event.travellerIndex === traveller.index,
          );
          const decided = ['granted', 'refused', 'invalid'].includes(traveller.caseStatus);
          return (
            <li
              key={traveller.index}
              className="py-4"
              data-testid="traveller-task"
              data-case-status={traveller.caseStatus}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="font-semibold text-slate-900">{name}</p>
                <span className={`rounded-full px-3 py-1 text-sm font-medium ${caseTone(traveller.caseStatus)}`}>
                  {t(`status.${traveller.caseStatus}`)}
                </span>
              </div>
              {application.travellers.length > 1 && application.cancellableTravellers.includes(traveller.index) && (
                <div className="mt-2">
                  <CancelTravellerDialog application={application} index={traveller.index} name={name} />
                </div>
              )}
              {fixes && (
                <div className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                  <p>
                    {t('traveller.needs', {
                      items: [...fixes.fields, ...fixes.documents].map((item) => t(`fields.${item}`)).join(', '),
                    })}
                  </p>
                  <div className="mt-1">
                    <RequestReasons reasons={fixes.reasons ?? []} message={fixes.message} />
                  </div>
                  <Link
                    to={`/applications/${application.id}/fix/${traveller.index}`}
                    className="mt-2 inline-block rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                  >
                    {t('traveller.fixNow')}
                  </Link>
                </div>
              )}
              {decided && (
                <p className="mt-2 text-sm text-slate-700">
                  {traveller.decisionReason && `${traveller.decisionReason} · `}
                  {t(`traveller.decision.${traveller.caseStatus}`)}
                </p>
              )}
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-brand-700">{t('traveller.timelineOf', { name })}</summary>
                <ol className="mt-2 border-s-2 border-slate-200" data-testid="traveller-timeline">
                  {events.flatMap((event) => {
                    const step = stepOf(event, t);
                    return step
                      ? [
                          <li key={event.id} className="ms-4 pb-2">
                            <span className="font-medium text-slate-900">{step}</span>{' '}
                            <span className="text-slate-600">{formatDateTime(event.createdAt, language)}</span>
                          </li>,
                        ]
                      : [];
                  })}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
