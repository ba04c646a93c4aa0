import type { Dispatch, SetStateAction } from 'react';
import { useCallback } from 'react';
import type { DocumentKind } from '../../../core/applications';
import { PriceNotice } from '../../components/public/price-notice';
import { useTranslation } from '../../lib/i18n';
import { usePublicSettings } from '../../lib/public-settings';
import { CheckStep } from './check-step';
import { DocumentsStep } from './documents-step';
import { usePassportCheck } from './passport-differences';
import { PaymentStep } from './payment-step';
import { PersonalStepForm } from './personal-step';
import type { QuestionValues } from './question-values';
import { emptyQuestions } from './question-values';
import { QuestionsStep } from './questions-step';
import type { ApplicantValues, DocState, PersonalValues, Step, TravelValues, WizardData } from './state';
import { TravelStepForm } from './travel-step';
import { departureOf, passportsOf } from './wizard-data';

/** The form of the step the wizard is on, wired to the wizard's data. */
export function WizardStepBody({
  step,
  data,
  setData,
  formKey,
  travellerNames,
  go,
  changeHref,
  onPaid,
}: {
  step: Step;
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
  formKey: number;
  travellerNames: string[];
  go(step: Step): void;
  changeHref(to: Step, field?: string): string;
  onPaid(paymentIntentId: string): Promise<void>;
}) {
  const onPersonal = useCallback((personal: PersonalValues) => setData((d) => ({ ...d, personal })), [setData]);
  const passport = usePassportCheck(data, setData, travellerNames);
  const onTravel = useCallback((travel: TravelValues) => setData((d) => ({ ...d, travel })), [setData]);
  const onQuestions = useCallback((questions: QuestionValues[]) => setData((d) => ({ ...d, questions })), [setData]);
  const onApplicants = (next: ApplicantValues[], removedIndex?: number) =>
    setData((d) => {
      // Document sets follow the traveller list (index 0 is the primary applicant).
      const documents = [...d.documents];
      const questions = [...d.questions];
      if (removedIndex !== undefined) {
        for (const doc of Object.values(documents[removedIndex + 1] ?? {})) {
          if (doc?.id) void fetch(`/api/documents/${doc.id}`, { method: 'DELETE', credentials: 'include' });
        }
        documents.splice(removedIndex + 1, 1);
        questions.splice(removedIndex + 1, 1);
      }
      while (documents.length < next.length + 1) documents.push({});
      while (questions.length < next.length + 1) questions.push(emptyQuestions());
      return {
        ...d,
        additionalApplicants: next,
        documents: documents.slice(0, next.length + 1),
        questions: questions.slice(0, next.length + 1),
      };
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
    [setData],
  );

  return (
    <>
      {step === 'personal' && <PriceUpFront />}
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
          passport={passport}
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
          passports={passportsOf(data)}
          onChange={onTravel}
          onPrevious={() => go('documents')}
          onNext={() => go('questions')}
        />
      )}
      {step === 'questions' && (
        <QuestionsStep
          key={formKey}
          travellers={travellerNames}
          values={data.questions}
          onChange={onQuestions}
          passport={passport}
          onPrevious={() => go('travel')}
          onNext={() => go('check')}
        />
      )}
      {step === 'check' && (
        <CheckStep
          data={data}
          changeHref={changeHref}
          onPrevious={() => go('questions')}
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
    </>
  );
}

/** Step 1 opens with the whole price and when it is paid, or with the notice that applications are closed. */
function PriceUpFront() {
  const { t } = useTranslation('apply');
  const { settings } = usePublicSettings();
  if (!settings.applicationProcessingEnabled) return <PriceNotice className="mb-6" />;
  return (
    <div className="mb-6 rounded-md border border-brand-100 bg-brand-50 p-4">
      <PriceNotice />
      <p className="mt-1 text-sm text-slate-700">{t('personal.payLast')}</p>
    </div>
  );
}
