import { type FormEvent, useState } from 'react';
import { questionLimits, questionMessages } from '../../../core/traveller-questions';
import { useTranslation } from '../../lib/i18n';
import { ErrorSummary } from './form-bits';
import type { usePassportCheck } from './passport-differences';
import { TravellerQuestions } from './question-sections';
import { emptyQuestions, type QuestionValues, questionErrors } from './question-values';
import { StepNav } from './step-nav';

// The limit each 'too long' message names, passed to its words rather than written into them.
const limitOf: Partial<Record<keyof typeof questionMessages, number>> = {
  otherNationalitiesTooMany: questionLimits.otherNationalities,
  addressLineTooLong: questionLimits.addressLine,
  cityTooLong: questionLimits.city,
  postcodeTooLong: questionLimits.postcode,
  jobTitleTooLong: questionLimits.jobTitle,
  detailsTooLong: questionLimits.details,
};

/** A core question message in the reader's language (the schema's English is the key). */
export function useQuestionMessage() {
  const { t } = useTranslation('apply');
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = (Object.keys(questionMessages) as (keyof typeof questionMessages)[]).find(
      (name) => questionMessages[name] === message,
    );
    return key ? t(`questions.validation.${key}`, { max: limitOf[key] }) : message;
  };
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
