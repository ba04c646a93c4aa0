import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { type Step, stepNumber, steps } from './state';

/**
 * Numbered circles 1 to 5, each completed, current or not started. On a phone only the current
 * step's name is shown beside the circles (the others keep theirs for screen readers).
 */
export function StepIndicator({ current }: { current: Step }) {
  const { t } = useTranslation('apply');
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      <ol className="flex flex-wrap items-center gap-x-3 gap-y-3 sm:gap-x-6" data-testid="step-indicator">
        {steps.map((step) => {
          const number = stepNumber(step);
          const state = number < stepNumber(current) ? 'completed' : step === current ? 'current' : 'incomplete';
          const circle =
            state === 'completed'
              ? 'bg-green-700 text-white border-green-700'
              : state === 'current'
                ? 'bg-brand-700 text-white border-brand-700'
                : 'bg-white text-slate-600 border-slate-400';
          return (
            <li
              key={step}
              className="flex items-center gap-2"
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 font-bold ${circle}`}
                aria-hidden="true"
              >
                {state === 'completed' ? <Check className="h-4 w-4" /> : number}
              </span>
              <span
                className={state === 'current' ? 'font-bold text-brand-900' : 'sr-only text-slate-700 lg:not-sr-only'}
              >
                <span className="sr-only">{number}. </span>
                {t(`steps.${step}`)}
                <span className="sr-only"> ({t(`steps.${state}`)})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
