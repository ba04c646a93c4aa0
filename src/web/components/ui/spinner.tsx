import { useTranslation } from '../../lib/i18n';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <output className="flex min-h-[40vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
      <span className="sr-only">{t('status.loading')}</span>
    </output>
  );
}
