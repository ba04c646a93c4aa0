import { AlertTriangle } from 'lucide-react';
import { isIsoDate, localToday } from '../../../core/application';
import { arrivesWithin72Hours, officialEtaUrl } from '../../../core/queue';
import { useTranslation } from '../../lib/i18n';

/**
 * Honest triage (issue #17, item 5): an arrival within 72 hours may come before our 24-48 hour
 * review is done; the official channels often decide within minutes. The traveller may go on.
 */
export function UrgentTravelNotice({ arrivalDate }: { arrivalDate: string }) {
  const { t } = useTranslation('apply');
  const urgent = isIsoDate(arrivalDate) && arrivalDate >= localToday() && arrivesWithin72Hours(arrivalDate);
  return (
    <div role="status" className="md:col-span-2">
      {urgent && (
        <div
          className="flex gap-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950"
          data-testid="urgent-travel"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div className="space-y-2 text-sm">
            <p className="font-semibold">{t('travel.urgentTitle')}</p>
            <p>{t('travel.urgentBody')}</p>
            <p>
              <a href={officialEtaUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                {t('travel.urgentLink')}
              </a>
            </p>
            <p>{t('travel.urgentContinue')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
