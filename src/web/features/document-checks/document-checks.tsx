import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { CaseTraveller } from '../../../core/case-requests';
import { useTranslation } from '../../lib/i18n';

const note = 'flex items-start gap-2 rounded-md px-3 py-2 text-sm';

/** The passport check's verdict in a sentence, above the typed data and the lines read (decision 034). */
export function PassportCheckStatus({ check }: { check: NonNullable<CaseTraveller['passportCheck']> }) {
  const { t } = useTranslation('documentChecks');
  const mismatch = check.status === 'mismatch';
  const Icon = check.status === 'match' ? CheckCircle2 : check.status === 'pending' ? Clock : AlertTriangle;
  const unreadableRead = check.status === 'unreadable' && check.mrz && !check.mrz.checkDigitsValid;
  return (
    <p
      className={`${note} mb-3 ${mismatch ? 'bg-red-50 text-red-900' : check.status === 'match' ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-800'}`}
      data-testid="passport-check"
      data-status={check.status}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{t('passport.title')}: </span>
        {t(`passport.status.${check.status}`)}
        {unreadableRead && <span className="block">{t('passport.checkDigitsFailed')}</span>}
      </span>
    </p>
  );
}

/** The server's photo warnings, beside the photo (decision 034). */
export function PhotoCheckNote({ check }: { check: NonNullable<CaseTraveller['photoCheck']> }) {
  const { t } = useTranslation('documentChecks');
  const warned = check.warnings.length > 0;
  return (
    <div
      className={`${note} mt-3 ${warned ? 'bg-amber-50 text-amber-950' : 'bg-slate-100 text-slate-800'}`}
      data-testid="photo-check"
    >
      {warned ? (
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      ) : (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      <div>
        <p className="font-semibold">{t('photo.title')}</p>
        {warned ? (
          <ul className="list-disc ps-4">
            {check.warnings.map((warning) => (
              <li key={warning}>{t(`photo.warnings.${warning}`)}</li>
            ))}
          </ul>
        ) : (
          <p>{t(check.status === 'pending' ? 'photo.pending' : 'photo.none')}</p>
        )}
        {check.deviceWarnings && (
          <p className="mt-1" data-testid="photo-device-warnings">
            {check.deviceWarnings.length > 0
              ? t('photo.deviceShown', {
                  warnings: check.deviceWarnings.map((warning) => t(`photo.warnings.${warning}`)).join(', '),
                })
              : t('photo.deviceNone')}
          </p>
        )}
      </div>
    </div>
  );
}
