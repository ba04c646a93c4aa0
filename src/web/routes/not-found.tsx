import { AlertTriangle } from 'lucide-react';
import { PageMeta } from '../components/layout/page-meta';
import { useTranslation } from '../lib/i18n';

/** Spec §2: warning icon, '404 Page Not Found', 'Did you forget to add the page to the router?'. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <PageMeta title={t('notFound.title')} />
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertTriangle className="h-8 w-8 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-700">{t('notFound.text')}</p>
      </div>
    </div>
  );
}
