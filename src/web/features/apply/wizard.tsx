import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { autoSaveDelayMs } from '../../../core/limits';
import { localizedPath, splitLanguagePrefix } from '../../../core/routes';
import { offeredProcessingType } from '../../../core/statuses';
import { PageMeta } from '../../components/layout/page-meta';
import { ApiError, apiGet, apiRequest } from '../../lib/api';
import { setCurrentUser, useCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { pageTitle, useErrorsShown } from '../../lib/page-title';
import { toast } from '../../lib/toast';
import { Confirmation } from './confirmation';
import { mergeProgress } from './merge-progress';
import { SessionExpiredNotice } from './session-expired';
import {
  applicationPayload,
  confirmationSlug,
  confirmationStorageKey,
  draftStorageKey,
  emptyWizard,
  isStep,
  type Step,
  stepNumber,
  stepStorageKey,
  steps,
  type WizardData,
} from './state';
import { StepIndicator } from './step-indicator';
import { useDocumentCheck } from './use-document-check';
import { usePrefill } from './use-prefill';
import { allowedStep, asStep, furthestStep, progressRecord, returnParam, sanitize, storedSignIn } from './wizard-data';
import { WizardStepBody } from './wizard-steps';

export function ApplyWizard({ signIn }: { signIn(onSignedIn: () => void): ReactNode }) {
  const { t, i18n } = useTranslation('apply');
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const language = splitLanguagePrefix(location.pathname).language;
  const pathOf = useCallback(
    (slug: string) => (language ? localizedPath(`/apply/${slug}`, language) : `/apply/${slug}`),
    [language],
  );
  const [data, setData] = useState<WizardData>(emptyWizard);
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState(false);
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const [serverLoaded, setServerLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);
  const dataRef = useRef(data);
  dataRef.current = data;
  // Signed in when the page opened or since: a user gone afterwards means the session ended.
  const wasSignedIn = useRef(storedSignIn());
  const [expired, setExpired] = useState(false);
  const [verifyRound, setVerifyRound] = useState(0);
  const errorsShown = useErrorsShown();
  // Signed out everywhere on the page (header too), the sign-in shown in place, until they sign in again.
  const sessionEnded = useCallback(() => {
    setCurrentUser(null);
    setExpired(true);
  }, []);
  useEffect(() => {
    if (user.data) wasSignedIn.current = true;
    else if (wasSignedIn.current && user.isFetched && user.data === null) setExpired(true);
  }, [user.isFetched, user.data]);
  const step: Step = isStep(params.step) ? params.step : 'personal';
  const onConfirmation = params.step === confirmationSlug;

  // Restore this tab's draft (sessionStorage) on return or reload; the address says the step.
  useEffect(() => {
    let draft = emptyWizard();
    try {
      const stored = sessionStorage.getItem(draftStorageKey);
      if (stored) draft = sanitize(JSON.parse(stored));
    } catch {
      // Unreadable storage: start afresh.
    }
    setData(draft);
    setFormKey((key) => key + 1);
    setRestored(true);
  }, []);

  // /apply alone opens the step last seen (saved progress first, once read); a step whose earlier
  // steps are not done opens the first that is not.
  const savedStep = useRef<Step | undefined>(undefined);
  const progressRead = useRef(false);
  useEffect(() => {
    if (!restored || onConfirmation) return;
    // Nothing is decided before saved progress is read: a deep link to a later step in a new tab
    // must not fall back to step 1 (and autosave it there) for want of answers still loading.
    if (!serverLoaded) return;
    let wanted: Step = step;
    if (!isStep(params.step)) {
      try {
        wanted = savedStep.current ?? asStep(localStorage.getItem(stepStorageKey));
      } catch {
        wanted = 'personal';
      }
    }
    const allowed = allowedStep(wanted, data);
    if (allowed !== params.step) navigate(`${pathOf(allowed)}${location.hash}`, { replace: true });
  }, [restored, serverLoaded, onConfirmation, params.step, step, data, navigate, pathOf, location.hash]);

  useEffect(() => {
    if (!restored || !isStep(params.step)) return;
    try {
      localStorage.setItem(stepStorageKey, params.step);
      sessionStorage.setItem(draftStorageKey, JSON.stringify({ ...data, termsAccepted: false }));
    } catch {
      // Storage full or blocked: the wizard still works.
    }
  }, [data, params.step, restored]);

  const redraw = useCallback(() => setFormKey((key) => key + 1), []);
  usePrefill(user.data, serverLoaded, dataRef, setData, i18n.language, redraw);

  // Signed-in users: fetch saved progress once (also when signing in on this page); it is merged
  // over local data.
  const readingProgress = useRef(false);
  useEffect(() => {
    if (!restored || user.isLoading) return;
    if (!signedIn) {
      setServerLoaded(true);
      return;
    }
    if (progressRead.current || readingProgress.current) return;
    readingProgress.current = true;
    apiGet<{ success: boolean; data: Record<string, unknown> | null }>('/api/application/saved-progress')
      .then((response) => {
        const saved = response?.data;
        progressRead.current = true;
        if (!saved) return;
        setData((local) => mergeProgress(local, sanitize(saved)));
        savedStep.current = asStep(saved.currentStep);
        setFormKey((key) => key + 1);
        toast({ title: t('toasts.restoredTitle'), description: t('toasts.restored') });
      })
      .catch((error) => console.warn('Could not load saved progress', error))
      .finally(() => {
        readingProgress.current = false;
        setServerLoaded(true);
      });
  }, [restored, user.isLoading, signedIn, t]);

  // Auto-save 1.5 s after the last change, only once saved progress was read (a failed read must
  // not be overwritten by this page's answers) and never moving the saved step back.
  const firstSave = useRef(true);
  useEffect(() => {
    if (!signedIn || !serverLoaded || !progressRead.current || onConfirmation) return;
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setSaving(true);
      const stepToSave = furthestStep(step, savedStep.current);
      savedStep.current = stepToSave;
      apiRequest('POST', '/api/application/save-progress', progressRecord(data, stepToSave))
        .catch((error) => {
          if (error instanceof ApiError && error.status === 401) sessionEnded();
          else console.warn('Could not save progress', error);
        })
        .finally(() => setSaving(false));
    }, autoSaveDelayMs);
    return () => clearTimeout(timer);
  }, [data, step, signedIn, serverLoaded, onConfirmation, sessionEnded]);

  // Once the confirmation shows, the answers are gone from this page: Back cannot pay twice.
  useEffect(() => {
    if (!onConfirmation) return;
    setData(emptyWizard());
    setFormKey((key) => key + 1);
  }, [onConfirmation]);

  // Each step opens at the top with its heading focused, as a new page would.
  const focusedStep = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!restored || focusedStep.current === params.step) return;
    const first = focusedStep.current === undefined;
    focusedStep.current = params.step;
    if (first || location.hash) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [restored, params.step, location.hash]);

  // A step opened by 'Change' on check answers goes back there once its answers are valid (the
  // wizard's own rule still sends a traveller to an earlier step that a change left incomplete).
  const fromCheck = new URLSearchParams(location.search).get(returnParam) === 'check';
  const go = (next: Step) => navigate(pathOf(fromCheck && next !== 'payment' ? 'check' : next));

  useDocumentCheck(restored && !user.isLoading && !expired, params.step, verifyRound, dataRef, setData);

  // Change links (/apply/personal#personal-email) focus their field.
  useEffect(() => {
    if (!restored || !location.hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      target?.scrollIntoView({ block: 'center' });
      target?.focus();
    }, 50);
    return () => clearTimeout(timer);
  }, [restored, location.hash]);

  async function onPaid(paymentIntentId: string) {
    try {
      const result = await apiRequest<{ application: { id: string; referenceNumber: string } }>(
        'POST',
        '/api/applications',
        { ...applicationPayload(data), paymentId: paymentIntentId, processingType: offeredProcessingType },
      );
      try {
        sessionStorage.setItem(
          confirmationStorageKey,
          JSON.stringify({ id: result.application.id, reference: result.application.referenceNumber }),
        );
        sessionStorage.removeItem(draftStorageKey);
        localStorage.setItem(stepStorageKey, 'personal');
      } catch {
        // ignore
      }
      navigate(pathOf(confirmationSlug), { replace: true });
      window.scrollTo({ top: 0 });
    } catch (error) {
      // Paid, then the session ended (another tab signed out): sign in again here, then send it.
      if (error instanceof ApiError && error.status === 401) sessionEnded();
      else toast({ title: t('toasts.errorTitle'), description: t('toasts.submitError'), variant: 'destructive' });
      throw error;
    }
  }

  const meta = (title: string) => (
    <PageMeta
      title={pageTitle([title, t('meta.title')], errorsShown ? t('a11y.titleError') : undefined)}
      description={t('meta.description')}
    />
  );
  if (onConfirmation)
    return (
      <>
        {meta('')}
        <Confirmation onNew={() => navigate(pathOf('personal'))} />
      </>
    );
  if (!restored || !isStep(params.step))
    return (
      <>
        {meta('')}
        <output className="block text-slate-700">{t('loading')}</output>
      </>
    );

  const travellerNames = [
    `${data.personal.firstName} ${data.personal.lastName}`.trim() || t('payment.primary'),
    ...data.additionalApplicants.map((a) => `${a.firstName} ${a.lastName}`),
  ];

  return (
    <div>
      {meta(`${t(`steps.${step}`)} – ${t('steps.ofTotal', { number: stepNumber(step), total: steps.length })}`)}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <StepIndicator current={step} />
        {signedIn && (
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="autosave-status">
            {saving ? t('autosave.saving') : t('autosave.enabled')}
          </p>
        )}
      </div>
      <div ref={headingRef} tabIndex={-1} className="outline-none">
        <p className="text-sm font-semibold text-slate-600">
          {t('steps.ofTotal', { number: stepNumber(step), total: steps.length })}
        </p>
        <h2 className="mb-6 text-2xl font-bold text-brand-900" data-testid="step-heading">
          {t(`steps.${step}`)}
        </h2>
      </div>
      {expired && (
        <SessionExpiredNotice
          signIn={signIn(() => {
            setExpired(false);
            setVerifyRound((round) => round + 1);
          })}
        />
      )}
      <WizardStepBody
        step={step}
        data={data}
        setData={setData}
        formKey={formKey}
        travellerNames={travellerNames}
        go={go}
        changeHref={(to, field) => `${pathOf(to)}?${returnParam}=check${field ? `#${field}` : ''}`}
        onPaid={onPaid}
      />
    </div>
  );
}
