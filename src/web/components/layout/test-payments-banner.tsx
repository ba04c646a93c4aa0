import { useTranslation } from '../../lib/i18n';
import { usePublicSettings } from '../../lib/public-settings';

/**
 * On every page while the sandbox provider takes the payments (docs/decisions/047-the-first-readings-of-the-spec.md, 'Test payments'):
 * a quiet note, not a warning, so a tester never mistakes the site for a live one. It shows once
 * the public settings load; pre-rendered pages do not know the server's mode.
 */
export function TestPaymentsBanner() {
  const { t } = useTranslation();
  const { settings } = usePublicSettings();
  if (!settings.testPayments) return null;
  return (
    <p
      className="border-b border-sky-200 bg-sky-50 px-4 py-1.5 text-center text-sm text-sky-950"
      data-testid="test-payments-banner"
    >
      {t('testPayments.banner')}
    </p>
  );
}
