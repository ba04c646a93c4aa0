import { useState } from 'react';
import { type DocumentKind, documentMimeTypes } from '../../../core/application';
import { focusAndAnnounce } from '../../lib/announce';
import { useTranslation } from '../../lib/i18n';
import { DocumentInput } from './document-input';
import { ErrorSummary } from './form-bits';
import type { usePassportCheck } from './passport-differences';
import { prepareUpload } from './prepare-upload';
import { type DocSet, type DocState, missingDocuments } from './state';
import { StepNav } from './step-nav';
import { uploadErrorKey, uploadFile } from './upload-document';

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg,.jpeg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};
/** The file chooser's filter: the types src/core allows, and their extensions. */
const acceptOf = (kind: DocumentKind) =>
  [...documentMimeTypes[kind], ...documentMimeTypes[kind].map((type) => extensions[type])].join(',');

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
  // After an upload the chooser is back: focus it and say how it went (WCAG 2.4.3, 4.1.3).
  const settle = (index: number, kind: DocumentKind, message: string) =>
    focusAndAnnounce(() => document.getElementById(`doc-${index}-${kind}`), message);

  async function choose(index: number, kind: DocumentKind, chosen: File) {
    const previous = documents[index]?.[kind];
    onDocument(index, kind, { name: chosen.name, size: chosen.size, status: 'uploading', progress: 0 });
    const prepared = await prepareUpload(chosen, kind);
    if (typeof prepared === 'string') {
      const error = t(`documents.${prepared}`);
      onDocument(index, kind, { name: chosen.name, size: chosen.size, status: 'invalid', progress: 0, error });
      settle(index, kind, t('a11y.uploadFailed', { document: label(kind), error }));
      return;
    }
    const reading = kind === 'passportScan' ? passport?.read(prepared) : undefined;
    const base = { name: chosen.name, size: prepared.size };
    const preview = prepared.type.startsWith('image/') ? URL.createObjectURL(prepared) : undefined;
    try {
      const stored = await uploadFile(prepared, kind, (fraction) =>
        onDocument(index, kind, { ...base, status: 'uploading', progress: fraction }),
      );
      onDocument(index, kind, {
        status: 'valid',
        progress: 1,
        id: stored.id,
        name: stored.name,
        size: stored.size,
        type: stored.type,
        preview,
      });
      settle(index, kind, t('a11y.uploaded', { document: label(kind), name: stored.name }));
      if (reading) passport?.attach(index, stored.id, reading);
      if (previous?.id) void fetch(`/api/documents/${previous.id}`, { method: 'DELETE', credentials: 'include' });
    } catch (error) {
      if (preview) URL.revokeObjectURL(preview);
      const message = t(uploadErrorKey(kind, error as { status?: number; code?: string; message?: string }));
      onDocument(index, kind, { ...base, status: 'invalid', progress: 0, error: message });
      settle(index, kind, t('a11y.uploadFailed', { document: label(kind), error: message }));
    }
  }

  function remove(index: number, kind: DocumentKind) {
    const current = documents[index]?.[kind];
    if (current?.id) void fetch(`/api/documents/${current.id}`, { method: 'DELETE', credentials: 'include' });
    onDocument(index, kind, undefined);
    settle(index, kind, t('a11y.removed', { document: label(kind) }));
  }

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
              <DocumentInput
                key={kind}
                id={`doc-${index}-${kind}`}
                label={label(kind)}
                accept={acceptOf(kind)}
                capture={kind === 'photo' ? 'user' : kind === 'passportScan' ? 'environment' : undefined}
                state={documents[index]?.[kind]}
                onFile={(file) => void choose(index, kind, file)}
                onRemove={() => remove(index, kind)}
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
