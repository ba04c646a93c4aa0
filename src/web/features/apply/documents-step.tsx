import { useState } from 'react';
import type { DocumentKind } from '../../../core/applications';
import { DocumentUpload } from '../../components/document-upload';
import { useTranslation } from '../../lib/i18n';
import { ErrorSummary } from './form-bits';
import type { usePassportCheck } from './passport-differences';
import { type DocSet, type DocState, missingDocuments } from './state';
import { StepNav } from './step-nav';

export function DocumentsStep({
  travellers,
  documents,
  onDocument,
  onPrevious,
  onNext,
  passport,
}: {
  /** The passport check on the device (decision 042). */
  passport?: ReturnType<typeof usePassportCheck>;
  travellers: string[];
  documents: DocSet[];
  onDocument(index: number, kind: DocumentKind, state: DocState | undefined): void;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t } = useTranslation('apply');
  const [attempt, setAttempt] = useState(0);
  const missing = missingDocuments(documents, travellers.length);
  const complete = missing.length === 0 && !passport?.issues.length;
  const label = (kind: DocumentKind) => t(`documents.${kind}`);
  // 'Next' is never disabled: pressing it lists what is missing, each linked to its chooser.
  const summary =
    attempt > 0
      ? [
          ...missing.map(({ index, kind, failed }) => ({
            id: `doc-${index}-${kind}`,
            message: t(failed ? 'a11y.documentFailed' : 'a11y.documentMissing', {
              name: travellers[index],
              document: label(kind),
            }),
          })),
          ...(passport?.issues ?? []),
        ]
      : [];
  // A passport's lines are read on the device from the file as it is sent, and kept with the stored scan.
  const readPassport = (index: number) =>
    passport
      ? (file: File) => {
          const reading = passport.read(file);
          return (id: string) => passport.attach(index, id, reading);
        }
      : undefined;
  return (
    <div>
      <ErrorSummary items={summary} attempt={attempt} />
      <p className="text-slate-700">{t('documents.intro')}</p>
      {travellers.map((name, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: travellers are their position in the list; these rows keep no state of their own
          key={`${name}-${index}`}
          className="mt-8 rounded-lg border border-slate-200 p-4"
          aria-labelledby={`doc-title-${index}`}
        >
          <h2 id={`doc-title-${index}`} className="text-lg font-bold text-brand-900">
            {t('documents.travellerTitle', { name })}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {(
              ['passportScan', 'photo', ...(index === 0 ? (['additionalDocument'] as const) : [])] as DocumentKind[]
            ).map((kind) => (
              <DocumentUpload
                key={kind}
                id={`doc-${index}-${kind}`}
                kind={kind}
                label={label(kind)}
                state={documents[index]?.[kind]}
                onChange={(state) => onDocument(index, kind, state)}
                onPrepared={kind === 'passportScan' ? readPassport(index) : undefined}
              />
            ))}
          </div>
          {passport?.panel(index)}
        </section>
      ))}
      <StepNav onPrevious={onPrevious} onNext={() => (complete ? onNext() : setAttempt((n) => n + 1))} />
    </div>
  );
}
