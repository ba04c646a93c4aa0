import {
  AlertTriangle,
  Camera,
  Clock,
  Copy,
  FileWarning,
  type LucideIcon,
  MessageSquareWarning,
  PlaneTakeoff,
  ShieldAlert,
} from 'lucide-react';
import type { ReviewClock } from '../../../core/admin-queue';
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
  suitabilityDeclared = false,
  passportDiffers = false,
  photoWarnings = false,
  compact = false,
}: {
  reviewClock: ReviewClock | null;
  departsWithin72Hours: boolean;
  /** The arrival comes before the latest day a decision could come (issue #34). */
  arrivalAtRisk?: boolean;
  duplicatePassport: boolean;
  /** A traveller was asked for information: the application waits on them. */
  informationNeeded?: boolean;
  /** A traveller answered yes to a suitability question (decision 033). */
  suitabilityDeclared?: boolean;
  /** A traveller's typed passport data differs from the lines read on the scan (decision 034). */
  passportDiffers?: boolean;
  /** A traveller's photo has a warning from the server's photo check. */
  photoWarnings?: boolean;
  /** Short words in a list row; the full sentence is the badge's title. */
  compact?: boolean;
}) {
  const { t } = useTranslation(['adminQueue', 'documentChecks']);
  // Each with short words in a list row and the full sentence as its title.
  const flags = [
    {
      shown: departsWithin72Hours,
      icon: PlaneTakeoff,
      style: 'bg-orange-100 text-orange-950',
      testId: 'departs-soon',
      full: 'departsSoon',
      short: 'departsSoonShort',
    },
    {
      shown: arrivalAtRisk,
      icon: AlertTriangle,
      style: 'bg-red-100 text-red-900',
      testId: 'at-risk',
      full: 'timing.atRiskTitle',
      short: 'timing.atRisk',
      alwaysShort: true,
    },
    {
      shown: duplicatePassport,
      icon: Copy,
      style: 'bg-purple-100 text-purple-950',
      testId: 'duplicate-passport',
      full: 'duplicate',
      short: 'duplicateShort',
    },
    {
      shown: passportDiffers,
      icon: FileWarning,
      style: 'bg-red-100 text-red-900',
      testId: 'passport-differs',
      full: 'documentChecks:flags.passportDiffers',
      short: 'documentChecks:flags.passportDiffersShort',
    },
    {
      shown: photoWarnings,
      icon: Camera,
      style: 'bg-amber-100 text-amber-950',
      testId: 'photo-warnings',
      full: 'documentChecks:flags.photoWarnings',
      short: 'documentChecks:flags.photoWarningsShort',
    },
  ];
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
      {flags
        .filter((flag) => flag.shown)
        .map((flag) => (
          <Flag key={flag.testId} {...flag} compact={compact} full={t(flag.full)} short={t(flag.short)} />
        ))}
    </span>
  );
}

/** A flag with short words in a list row and the full sentence as its title. */
function Flag({
  icon: Icon,
  style,
  testId,
  compact,
  full,
  short,
  alwaysShort = false,
}: {
  shown?: boolean;
  /** The short words even in full view, the sentence only as the title ('At risk'). */
  alwaysShort?: boolean;
  icon: LucideIcon;
  style: string;
  testId: string;
  compact: boolean;
  full: string;
  short: string;
}) {
  return (
    <span className={`${badge} ${style}`} title={full} data-testid={testId}>
      <Icon className="h-3 w-3" aria-hidden="true" />
      {compact || alwaysShort ? short : full}
    </span>
  );
}
