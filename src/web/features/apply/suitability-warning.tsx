import { AlertTriangle } from 'lucide-react';
import { standardVisitorVisaUrl } from '../../../core/traveller-questions';
import { useTranslation } from '../../lib/i18n';

/**
 * Said plainly, before payment, when a traveller answers yes (docs/decisions/033-the-home-office-questions-and-sealed-suitability-answers.md, 'The Home Office's
 * questions'): the ETA may be refused, the fee is then lost and there is no appeal, a visa may suit
 * better; and the traveller may still go on.
 */
export function SuitabilityWarning() {
  const { t } = useTranslation('apply');
  return (
    <div
      className="mt-4 flex items-start gap-3 rounded-md border-s-4 border-amber-600 bg-amber-50 p-4 text-slate-900"
      data-testid="suitability-warning"
    >
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="space-y-2 text-sm">
        <p className="font-bold">{t('questions.warning.title')}</p>
        <p>{t('questions.warning.refused')}</p>
        <p>{t('questions.warning.fee')}</p>
        <p>
          {t('questions.warning.visa')}{' '}
          <a href={standardVisitorVisaUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            {t('questions.warning.visaLink')}
          </a>
        </p>
        <p>{t('questions.warning.goOn')}</p>
      </div>
    </div>
  );
}
