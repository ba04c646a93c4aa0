import { type FormEvent, useState } from 'react';
import { questionCodes, questionLimits } from '../../../core/traveller-questions';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { ErrorSummary } from './form-bits';
import type { usePassportCheck } from './passport-differences';
import { TravellerQuestions } from './question-sections';
import { emptyQuestions, type QuestionValues, questionErrors } from './question-values';
import { StepNav } from './step-nav';

// The limit each 'too long' code names, passed to its words rather than written into them.
const limitOf: Readonly<Record<string, number>> = {
  [questionCodes.otherNationalitiesTooMany]: questionLimits.otherNationalities,
  [questionCodes.addressLineTooLong]: questionLimits.addressLine,
  [questionCodes.cityTooLong]: questionLimits.city,
  [questionCodes.postcodeTooLong]: questionLimits.postcode,
  [questionCodes.jobTitleTooLong]: questionLimits.jobTitle,
  [questionCodes.detailsTooLong]: questionLimits.details,
};

/** A question's field error by its code (decision 051), with the limit it names. */
export function useQuestionMessage() {
  const fieldMessage = useFieldMessage();
  return (code: string | undefined) =>
    fieldMessage(code, code && code in limitOf ? { max: limitOf[code]! } : undefined);
}

/**
 * The Home Office's questions (issue 31, decision 033), for each traveller in turn, one topic per
 * section in the GOV.UK way: sex, other nationalities, home address, job, then the suitability
 * questions. Checked with the server's own schema before the check-your-answers page. A sex that
 * differs from the passport's lines read on the device is shown at the question and settled here
 * before going on (decision 044).
 */
export function QuestionsStep({
  travellers,
  values,
  onChange,
  onPrevious,
  onNext,
  passport,
}: {
  passport?: Pick<ReturnType<typeof usePassportCheck>, 'questionIssues' | 'panel'>;
  /** Each traveller's name, the primary applicant first. */
  travellers: string[];
  values: QuestionValues[];
  onChange(values: QuestionValues[]): void;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t } = useTranslation('apply');
  const message = useQuestionMessage();
  const [attempt, setAttempt] = useState(0);
  const all = travellers.map((_, index) => values[index] ?? emptyQuestions());
  const errors = attempt > 0 ? questionErrors(all) : new Map<string, string>();
  const errorOf = (id: string) => message(errors.get(id));
  const update = (index: number, next: QuestionValues) => onChange(all.map((item, i) => (i === index ? next : item)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (questionErrors(all).size === 0 && !passport?.questionIssues.length) onNext();
  }
  const summary = [
    ...[...errors].map(([id, text]) => ({ id, message: message(text) ?? text })),
    ...(attempt > 0 ? (passport?.questionIssues ?? []) : []),
  ];

  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary items={summary} attempt={attempt} />
      <p className="text-slate-700">{t('questions.intro')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('questions.childNote')}</p>
      {travellers.map((name, index) => (
        <TravellerQuestions
          // biome-ignore lint/suspicious/noArrayIndexKey: a traveller is their place in the list
          key={index}
          index={index}
          name={name}
          values={all[index] as QuestionValues}
          main={index > 0 ? all[0] : undefined}
          errorOf={errorOf}
          onChange={(next) => update(index, next)}
          afterSex={passport?.panel(index, 'questions')}
        />
      ))}
      <StepNav onPrevious={onPrevious} />
    </form>
  );
}
