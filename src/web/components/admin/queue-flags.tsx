import { AlertTriangle, Clock, Copy, MessageSquareWarning, PlaneTakeoff } from 'lucide-react';
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
  arrivalAtRisk = false,
  duplicatePassport,
  informationNeeded = false,
  compact = false,
}: {
  reviewClock: ReviewClock | null;
  departsWithin72Hours: boolean;
  /** The arrival comes before the latest day a decision could come (issue #34). */
  arrivalAtRisk?: boolean;
  duplicatePassport: boolean;
  /** A traveller was asked for information: the application waits on them. */
  informationNeeded?: boolean;
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
      {arrivalAtRisk && (
        <span className={`${badge} bg-red-100 text-red-900`} title={t('timing.atRiskTitle')} data-testid="at-risk">
          <AlertTriangle className="h-3 w-3" aria-hidden="true" />
          {t('timing.atRisk')}
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
