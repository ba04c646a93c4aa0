import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  type DocumentKind,
  localToday,
  makeAdditionalApplicantSchema,
  makePersonalStepSchema,
  makeTravelFormSchema,
} from '../../../core/application';
import { autoSaveDelayMs, maxAdditionalApplicants } from '../../../core/limits';
import { localizedPath, splitLanguagePrefix } from '../../../core/routes';
import { ApiError, apiGet, apiRequest } from '../../lib/api';
import { readAuthData, setCurrentUser, useCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { CheckStep } from './check-step';
import { Confirmation } from './confirmation';
import { DocumentsStep } from './documents-step';
import { mergeProgress } from './merge-progress';
import { PaymentStep } from './payment-step';
import { PersonalStepForm } from './personal-step';
import { SessionExpiredNotice } from './session-expired';
import {
  type ApplicantValues,
  applicationPayload,
  confirmationSlug,
  confirmationStorageKey,
  type DocSet,
  type DocState,
  documentsComplete,
  draftStorageKey,
  emptyApplicant,
  emptyPersonal,
  emptyTravel,
  emptyWizard,
  isStep,
  type PersonalValues,
  type Step,
  stepNumber,
  stepStorageKey,
  steps,
  type TravelValues,
  type WizardData,
} from './state';
import { StepIndicator } from './step-indicator';
import { TravelStepForm } from './travel-step';

const pick = <T extends Record<string, string>>(empty: T, source: Record<string, unknown> | undefined): T =>
  Object.fromEntries(
    Object.keys(empty).map((key) => [key, typeof source?.[key] === 'string' ? (source[key] as string) : '']),
  ) as T;

/**
 * Data from storage or the server, made safe: unknown shapes dropped, unfinished uploads forgotten.
 * A family member whose answers no longer pass (a rule added since) is kept and flagged on step 1.
 */
function sanitize(raw: Record<string, unknown>): WizardData {
  const applicants = (Array.isArray(raw.additionalApplicants) ? raw.additionalApplicants : [])
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => pick(emptyApplicant, item))
    .slice(0, maxAdditionalApplicants);
  const rawDocs = Array.isArray(raw.documents) ? (raw.documents as DocSet[]) : [];
  const documents = Array.from({ length: applicants.length + 1 }, (_, index) => {
    const set: DocSet = {};
    for (const kind of ['passportScan', 'photo', 'additionalDocument'] as const) {
      const doc = rawDocs[index]?.[kind];
      // An object URL does not outlive the page that made it.
      if (doc?.status === 'valid' && typeof doc.id === 'string') set[kind] = { ...doc, preview: undefined };
    }
    return set;
  });
  return {
    personal: pick(emptyPersonal, (raw.personal as Record<string, unknown>) ?? raw),
    additionalApplicants: applicants,
    documents,
    travel: pick(emptyTravel, (raw.travel as Record<string, unknown>) ?? raw),
    termsAccepted: false,
  };
}

/** The departure date passports are checked against on step 1, once the travel step has one. */
const departureOf = (data: WizardData) => data.travel.departureDate.trim() || undefined;
/** Every traveller's passport expiry date, checked against the departure date on step 4. */
const passportExpiriesOf = (data: WizardData) => [
  data.personal.passportExpiryDate.trim(),
  ...data.additionalApplicants.map((applicant) => applicant.passportExpiryDate.trim()),
];

/** The furthest step the data allows, at most the one asked for: a deep link cannot skip a step. */
function allowedStep(wanted: Step, data: WizardData): Step {
  const at = (step: Step) => stepNumber(wanted) >= stepNumber(step);
  // The passports are held to the departure date once the travel step is done; while it is being
  // filled in, the travel step itself says when a date does not fit.
  const departure = at('check') ? departureOf(data) : undefined;
  const applicantSchema = makeAdditionalApplicantSchema(localToday, departure);
  if (
    at('documents') &&
    (!makePersonalStepSchema(localToday, departure).safeParse(data.personal).success ||
      data.additionalApplicants.some((applicant) => !applicantSchema.safeParse(applicant).success))
  ) {
    return 'personal';
  }
  if (at('travel') && !documentsComplete(data.documents, data.additionalApplicants.length + 1)) return 'documents';
  if (at('check') && !makeTravelFormSchema(localToday, passportExpiriesOf(data)).safeParse(data.travel).success) {
    return 'travel';
  }
  return wanted;
}

/** A saved step: a name, or the number of the saved-progress record (1 to 5). */
const asStep = (value: unknown): Step => (isStep(value) ? value : (steps[Number(value) - 1] ?? 'personal'));

/** What the saved-progress record holds (spec §3): the form data, travellers, step, time. */
function progressRecord(data: WizardData, step: Step) {
  const { termsAccepted: _terms, ...payload } = applicationPayload(data);
  return {
    ...payload,
    documents: data.documents.map((set) =>
      Object.fromEntries(Object.entries(set).filter(([, doc]) => doc?.status === 'valid')),
    ),
    currentStep: stepNumber(step),
    lastSaved: new Date().toISOString(),
  };
}

/** Whether this browser had a signed-in traveller when the page opened (a later 401 is an expiry). */
const storedSignIn = () => typeof window !== 'undefined' && readAuthData() !== null;

export function ApplyWizard({ signIn }: { signIn(onSignedIn: () => void): ReactNode }) {
  const { t } = useTranslation('apply');
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
  const [signedInAtOpen] = useState(storedSignIn);
  const [expired, setExpired] = useState(false);
  const [verifyRound, setVerifyRound] = useState(0);
  useEffect(() => {
    if (signedInAtOpen && user.isFetched && user.data === null) setExpired(true);
  }, [signedInAtOpen, user.isFetched, user.data]);
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
  useEffect(() => {
    if (!restored || onConfirmation) return;
    let wanted: Step = step;
    if (!isStep(params.step)) {
      if (!serverLoaded) return;
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

  // A signed-in traveller's own name, e-mail and phone fill the main applicant's empty answers,
  // once saved progress (which wins) has been read.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!serverLoaded || !user.data || prefilled.current) return;
    prefilled.current = true;
    const own = user.data;
    const current = dataRef.current.personal;
    const fill = (key: OwnKey, value: string | null) => (current[key] || !value ? current[key] : value);
    const personal = {
      ...current,
      firstName: fill('firstName', own.firstName),
      lastName: fill('lastName', own.lastName),
      email: fill('email', own.email),
      phone: fill('phone', own.phone),
    };
    if (ownKeys.every((key) => personal[key] === current[key])) return;
    setData((d) => ({ ...d, personal }));
    setFormKey((key) => key + 1);
  }, [serverLoaded, user.data]);

  // Signed-in users: fetch saved progress once; it is merged over local data.
  useEffect(() => {
    if (!restored || user.isLoading || serverLoaded) return;
    if (!signedIn) {
      setServerLoaded(true);
      return;
    }
    apiGet<{ success: boolean; data: Record<string, unknown> | null }>('/api/application/saved-progress')
      .then((response) => {
        const saved = response?.data;
        if (!saved) return;
        setData((local) => mergeProgress(local, sanitize(saved)));
        savedStep.current = asStep(saved.currentStep);
        setFormKey((key) => key + 1);
        toast({ title: t('toasts.restoredTitle'), description: t('toasts.restored') });
      })
      .catch((error) => console.warn('Could not load saved progress', error))
      .finally(() => setServerLoaded(true));
  }, [restored, user.isLoading, signedIn, serverLoaded, t]);

  // Auto-save 1.5 s after the last change, only after the load attempt finished.
  const firstSave = useRef(true);
  useEffect(() => {
    if (!signedIn || !serverLoaded || onConfirmation) return;
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setSaving(true);
      apiRequest('POST', '/api/application/save-progress', progressRecord(data, step))
        .catch((error) => {
          if (error instanceof ApiError && error.status === 401) {
            // Signed out everywhere on the page (header too), until the traveller signs in again.
            setCurrentUser(null);
            setExpired(true);
          } else console.warn('Could not save progress', error);
        })
        .finally(() => setSaving(false));
    }, autoSaveDelayMs);
    return () => clearTimeout(timer);
  }, [data, step, signedIn, serverLoaded, onConfirmation]);

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

  const go = (next: Step) => navigate(pathOf(next));

  // A tick only for a file the server still holds: asked on every step, and again after signing in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the sign-in round are what trigger the check
  useEffect(() => {
    if (!restored || user.isLoading || expired) return;
    let cancelled = false;
    dataRef.current.documents.forEach((set, index) => {
      for (const [kind, doc] of Object.entries(set) as [DocumentKind, DocState][]) {
        if (doc.status !== 'valid' || !doc.id) continue;
        const id = doc.id;
        fetch(`/api/documents/${encodeURIComponent(id)}/info`, { credentials: 'include' })
          .then((response) => {
            if (cancelled || (response.status !== 404 && response.status !== 401)) return;
            setData((d) => {
              const current = d.documents[index]?.[kind];
              if (current?.id !== id) return d;
              const documents = [...d.documents];
              documents[index] = {
                ...documents[index],
                [kind]: { ...current, id: undefined, status: 'invalid', progress: 0, error: t('documents.gone') },
              };
              return { ...d, documents };
            });
          })
          .catch(() => {
            // Offline: the server checks again before the payment.
          });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [restored, user.isLoading, expired, params.step, verifyRound, t]);

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

  const onPersonal = useCallback((personal: PersonalValues) => setData((d) => ({ ...d, personal })), []);
  const onTravel = useCallback((travel: TravelValues) => setData((d) => ({ ...d, travel })), []);
  const onApplicants = (next: ApplicantValues[], removedIndex?: number) =>
    setData((d) => {
      // Document sets follow the traveller list (index 0 is the primary applicant).
      const documents = [...d.documents];
      if (removedIndex !== undefined) {
        for (const doc of Object.values(documents[removedIndex + 1] ?? {})) {
          if (doc?.id) void fetch(`/api/documents/${doc.id}`, { method: 'DELETE', credentials: 'include' });
        }
        documents.splice(removedIndex + 1, 1);
      }
      while (documents.length < next.length + 1) documents.push({});
      return { ...d, additionalApplicants: next, documents: documents.slice(0, next.length + 1) };
    });
  const onDocument = useCallback(
    (index: number, kind: DocumentKind, state: DocState | undefined) =>
      setData((d) => {
        const documents = [...d.documents];
        const set = { ...(documents[index] ?? {}) };
        if (state) set[kind] = state;
        else delete set[kind];
        documents[index] = set;
        return { ...d, documents };
      }),
    [],
  );

  async function onPaid(paymentIntentId: string) {
    try {
      const result = await apiRequest<{ application: { id: string; referenceNumber: string } }>(
        'POST',
        '/api/applications',
        { ...applicationPayload(data), paymentId: paymentIntentId, processingType: 'priority' },
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
      toast({ title: t('toasts.errorTitle'), description: t('toasts.submitError'), variant: 'destructive' });
      throw error;
    }
  }

  if (onConfirmation) return <Confirmation onNew={() => navigate(pathOf('personal'))} />;
  if (!restored || !isStep(params.step)) return <output className="block text-slate-700">{t('loading')}</output>;

  const travellerNames = [
    `${data.personal.firstName} ${data.personal.lastName}`.trim() || t('payment.primary'),
    ...data.additionalApplicants.map((a) => `${a.firstName} ${a.lastName}`),
  ];

  return (
    <div>
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
      {step === 'personal' && (
        <PersonalStepForm
          key={formKey}
          values={data.personal}
          applicants={data.additionalApplicants}
          departureDate={departureOf(data)}
          onChange={onPersonal}
          onApplicantsChange={onApplicants}
          onNext={() => go('documents')}
        />
      )}
      {step === 'documents' && (
        <DocumentsStep
          travellers={travellerNames}
          documents={data.documents}
          onDocument={onDocument}
          onPrevious={() => go('personal')}
          onNext={() => go('travel')}
        />
      )}
      {step === 'travel' && (
        <TravelStepForm
          key={formKey}
          values={data.travel}
          passportExpiryDates={passportExpiriesOf(data)}
          onChange={onTravel}
          onPrevious={() => go('documents')}
          onNext={() => go('check')}
        />
      )}
      {step === 'check' && (
        <CheckStep
          data={data}
          changeHref={(to, field) => `${pathOf(to)}${field ? `#${field}` : ''}`}
          onPrevious={() => go('travel')}
          onNext={() => go('payment')}
        />
      )}
      {step === 'payment' && (
        <PaymentStep
          data={data}
          onTerms={(termsAccepted) => setData((d) => ({ ...d, termsAccepted }))}
          onPrevious={() => go('check')}
          onPaid={onPaid}
        />
      )}
    </div>
  );
}
const ownKeys = ['firstName', 'lastName', 'email', 'phone'] as const;
type OwnKey = (typeof ownKeys)[number];
