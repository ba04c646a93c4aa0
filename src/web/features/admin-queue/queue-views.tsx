import { type QueueView, queueViews } from '../../../core/admin-queue';
import { useTranslation } from '../../lib/i18n';

/** All, My cases and Unassigned above the applications list (the `view` of its address). */
export function QueueViews({ view, onView }: { view: QueueView; onView: (view: QueueView) => void }) {
  const { t } = useTranslation('adminQueue');
  return (
    <nav aria-label={t('views.label')} className="mt-6 flex flex-wrap gap-1 border-b border-slate-200">
      {queueViews.map((name) => (
        <button
          key={name}
          type="button"
          aria-current={view === name ? 'page' : undefined}
          onClick={() => onView(name)}
          className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
        >
          {t(`views.${name}`)}
        </button>
      ))}
    </nav>
  );
}
