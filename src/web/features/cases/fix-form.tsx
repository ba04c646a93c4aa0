import { useState } from 'react';
import type { FixableDocument } from '../../../core/case-requests';
import { countriesFor } from '../../../core/countries';
import { DocumentUpload, type UploadState } from '../../components/document-upload';
import { RelationshipOptions } from '../../components/relationship-options';
import { DateBoxes } from '../../components/ui/date-input';
import { ErrorSummary } from '../../components/ui/error-summary';
import { ApiError } from '../../lib/api';
import { describeError } from '../../lib/api-errors';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { type FixTask, sendFixes } from './api';
import { useFixPassport } from './fix-passport';

const dateFields = new Set(['dateOfBirth', 'passportIssueDate', 'passportExpiryDate']);
const countryFields = new Set(['nationality', 'issuingCountry']);

/** Only the answers and document slots staff asked for; the server checks them with the wizard's rules. */
export function FixForm({
  id,
  index,
  token,
  task,
  onSent,
}: {
  id: string;
  index: string;
  token: string | null;
  task: FixTask;
  onSent: () => void;
}) {
  const { t } = useTranslation(['cases', 'apply']);
  const language = currentLanguage();
  const [answers, setAnswers] = useState<Record<string, string>>(
    Object.fromEntries(task.fields.map(({ field, value }) => [field, value])),
  );
  const [uploads, setUploads] = useState<Partial<Record<FixableDocument, UploadState>>>({});
  const uploading = Object.values(uploads).some((upload) => upload.status === 'uploading');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const message = useFieldMessage();
  const passport = useFixPassport(task, answers, setAnswers, uploads);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // A difference from the passport is corrected or confirmed before sending, as in the wizard.
    if (passport.issues.length > 0) {
      setErrors({});
      setAttempt((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      await sendFixes(id, index, token, {
        answers,
        documents: Object.fromEntries(
          Object.entries(uploads).flatMap(([kind, upload]) => (upload.id ? [[kind, upload.id]] : [])),
        ),
        ...(passport.passportConfirmed ? { passportConfirmed: passport.passportConfirmed } : {}),
      });
      onSent();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      setErrors(fieldErrors ?? { form: describeError(error) });
      setAttempt((count) => count + 1);
    } finally {
      setSending(false);
    }
  }

  const countries = countriesFor(language);
  const errorEntries = Object.entries(errors);
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5" data-testid="fix-form">
      <ErrorSummary
        id="fix-errors"
        title={t('form.errorSummary')}
        attempt={attempt}
        items={[
          ...errorEntries.map(([field, text]) =>
            field === 'form' ? { message: text } : { id: `fix-${field}`, message: message(text) ?? text },
          ),
          ...(attempt > 0 ? passport.issues : []),
        ]}
      />
      {task.fields.map(({ field }) =>
        dateFields.has(field) ? (
          // A date as the wizard asks for it: day, month and year boxes under the question (decision 015).
          <fieldset key={field}>
            <legend className="block font-medium text-slate-900">{t(`fields.${field}`)}</legend>
            {errors[field] && (
              <p id={`fix-${field}-error`} className="text-sm text-red-700">
                {message(errors[field])}
              </p>
            )}
            <DateBoxes
              id={`fix-${field}`}
              value={answers[field] ?? ''}
              invalid={Boolean(errors[field])}
              describedBy={errors[field] ? `fix-${field}-error` : undefined}
              birthday={field === 'dateOfBirth'}
              onChange={(value) => setAnswers({ ...answers, [field]: value })}
              onBlur={() => {}}
            />
          </fieldset>
        ) : (
          <div key={field}>
            <label htmlFor={`fix-${field}`} className="block font-medium text-slate-900">
              {t(`fields.${field}`)}
            </label>
            {errors[field] && (
              <p id={`fix-${field}-error`} className="text-sm text-red-700">
                {message(errors[field])}
              </p>
            )}
            {(() => {
              const props = {
                id: `fix-${field}`,
                value: answers[field] ?? '',
                onChange: (event: { target: { value: string } }) =>
                  setAnswers({ ...answers, [field]: event.target.value }),
                'aria-invalid': errors[field] ? true : undefined,
                'aria-describedby': errors[field] ? `fix-${field}-error` : undefined,
                className: 'mt-1 w-full rounded-md border border-slate-300 p-2',
              };
              if (countryFields.has(field))
                return (
                  <select {...props}>
                    {countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </select>
                );
              if (field === 'relationship')
                return (
                  <select {...props}>
                    <RelationshipOptions />
                  </select>
                );
              return <input type="text" {...props} />;
            })()}
          </div>
        ),
      )}
      {task.documents.map((kind) => (
        // The wizard's upload: the rules, shrinking, preview and progress, the refusal by its code.
        <DocumentUpload
          key={kind}
          id={`fix-${kind}`}
          kind={kind}
          label={t(`fields.${kind}`)}
          state={uploads[kind]}
          error={errors[kind] ? message(errors[kind]) : undefined}
          onChange={(state) => {
            setUploads(({ [kind]: _, ...rest }) => (state ? { ...rest, [kind]: state } : rest));
            setErrors(({ [kind]: _, ...rest }) => rest);
          }}
          onPrepared={kind === 'passportScan' ? passport.onPrepared : undefined}
        />
      ))}
      {passport.panel}
      <button
        type="submit"
        disabled={sending || uploading}
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {sending ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
