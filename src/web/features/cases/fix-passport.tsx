import { type Dispatch, type SetStateAction, Suspense, useEffect, useState } from 'react';
import { localToday } from '../../../core/applications';
import { type DeviceComparedField, passportConfirmableFields } from '../../../core/passport-check';
import type { UploadState } from '../../components/document-upload';
import { PassportCheckPanel } from '../../components/passport-check-panel';
import { useTranslation } from '../../lib/i18n';
import { readPassportOnDevice } from '../../lib/passport-reader';
import {
  openDifferencesOf,
  passportConfirmedOf,
  typedOnDevice,
  valueFromLines,
} from '../../lib/passport-reader/compare';
import type { DevicePassportCheck } from '../../lib/passport-reader/types';
import type { FixTask } from './api';

/** The field a difference is settled at on the fix page: its 'Use this' button, which the error summary links to. */
export const fixDifferenceId = (field: DeviceComparedField) => `fix-passport-${field}`;

/**
 * The passport check on the fix page (decision 044), as in the wizard: a new passport scan is read
 * on the device; corrected passport answers are compared with the stored scan's lines (the
 * server's read). Each answer that differs is shown with 'Use this' and 'My passport is right as I
 * typed it', and must be settled before sending; the confirmations go with the fixes. With a new
 * scan every answer its lines print is compared (a new passport has a new number and dates); else
 * only the answers on the page. An unreadable scan shows nothing and blocks nobody.
 */
export function useFixPassport(
  task: FixTask,
  answers: Record<string, string>,
  setAnswers: Dispatch<SetStateAction<Record<string, string>>>,
  uploads: Partial<Record<string, UploadState>>,
) {
  const { i18n } = useTranslation('cases');
  const newScan = task.documents.includes('passportScan');
  const asked: string[] = task.fields.map(({ field }) => field);
  const enabled = newScan || asked.some((field) => passportConfirmableFields.includes(field));
  const [device, setDevice] = useState<{ id: string; check: DevicePassportCheck }>();
  const [confirmed, setConfirmed] = useState<DeviceComparedField[]>([]);
  useEffect(() => {
    if (enabled) void i18n.loadNamespaces(['documentChecks']);
  }, [enabled, i18n]);

  const scanId = uploads.passportScan?.status === 'valid' ? uploads.passportScan.id : undefined;
  const stored: DevicePassportCheck | undefined = task.passport.read
    ? { status: 'read', mrz: task.passport.read, confirmed: [] }
    : undefined;
  const base = newScan ? (device && device.id === scanId ? device.check : undefined) : enabled ? stored : undefined;
  const check: DevicePassportCheck | undefined = base?.status === 'read' ? { ...base, confirmed } : base;
  const merged = { ...task.passport.typed, ...answers };
  const typed = typedOnDevice(merged, merged.sex);
  const shows = (field: string) => newScan || asked.includes(field);
  const checks = i18n.getFixedT(i18n.language, ['documentChecks']);
  const issues = openDifferencesOf(check, typed)
    .filter(shows)
    .map((field) => ({
      id: fixDifferenceId(field),
      message: checks('device.summary', {
        name: `${task.firstName} ${task.lastName}`.trim(),
        field: checks(`device.fields.${field}`),
      }),
    }));

  /** Reads a chosen new passport scan; its check starts once the file is stored under `id`. */
  const onPrepared = newScan
    ? (file: File) => {
        void i18n.loadNamespaces(['documentChecks']);
        const reading = readPassportOnDevice(file, localToday());
        return (id: string) => {
          setDevice({ id, check: { status: 'reading' } });
          setConfirmed([]);
          void reading.then((outcome) => setDevice((now) => (now?.id === id ? { id, check: outcome } : now)));
        };
      }
    : undefined;

  const panel = enabled ? (
    <Suspense fallback={null}>
      <PassportCheckPanel
        check={check}
        typed={typed}
        shows={shows}
        withProgress={newScan}
        testId="fix-passport-check"
        idOf={fixDifferenceId}
        onUse={(field) => {
          if (check?.status === 'read') setAnswers((now) => ({ ...now, [field]: valueFromLines(check.mrz, field) }));
        }}
        onKeep={(field) => setConfirmed((now) => [...new Set([...now, field])])}
      />
    </Suspense>
  ) : null;
  /** What the fixes send as `passportConfirmed`: nothing when the page compared nothing. */
  const passportConfirmed = enabled ? passportConfirmedOf(check, typed).filter(shows) : undefined;
  return { onPrepared, panel, issues, passportConfirmed };
}
