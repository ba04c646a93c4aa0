import { AlertTriangle } from 'lucide-react';
import { arrivesWithin72Hours, officialEtaUrl, reviewPromiseHours } from '../../../core/admin-queue';
import { isIsoDate, localToday } from '../../../core/applications';
import { arrivesBeforeDecision, latestDecisionDay } from '../../../core/decision-deadline';
import { formatDate } from '../../../core/format-time';
import { useTranslation } from '../../lib/i18n';
import { usePublicSettings } from '../../lib/public-settings';

/**
 * Honest timing (issue #17, item 5; issue #34): an arrival before the latest day a decision could
 * come for a payment made now (our 48 hours, then the visaProcessingTime setting's UK working days) is warned with that day; one
 * within 72 hours also hears that the official channels often decide within minutes. While staff
 * declare a Home Office disruption it says decisions may take longer. The traveller may go on.
 */
export function UrgentTravelNotice({ arrivalDate }: { arrivalDate: string }) {
  const { t, i18n } = useTranslation('apply');
  const { disruption, visaProcessingTime } = usePublicSettings().settings;
  const upcoming = isIsoDate(arrivalDate) && arrivalDate >= localToday();
  const atRisk = upcoming && arrivesBeforeDecision(arrivalDate, new Date(), visaProcessingTime);
  const urgent = upcoming && arrivesWithin72Hours(arrivalDate);
  return (
    <div role="status" className="space-y-3 md:col-span-2">
      {disruption?.active && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="wizard-disruption"
        >
          {t('timing.disruption')}
        </p>
      )}
      {(atRisk || urgent) && (
        <div
          className="flex gap-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950"
          data-testid="urgent-travel"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div className="space-y-2 text-sm">
            {atRisk && (
              <>
                <p className="font-semibold">{t('timing.atRiskTitle')}</p>
                <p data-testid="decision-deadline">
                  {t('timing.atRiskBody', {
                    date: formatDate(latestDecisionDay(new Date(), visaProcessingTime), i18n.language),
                    hours: reviewPromiseHours.latest,
                    days: visaProcessingTime,
                  })}
                </p>
              </>
            )}
            {urgent && (
              <>
                <p className="font-semibold">{t('travel.urgentTitle')}</p>
                <p>{t('travel.urgentBody', { count: visaProcessingTime })}</p>
              </>
            )}
            <p>
              <a href={officialEtaUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                {t(urgent ? 'travel.urgentLink' : 'timing.officialLink')}
              </a>
            </p>
            <p>{t('travel.urgentContinue')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
