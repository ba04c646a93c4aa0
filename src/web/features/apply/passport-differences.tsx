import { type Dispatch, type SetStateAction, Suspense, useCallback, useEffect } from 'react';
import { localToday } from '../../../core/applications';
import type { DeviceComparedField } from '../../../core/passport-check';
import { PassportCheckPanel } from '../../components/passport-check-panel';
import type { SummaryItem } from '../../components/ui/error-summary';
import { useTranslation } from '../../lib/i18n';
import { readPassportOnDevice } from '../../lib/passport-reader';
import type { DevicePassportOutcome } from '../../lib/passport-reader/types';
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
  const checks = i18n.getFixedT(i18n.language, ['documentChecks']);
  /** Starts reading a chosen passport file; the words load meanwhile. */
  const read = useCallback(
    (file: File) => {
      void i18n.loadNamespaces(['documentChecks']);
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
  // A check kept in saved progress (a reload on the questions step) needs the words of the summary too.
  const anyCheck = data.documents.some((_, index) => checkAt(data, index));
  useEffect(() => {
    if (anyCheck) void i18n.loadNamespaces(['documentChecks']);
  }, [anyCheck, i18n]);
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
  return (
    <PassportCheckPanel
      check={checkAt(data, index)}
      typed={typedAt(data, index)}
      // The questions step shows only its own differences; how the read went is the documents step's.
      shows={(field) => stepOfDifference(field) === step}
      withProgress={step === 'documents'}
      testId={`passport-check-${index}${step === 'questions' ? '-sex' : ''}`}
      idOf={(field) => differenceId(index, field)}
      onUse={(field) => setData((d) => withPassportValue(d, index, field))}
      onKeep={(field) => setData((d) => withConfirmed(d, index, field))}
    />
  );
}
