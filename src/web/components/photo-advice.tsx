import { AlertTriangle, Loader2 } from 'lucide-react';
import type { PhotoWarning } from '../../core/photo-check';
import { useTranslation } from '../lib/i18n';

/** Our own drawings of a good photo and of each fault (public/photo-examples), from our origin. */
const example = (name: PhotoWarning | 'good') => `/photo-examples/${name}.svg`;

/**
 * The photo coach's advice beside an uploaded photo (decision 043): each problem in plain words
 * with a drawing of it, one drawing of a good photo, and 'Choose another photo', which opens the
 * same chooser. Keeping the photo needs nothing: it is uploaded already.
 */
export function PhotoAdvice({ chooserId, advice }: { chooserId: string; advice: PhotoWarning[] | 'checking' }) {
  const { t } = useTranslation('upload');
  if (advice === 'checking') {
    return (
      <p className="mt-2 flex items-center gap-1 text-sm text-slate-600" data-testid={`${chooserId}-coach-checking`}>
        <Loader2 className="h-4 w-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {t('coach.checking')}
      </p>
    );
  }
  if (advice.length === 0) return null;
  return (
    <section
      className="mt-3 rounded-md border border-amber-500 bg-amber-50 p-3 text-amber-950"
      aria-labelledby={`${chooserId}-coach-title`}
      data-testid={`${chooserId}-coach`}
    >
      <h3 id={`${chooserId}-coach-title`} className="flex items-center gap-1 font-semibold">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('coach.title')}
      </h3>
      <p className="mt-1 text-sm">{t('coach.intro')}</p>
      <ul className="mt-2 space-y-2">
        {advice.map((warning) => (
          <li key={warning} className="flex items-start gap-2 text-sm" data-code={warning}>
            <figure className="shrink-0 text-center">
              <img src={example(warning)} alt={t(`coach.examples.${warning}`)} width={48} height={60} />
              <figcaption className="text-xs">{t('coach.badCaption')}</figcaption>
            </figure>
            <span>{t(`coach.warnings.${warning}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <figure className="text-center">
          <img src={example('good')} alt={t('coach.goodExample')} width={48} height={60} data-testid="good-example" />
          <figcaption className="text-xs">{t('coach.goodCaption')}</figcaption>
        </figure>
        <button
          type="button"
          className="min-h-11 rounded-md border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-700"
          onClick={() => document.getElementById(chooserId)?.click()}
        >
          {t('coach.chooseAnother')}
        </button>
      </div>
    </section>
  );
}
