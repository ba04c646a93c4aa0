import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../components/layout/page-meta';
import { useTranslation } from '../lib/i18n';

/** An /admin address that is no admin page: a 404 inside the admin layout (the server answers 404 too). */
export default function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <div
      className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="admin-not-found"
    >
      <PageMeta title={t('notFound.title')} />
      <div className="flex items-center gap-2">
        <AlertTriangle className="h-8 w-8 text-red-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      </div>
      <p className="mt-4 text-sm text-slate-700">{t('notFound.text')}</p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
