import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DocumentKind,
  localToday,
  makeAdditionalApplicantSchema,
  makePersonalStepSchema,
  makeTravelFormSchema,
} from '../../../core/application';
import { autoSaveDelayMs, maxAdditionalApplicants } from '../../../core/limits';
import { apiGet, apiRequest } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { DocumentsStep } from './documents-step';
import { PaymentStep } from './payment-step';
import { PersonalStepForm } from './personal-step';
import {
  type ApplicantValues,
  applicationPayload,
  type DocSet,
  type DocState,
  documentsComplete,
  draftStorageKey,
  emptyApplicant,
  emptyPersonal,
  emptyTravel,
  emptyWizard,
  type PersonalValues,
  type Step,
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
      if (doc?.status === 'valid' && typeof doc.id === 'string') set[kind] = doc;
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

/** The furthest step the data allows, at most the one asked for. */
function allowedStep(wanted: Step, data: WizardData): Step {
  const departure = departureOf(data);
  const applicantSchema = makeAdditionalApplicantSchema(localToday, departure);
  if (
    wanted >= 3 &&
    (!makePersonalStepSchema(localToday, departure).safeParse(data.personal).success ||
      data.additionalApplicants.some((applicant) => !applicantSchema.safeParse(applicant).success))
  ) {
    return 1;
  }
  if (wanted >= 4 && !documentsComplete(data.documents, data.additionalApplicants.length + 1)) return 3;
  if (wanted >= 5 && !makeTravelFormSchema(localToday, passportExpiriesOf(data)).safeParse(data.travel).success) {
    return 4;
  }
  return wanted;
}

const asStep = (value: unknown): Step =>
  (steps as readonly number[]).includes(Number(value)) ? (Number(value) as Step) : 1;

/** What the saved-progress record holds (spec §3): the form data, travellers, step, time. */
function progressRecord(data: WizardData, step: Step) {
  const { termsAccepted: _terms, ...payload } = applicationPayload(data);
  return {
    ...payload,
    documents: data.documents.map((set) =>
      Object.fromEntries(Object.entries(set).filter(([, doc]) => doc?.status === 'valid')),
    ),
    currentStep: step,
    lastSaved: new Date().toISOString(),
  };
}

export function ApplyWizard() {
  const { t } = useTranslation('apply');
  const [data, setData] = useState<WizardData>(emptyWizard);
  const [step, setStep] = useState<Step>(1);
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const [serverLoaded, setServerLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);

  // Restore the step (localStorage) and this tab's draft (sessionStorage) on return.
  useEffect(() => {
    let draft = emptyWizard();
    try {
      const stored = sessionStorage.getItem(draftStorageKey);
      if (stored) draft = sanitize(JSON.parse(stored));
    } catch {
      // Unreadable storage: start afresh.
    }
    const wanted = asStep(localStorage.getItem(stepStorageKey));
    setData(draft);
    setStep(allowedStep(wanted, draft));
    setFormKey((key) => key + 1);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      localStorage.setItem(stepStorageKey, String(step));
      sessionStorage.setItem(draftStorageKey, JSON.stringify({ ...data, termsAccepted: false }));
    } catch {
      // Storage full or blocked: the wizard still works.
    }
  }, [data, step, restored]);

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
        const merged = sanitize(saved);
        setData(merged);
        setStep(allowedStep(asStep(saved.currentStep), merged));
        setFormKey((key) => key + 1);
        toast({ title: t('toasts.restoredTitle'), description: t('toasts.restored') });
      })
      .catch((error) => console.warn('Could not load saved progress', error))
      .finally(() => setServerLoaded(true));
  }, [restored, user.isLoading, signedIn, serverLoaded, t]);

  // Auto-save 1.5 s after the last change, only after the load attempt finished.
  const firstSave = useRef(true);
  useEffect(() => {
    if (!signedIn || !serverLoaded || reference) return;
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setSaving(true);
      apiRequest('POST', '/api/application/save-progress', progressRecord(data, step))
        .catch((error) => console.warn('Could not save progress', error))
        .finally(() => setSaving(false));
    }, autoSaveDelayMs);
    return () => clearTimeout(timer);
  }, [data, step, signedIn, serverLoaded, reference]);

  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  };

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
  const onDocument = (index: number, kind: DocumentKind, state: DocState | undefined) =>
    setData((d) => {
      const documents = [...d.documents];
      const set = { ...(documents[index] ?? {}) };
      if (state) set[kind] = state;
      else delete set[kind];
      documents[index] = set;
      return { ...d, documents };
    });

  async function onPaid(paymentIntentId: string) {
    try {
      const result = await apiRequest<{ application: { referenceNumber: string } }>('POST', '/api/applications', {
        ...applicationPayload(data),
        paymentId: paymentIntentId,
        processingType: 'priority',
      });
      toast({ title: t('toasts.submittedTitle'), description: t('toasts.submitted') });
      setReference(result.application.referenceNumber);
      setData(emptyWizard());
      setStep(1);
      setFormKey((key) => key + 1);
      try {
        sessionStorage.removeItem(draftStorageKey);
        localStorage.setItem(stepStorageKey, '1');
      } catch {
        // ignore
      }
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast({ title: t('toasts.errorTitle'), description: t('toasts.submitError'), variant: 'destructive' });
      throw error;
    }
  }

  const travellerNames = [
    `${data.personal.firstName} ${data.personal.lastName}`.trim() || t('payment.primary'),
    ...data.additionalApplicants.map((a) => `${a.firstName} ${a.lastName}`),
  ];

  return (
    <div>
      {reference && (
        <div
          className="mb-8 rounded-lg border-2 border-green-700 bg-green-50 p-6"
          aria-live="polite"
          data-testid="apply-success"
        >
          <h2 className="flex items-center gap-2 text-2xl font-bold text-green-900">
            <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
            {t('success.title')}
          </h2>
          <p className="mt-2">{t('success.text')}</p>
          <p className="mt-4 text-sm font-semibold">{t('success.reference')}</p>
          <p className="font-mono text-3xl font-bold tracking-wider" data-testid="apply-reference" dir="ltr">
            {reference}
          </p>
          <p className="mt-2 text-sm">{t('success.keep')}</p>
          <button type="button" className="mt-4 text-brand-700 underline" onClick={() => setReference(null)}>
            {t('success.newApplication')}
          </button>
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <StepIndicator current={step} />
        {signedIn && (
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="autosave-status">
            {saving ? t('autosave.saving') : t('autosave.enabled')}
          </p>
        )}
      </div>
      <div ref={headingRef} tabIndex={-1} className="outline-none">
        <h2 className="mb-6 text-2xl font-bold text-brand-900">
          {step}. {t(`steps.${step === 1 ? 'personal' : step === 3 ? 'documents' : step === 4 ? 'travel' : 'payment'}`)}
        </h2>
      </div>
      {step === 1 && (
        <PersonalStepForm
          key={formKey}
          values={data.personal}
          applicants={data.additionalApplicants}
          departureDate={departureOf(data)}
          onChange={onPersonal}
          onApplicantsChange={onApplicants}
          onNext={() => go(3)}
        />
      )}
      {step === 3 && (
        <DocumentsStep
          travellers={travellerNames}
          documents={data.documents}
          onDocument={onDocument}
          onPrevious={() => go(1)}
          onNext={() => go(4)}
        />
      )}
      {step === 4 && (
        <TravelStepForm
          key={formKey}
          values={data.travel}
          passportExpiryDates={passportExpiriesOf(data)}
          onChange={onTravel}
          onPrevious={() => go(3)}
          onNext={() => go(5)}
        />
      )}
      {step === 5 && (
        <PaymentStep
          data={data}
          onTerms={(termsAccepted) => setData((d) => ({ ...d, termsAccepted }))}
          onChangeStep={go}
          onPrevious={() => go(4)}
          onPaid={onPaid}
        />
      )}
    </div>
  );
}
