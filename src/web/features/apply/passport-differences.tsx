import { type Dispatch, type SetStateAction, Suspense, useCallback } from 'react';
import { localToday } from '../../../core/application';
import type { DeviceComparedField } from '../../../core/passport-check';
import type { SummaryItem } from '../../components/ui/error-summary';
import { announce } from '../../lib/announce';
import { country, formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { readPassportOnDevice } from '../../lib/passport-reader';
import type { DevicePassportOutcome } from '../../lib/passport-reader/types';
import { differencesOf, valueFromLines } from './passport-check';
import {
  checkAt,
  stepOfDifference,
  typedAt,
  unresolvedPassports,
  withConfirmed,
  withPassportCheck,
  withPassportValue,
} from './passport-wizard';
import type { WizardData } from './state';

/** The field a difference is settled at: its 'Use this' button, which the error summary links to. */
export const differenceId = (index: number, field: DeviceComparedField) => `passport-${index}-${field}`;

/**
 * The passport check on the documents step (decision 042): reads a chosen passport image on the
 * device, shows each answer that differs from the lines at its own row, and lists the unsettled
 * ones in the step's error summary. An unreadable scan never blocks.
 */
export function usePassportCheck(
  data: WizardData,
  setData: Dispatch<SetStateAction<WizardData>>,
  travellers: string[],
) {
  const { i18n } = useTranslation('apply');
  const checks = i18n.getFixedT(i18n.language, ['checks']);
  /** Starts reading a chosen passport file; the words load meanwhile. */
  const read = useCallback(
    (file: File) => {
      void i18n.loadNamespaces(['checks']);
      return readPassportOnDevice(file, localToday());
    },
    [i18n],
  );
  /** Once the scan is stored under `id`, its check is 'reading' until the reading ends. */
  const attach = useCallback(
    (index: number, id: string, reading: Promise<DevicePassportOutcome>) => {
      setData((d) => withPassportCheck(d, index, id, { status: 'reading' }));
      void reading.then((outcome) => setData((d) => withPassportCheck(d, index, id, outcome)));
    },
    [setData],
  );
  /** The unsettled differences of a step, for its error summary. */
  const issuesOf = (step: DifferenceStep): SummaryItem[] =>
    unresolvedPassports(data, step).map(({ index, field }) => ({
      id: differenceId(index, field),
      message: checks('device.summary', { name: travellers[index], field: checks(`device.fields.${field}`) }),
    }));
  /** A traveller's check on a step: how the read goes and its differences (documents), or the sex's (questions). */
  const panel = (index: number, step: DifferenceStep = 'documents') =>
    checkAt(data, index) ? (
      <Suspense fallback={null}>
        <PassportDifferences index={index} step={step} data={data} setData={setData} />
      </Suspense>
    ) : null;
  return { read, attach, issues: issuesOf('documents'), questionIssues: issuesOf('questions'), panel };
}

type DifferenceStep = ReturnType<typeof stepOfDifference>;

function PassportDifferences({
  index,
  step,
  data,
  setData,
}: {
  index: number;
  step: DifferenceStep;
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
}) {
  const { t, i18n } = useTranslation(['checks', 'apply']);
  const check = checkAt(data, index);
  const typed = typedAt(data, index);
  if (!check || check.status === 'unreadable') return null;
  // The questions step shows only its own differences; how the read went is the documents step's.
  if (step === 'questions' && check.status !== 'read') return null;
  if (check.status === 'reading')
    return (
      <p className="mt-3 text-sm text-slate-700" role="status">
        {t('device.reading')}
      </p>
    );
  if (check.status === 'badRead') return <BadRead />;
  const differences = differencesOf(check, typed).filter((field) => stepOfDifference(field) === step);
  if (differences.length === 0)
    return step === 'questions' ? null : (
      <p className="mt-3 text-sm text-green-800" role="status">
        {t('device.matches')}
      </p>
    );
  const shown = (field: DeviceComparedField, value: string | null | undefined) => {
    if (!value) return '—';
    if (field === 'dateOfBirth' || field === 'passportExpiryDate') return formatDate(value, i18n.language);
    if (field === 'nationality' || field === 'issuingCountry') return country(value, i18n.language);
    if (field === 'sex') return t(`apply:questions.sex.${value}`);
    return value;
  };
  return (
    <div
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4"
      data-testid={`passport-check-${index}${step === 'questions' ? '-sex' : ''}`}
    >
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
                  id={differenceId(index, field)}
                  className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  aria-describedby={`${differenceId(index, field)}-what`}
                  onClick={() => {
                    setData((d) => withPassportValue(d, index, field));
                    announce(t('device.used', { field: label, value: passport }));
                  }}
                >
                  {t('device.useThis')}
                </button>
                <span id={`${differenceId(index, field)}-what`} className="sr-only">
                  {t('device.passportSays', { value: passport })}
                </span>
                {!kept && (
                  <button
                    type="button"
                    className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
                    onClick={() => {
                      setData((d) => withConfirmed(d, index, field));
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
function BadRead() {
  const { t } = useTranslation('checks');
  return (
    <div className="mt-4 flex gap-4 rounded-md border border-slate-300 bg-slate-50 p-4" role="status">
      <svg viewBox="0 0 125 88" className="h-20 w-28 shrink-0" role="img" aria-labelledby="good-passport-photo">
        <title id="good-passport-photo">{t('device.goodPhoto')}</title>
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
