import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { type Step, steps } from './state';

const labelKey: Record<Step, string> = { 1: 'personal', 3: 'documents', 4: 'travel', 5: 'payment' };

/** Numbered circles 1, 3, 4, 5 (step 2 is skipped, spec §2): completed, current or incomplete. */
export function StepIndicator({ current }: { current: Step }) {
  const { t } = useTranslation('apply');
  return (
    <nav aria-label={t('steps.label')} className="mb-8">
      <ol className="flex flex-wrap gap-x-6 gap-y-3" data-testid="step-indicator">
        {steps.map((step) => {
          const state = step < current ? 'completed' : step === current ? 'current' : 'incomplete';
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
                className={`flex h-8 w-8 items-center justify-center rounded-full border-2 font-bold ${circle}`}
                aria-hidden="true"
              >
                {state === 'completed' ? <Check className="h-4 w-4" /> : step}
              </span>
              <span className={state === 'current' ? 'font-bold text-brand-900' : 'text-slate-700'}>
                <span className="sr-only">{step}. </span>
                {t(`steps.${labelKey[step]}`)}
                <span className="sr-only"> ({t(`steps.${state}`)})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
