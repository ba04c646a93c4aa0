import { useId } from 'react';
import type { DeviceComparedField, TypedOnDevice } from '../../core/passport-check';
import { announce } from '../lib/announce';
import { country, formatDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { differencesOf, valueFromLines } from '../lib/passport-reader/compare';
import type { DevicePassportCheck } from '../lib/passport-reader/types';

/**
 * The passport check as the traveller sees it (decisions 042 and 044), in the wizard and on the fix
 * page: how the read goes, a bad read's advice with a picture of a good photo, and each answer that
 * differs from the passport's lines at its row, with 'Use this' and 'My passport is right as I
 * typed it'. An unreadable scan shows nothing: it blocks nobody.
 */
export function PassportCheckPanel({
  check,
  typed,
  shows = () => true,
  withProgress = true,
  testId,
  idOf,
  onUse,
  onKeep,
}: {
  check: DevicePassportCheck | undefined;
  typed: TypedOnDevice;
  /** The differences this panel shows (the wizard settles the sex where it is asked). */
  shows?(field: DeviceComparedField): boolean;
  /** Whether it says how the read goes (reading, a bad read, all matching), or only the differences. */
  withProgress?: boolean;
  testId: string;
  /** The id of a difference's 'Use this' button, which an error summary links to. */
  idOf(field: DeviceComparedField): string;
  onUse(field: DeviceComparedField): void;
  onKeep(field: DeviceComparedField): void;
}) {
  const { t, i18n } = useTranslation(['documentChecks', 'apply']);
  if (!check || check.status === 'unreadable') return null;
  if (!withProgress && check.status !== 'read') return null;
  if (check.status === 'reading')
    return (
      <p className="mt-3 text-sm text-slate-700" role="status">
        {t('device.reading')}
      </p>
    );
  if (check.status === 'badRead') return <BadPassportRead />;
  const differences = differencesOf(check, typed).filter(shows);
  if (differences.length === 0)
    return withProgress ? (
      <p className="mt-3 text-sm text-green-800" role="status">
        {t('device.matches')}
      </p>
    ) : null;
  const shown = (field: DeviceComparedField, value: string | null | undefined) => {
    if (!value) return '—';
    if (field === 'dateOfBirth' || field === 'passportExpiryDate') return formatDate(value, i18n.language);
    if (field === 'nationality' || field === 'issuingCountry') return country(value, i18n.language);
    if (field === 'sex') return t(`apply:questions.sex.${value}`);
    return value;
  };
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4" data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{t('device.title')}</h3>
      <ul className="mt-2 space-y-4">
        {differences.map((field) => {
          const label = t(`device.fields.${field}`);
          const passport = shown(field, valueFromLines(check.mrz, field));
          const kept = check.confirmed.includes(field);
          return (
            <li key={field} data-testid={`passport-difference-${field}`}>
              <p className="text-slate-900">
                {t('device.typed', { field: label, value: shown(field, typed[field]) })}{' '}
                <strong>{t('device.passportSays', { value: passport })}</strong>
              </p>
              {kept && <p className="text-sm text-slate-700">{t('device.kept')}</p>}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  id={idOf(field)}
                  className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  aria-describedby={`${idOf(field)}-what`}
                  onClick={() => {
                    onUse(field);
                    announce(t('device.used', { field: label, value: passport }));
                  }}
                >
                  {t('device.useThis')}
                </button>
                <span id={`${idOf(field)}-what`} className="sr-only">
                  {t('device.passportSays', { value: passport })}
                </span>
                {!kept && (
                  <button
                    type="button"
                    className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
                    onClick={() => {
                      onKeep(field);
                      announce(t('device.kept'));
                    }}
                  >
                    {t('device.keep')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A bad read, not a bad passport: how to take a better photo, with a picture of a good one. */
export function BadPassportRead() {
  const { t } = useTranslation('documentChecks');
  const titleId = useId();
  return (
    <div className="mt-4 flex gap-4 rounded-md border border-slate-300 bg-slate-50 p-4" role="status">
      <svg viewBox="0 0 125 88" className="h-20 w-28 shrink-0" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t('device.goodPhoto')}</title>
        <rect width="125" height="88" rx="3" fill="#eef1ea" stroke="#334155" />
        <rect x="6" y="12" width="28" height="38" fill="#b9b2a8" />
        <rect x="40" y="14" width="60" height="4" fill="#94a3b8" />
        <rect x="40" y="24" width="48" height="4" fill="#94a3b8" />
        <rect x="40" y="34" width="54" height="4" fill="#94a3b8" />
        <text x="5" y="70" fontFamily="monospace" fontSize="6.4" fill="#111" direction="ltr">
          P&lt;GBRSPECIMEN&lt;&lt;ANNA&lt;&lt;&lt;&lt;&lt;&lt;&lt;
        </text>
        <text x="5" y="80" fontFamily="monospace" fontSize="6.4" fill="#111" direction="ltr">
          XA12345674GBR8001014F3
        </text>
      </svg>
      <div>
        <p className="font-semibold text-slate-900">{t('device.badReadTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('device.badRead')}</p>
      </div>
    </div>
  );
}
