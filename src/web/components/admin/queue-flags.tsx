import { Clock, Copy, MessageSquareWarning, PlaneTakeoff, ShieldAlert } from 'lucide-react';
import type { ReviewClock } from '../../../core/queue';
import { useTranslation } from '../../lib/i18n';

const clockStyles: Record<ReviewClock, string> = {
  on_time: 'bg-slate-100 text-slate-800',
  due_soon: 'bg-amber-100 text-amber-950',
  overdue: 'bg-red-100 text-red-900',
};
const badge = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * The review clock against the 24-48 hour promise, the 72-hour departure flag, the duplicate warning
 * and whether a traveller was asked for information.
 */
export function QueueFlags({
  reviewClock,
  departsWithin72Hours,
  duplicatePassport,
  informationNeeded = false,
  suitabilityDeclared = false,
  compact = false,
}: {
  reviewClock: ReviewClock | null;
  departsWithin72Hours: boolean;
  duplicatePassport: boolean;
  /** A traveller was asked for information: the application waits on them. */
  informationNeeded?: boolean;
  /** A traveller answered yes to a suitability question (decision 033). */
  suitabilityDeclared?: boolean;
  /** Short words in a list row; the full sentence is the badge's title. */
  compact?: boolean;
}) {
  const { t } = useTranslation('adminQueue');
  return (
    <span className="flex flex-wrap gap-1">
      {informationNeeded && (
        <span className={`${badge} bg-sky-100 text-sky-950`} data-testid="information-needed">
          <MessageSquareWarning className="h-3 w-3" aria-hidden="true" />
          {t('views.information_needed')}
        </span>
      )}
      {suitabilityDeclared && (
        <span
          className={`${badge} bg-red-100 text-red-900`}
          title={t('suitability.title')}
          data-testid="suitability-yes"
        >
          <ShieldAlert className="h-3 w-3" aria-hidden="true" />
          {t('suitability.flag')}
        </span>
      )}
      {reviewClock && reviewClock !== 'on_time' && (
        <span className={`${badge} ${clockStyles[reviewClock]}`} data-testid="review-clock">
          <Clock className="h-3 w-3" aria-hidden="true" />
          {t(`clock.${reviewClock}`)}
        </span>
      )}
      {departsWithin72Hours && (
        <span className={`${badge} bg-orange-100 text-orange-950`} title={t('departsSoon')} data-testid="departs-soon">
          <PlaneTakeoff className="h-3 w-3" aria-hidden="true" />
          {t(compact ? 'departsSoonShort' : 'departsSoon')}
        </span>
      )}
      {duplicatePassport && (
        <span
          className={`${badge} bg-purple-100 text-purple-950`}
          title={t('duplicate')}
          data-testid="duplicate-passport"
        >
          <Copy className="h-3 w-3" aria-hidden="true" />
          {t(compact ? 'duplicateShort' : 'duplicate')}
        </span>
      )}
    </span>
  );
}
