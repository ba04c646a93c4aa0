import type { CaseReason } from '../../core/case-reasons';
import { useTranslation } from '../lib/i18n';

/**
 * What staff asked and why (decision 038): each standard reason in the reader's language, then
 * staff's own message, labelled as written (it is not translated).
 */
export function RequestReasons({ reasons, message }: { reasons: readonly CaseReason[]; message: string }) {
  const { t } = useTranslation('reasons');
  if (reasons.length === 0 && !message) return null;
  return (
    <div className="space-y-2" data-testid="request-reasons">
      {reasons.length > 0 && (
        <div>
          <p className="font-medium">{t('heading')}</p>
          <ul className="mt-1 list-disc ps-5">
            {reasons.map((code) => (
              <li key={code} data-reason={code}>
                {t(`codes.${code}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {message && (
        <div>
          <p className="font-medium">{t('asWritten')}</p>
          <p className="mt-1 whitespace-pre-line">{message}</p>
        </div>
      )}
    </div>
  );
}
