import { useMutation } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { urgentTravelHours } from '../../../core/admin-queue';
import { formatDateTime } from '../../../core/format-time';
import { noDisruption, type PublicDisruption } from '../../../core/reminders';
import { apiRequest } from '../../lib/api';
import { describeError } from '../../lib/api-errors';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { refreshPublicSettings, usePublicSettings } from '../../lib/public-settings';
import { toast } from '../../lib/toast';

/** The queue's line while a Home Office disruption is declared (issue #34). */
export function DisruptionStaffNotice() {
  const { t } = useTranslation('adminQueue');
  const { disruption } = usePublicSettings().settings;
  if (!disruption?.active) return null;
  return (
    <p
      className="mt-4 flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
      data-testid="queue-disruption"
    >
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t('timing.disruption')}
    </p>
  );
}

/**
 * The dashboard's panel: whether a disruption is declared and since when, and the button that
 * declares one (with the default notice in every language) or ends it. Declaring e-mails at once
 * the travellers arriving within 72 hours with a case undecided; ending tells those who were told.
 */
export function DisruptionPanel() {
  const { t } = useTranslation('disruption');
  const disruption = usePublicSettings().settings.disruption ?? noDisruption;
  const change = useMutation({
    mutationFn: (active: boolean) =>
      apiRequest<{ disruption: PublicDisruption; notified: number }>('PUT', '/api/admin/disruption', { active }),
    onSuccess: async (result) => {
      await refreshPublicSettings();
      toast({
        title: t(result.disruption.active ? 'disruption.declared' : 'disruption.ended', { count: result.notified }),
      });
    },
    onError: (error) => toast({ title: describeError(error), variant: 'destructive' }),
  });
  return (
    <section
      aria-labelledby="disruption-title"
      className={`mt-6 rounded-lg border p-4 ${disruption.active ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
      data-testid="dashboard-disruption"
    >
      <h2 id="disruption-title" className="text-base font-semibold text-slate-900">
        {t('disruption.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {disruption.active
          ? t('disruption.activeSince', { date: formatDateTime(disruption.since, currentLanguage()) })
          : t('disruption.none', { hours: urgentTravelHours })}
      </p>
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => change.mutate(!disruption.active)}
        className="mt-3 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {t(disruption.active ? 'disruption.end' : 'disruption.declare')}
      </button>
    </section>
  );
}
