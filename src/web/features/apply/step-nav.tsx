import { useTranslation } from '../../lib/i18n';

/**
 * The wizard's Previous/Next bar. Without `onNext` the Next button submits the step's form, so
 * the form's own validation decides; with it, the button calls it.
 */
export function StepNav({
  onPrevious,
  onNext,
  nextLabel,
}: {
  onPrevious(): void;
  onNext?: () => void;
  nextLabel?: string;
}) {
  const { t } = useTranslation('apply');
  return (
    <div className="mt-10 flex justify-between gap-3">
      <button type="button" className="rounded-md border border-slate-300 px-6 py-3 font-semibold" onClick={onPrevious}>
        {t('nav.previous')}
      </button>
      <button
        type={onNext ? 'button' : 'submit'}
        // Never disabled: a keyboard reaches it, and pressing it says what is missing.
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        data-testid="next-step"
        onClick={onNext}
      >
        {nextLabel ?? t('nav.next')}
      </button>
    </div>
  );
}
