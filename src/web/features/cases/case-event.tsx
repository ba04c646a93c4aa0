import type { AdminEvent } from '../../../core/admin-applications';
import { useTranslation } from '../../lib/i18n';

export const caseEventTypes = ['case_changed', 'information_requested', 'information_provided'] as const;
export const isCaseEvent = (event: AdminEvent) => (caseEventTypes as readonly string[]).includes(event.type);

interface Details {
  fields?: string[];
  documents?: string[];
  changes?: { field: string; from: string; to: string }[];
  replaced?: { kind: string }[];
  homeOfficeReference?: string;
}

/** A History line of one traveller's case: who asked what, what changed (old and new values), Home Office steps. */
export function CaseEvent({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('cases');
  const details = (event.details ?? {}) as Details;
  const number = (event.travellerIndex ?? 0) + 1;
  const items = [...(details.fields ?? []), ...(details.documents ?? [])].map((item) => t(`fields.${item}`)).join(', ');
  return (
    <>
      <p className="font-semibold">
        {event.type === 'case_changed'
          ? t('history.case_changed', {
              number,
              from: t(`status.${event.fromStatus}`),
              to: t(`status.${event.toStatus}`),
            })
          : t(`history.${event.type}`, { number, items })}
      </p>
      {details.homeOfficeReference && (
        <p className="mt-1 text-slate-700">{t('staff.reference', { reference: details.homeOfficeReference })}</p>
      )}
      {(details.changes?.length || details.replaced?.length) && (
        <ul className="mt-1 list-inside list-disc text-slate-700" data-testid="case-changes">
          {details.changes?.map((change) => (
            <li key={change.field}>
              {t('history.change', { field: t(`fields.${change.field}`), from: change.from, to: change.to })}
            </li>
          ))}
          {details.replaced?.map((document) => (
            <li key={document.kind}>{t('history.replaced', { document: t(`fields.${document.kind}`) })}</li>
          ))}
        </ul>
      )}
    </>
  );
}
