import { Wrench } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { usePublicSettings } from '../../lib/public-settings';

/** Shown on public pages while the maintenance-mode setting is on. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const { settings } = usePublicSettings();
  if (!settings.maintenanceMode) return null;
  return (
    <div className="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="maintenance-banner">
      <p className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 text-sm">
        <Wrench className="h-5 w-5 shrink-0" aria-hidden="true" />
        <strong>{t('maintenance.title')}</strong>
        <span>{t('maintenance.text')}</span>
      </p>
    </div>
  );
}
