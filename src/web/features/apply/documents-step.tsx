import { CheckCircle2, Upload, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type DocumentKind, documentMimeTypes } from '../../../core/application';
import { errorCodes } from '../../../core/errors';
import { maxUploadBytes } from '../../../core/limits';
import { useTranslation } from '../../lib/i18n';
import { ensureSession } from '../../lib/session';
import { ErrorSummary } from './form-bits';
import { type DocSet, type DocState, documentsComplete } from './state';

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg,.jpeg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};
/** The file chooser's filter: the types src/core allows, and their extensions. */
const acceptOf = (kind: DocumentKind) =>
  [...documentMimeTypes[kind], ...documentMimeTypes[kind].map((type) => extensions[type])].join(',');

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Uploads with progress (fetch has no upload progress; XMLHttpRequest does). */
async function uploadFile(
  file: File,
  kind: DocumentKind,
  onProgress: (fraction: number) => void,
): Promise<{ id: string; name: string; size: number; type: string }> {
  await ensureSession().catch(() => {
    // The upload itself then starts a session and reports any failure.
  });
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/documents');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: { message?: string; code?: string; id?: string } = {};
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // not JSON
      }
      if (request.status === 201) resolve(parsed as never);
      else reject(Object.assign(new Error(parsed.message ?? ''), { status: request.status, code: parsed.code }));
    };
    request.onerror = () => reject(Object.assign(new Error(''), { status: 0 }));
    request.send(body);
  });
}

export function DocumentsStep({
  travellers,
  documents,
  onDocument,
  onPrevious,
  onNext,
}: {
  travellers: string[];
  documents: DocSet[];
  onDocument(index: number, kind: DocumentKind, state: DocState | undefined): void;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t } = useTranslation('apply');
  const [attempt, setAttempt] = useState(0);
  const complete = documentsComplete(documents, travellers.length);

  const typeMessage = (kind: DocumentKind) =>
    kind === 'photo' ? t('documents.invalidPhotoType') : t('documents.invalidType');

  async function choose(index: number, kind: DocumentKind, file: File) {
    const base = { name: file.name, size: file.size };
    // A quick check in the browser; the server decides by the file's bytes.
    if (file.size > maxUploadBytes) {
      onDocument(index, kind, { ...base, status: 'invalid', progress: 0, error: t('documents.tooLarge') });
      return;
    }
    if (file.type && !documentMimeTypes[kind].includes(file.type)) {
      onDocument(index, kind, { ...base, status: 'invalid', progress: 0, error: typeMessage(kind) });
      return;
    }
    const previous = documents[index]?.[kind];
    onDocument(index, kind, { ...base, status: 'uploading', progress: 0 });
    try {
      const stored = await uploadFile(file, kind, (fraction) =>
        onDocument(index, kind, { ...base, status: 'uploading', progress: fraction }),
      );
      onDocument(index, kind, {
        status: 'valid',
        progress: 1,
        id: stored.id,
        name: stored.name,
        size: stored.size,
        type: stored.type,
      });
      if (previous?.id) void fetch(`/api/documents/${previous.id}`, { method: 'DELETE', credentials: 'include' });
    } catch (error) {
      const { status, code } = error as { status?: number; code?: string };
      const message =
        code === errorCodes.imageTooLarge
          ? t('documents.imageTooLarge')
          : code === errorCodes.activeContent
            ? t('documents.activeContent')
            : code === errorCodes.fileInfected
              ? t('documents.infected')
              : status === 413
                ? t('documents.tooLarge')
                : status === 415
                  ? typeMessage(kind)
                  : t('documents.uploadError');
      onDocument(index, kind, { ...base, status: 'invalid', progress: 0, error: message });
    }
  }

  function remove(index: number, kind: DocumentKind) {
    const current = documents[index]?.[kind];
    if (current?.id) void fetch(`/api/documents/${current.id}`, { method: 'DELETE', credentials: 'include' });
    onDocument(index, kind, undefined);
  }

  const summary = !complete && attempt > 0 ? [{ id: 'doc-0-passportScan', message: t('documents.required') }] : [];
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
                label={t(`documents.${kind}`)}
                accept={acceptOf(kind)}
                state={documents[index]?.[kind]}
                onFile={(file) => void choose(index, kind, file)}
                onRemove={() => remove(index, kind)}
              />
            ))}
          </div>
        </section>
      ))}
      <div className="mt-10 flex justify-between gap-3">
        <button
          type="button"
          className="rounded-md border border-slate-300 px-6 py-3 font-semibold"
          onClick={onPrevious}
        >
          {t('nav.previous')}
        </button>
        <button
          type="button"
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!complete}
          onClick={() => (complete ? onNext() : setAttempt((n) => n + 1))}
        >
          {t('nav.next')}
        </button>
      </div>
    </div>
  );
}

function DocumentInput({
  id,
  label,
  accept,
  state,
  onFile,
  onRemove,
}: {
  id: string;
  label: string;
  accept: string;
  state: DocState | undefined;
  onFile(file: File): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('apply');
  const tone =
    state?.status === 'valid'
      ? 'border-green-600 bg-green-50'
      : state?.status === 'invalid'
        ? 'border-red-600 bg-red-50'
        : 'border-slate-300';
  return (
    <div className={`rounded-md border-2 p-3 ${tone}`} data-testid={id} data-status={state?.status ?? 'empty'}>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-2 flex items-center gap-2">
        <Upload className="h-4 w-4 text-slate-500" aria-hidden="true" />
        <input
          id={id}
          type="file"
          accept={accept}
          className="block w-full text-sm file:me-2 file:rounded file:border-0 file:bg-brand-700 file:px-3 file:py-1 file:text-white"
          aria-describedby={state ? `${id}-status` : undefined}
          aria-invalid={state?.status === 'invalid' ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </div>
      {state?.status === 'uploading' && (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={t('documents.uploading', { name: state.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
            className="h-2 w-full overflow-hidden rounded bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-all"
              style={{ width: `${Math.round(state.progress * 100)}%` }}
            />
          </div>
          <p id={`${id}-status`} className="mt-1 text-xs text-slate-600">
            {t('documents.uploading', { name: state.name })}
          </p>
        </div>
      )}
      {state?.status === 'valid' && (
        <p id={`${id}-status`} className="mt-2 flex items-center gap-1 text-sm text-green-800">
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('documents.valid', { name: state.name, size: formatSize(state.size) })}
        </p>
      )}
      {state?.status === 'invalid' && (
        <p id={`${id}-status`} className="mt-2 flex items-center gap-1 text-sm font-medium text-red-700" role="alert">
          <XCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {state.name}: {state.error}
        </p>
      )}
      {state && state.status !== 'uploading' && (
        <button type="button" className="mt-2 text-sm text-slate-700 underline" onClick={onRemove}>
          {t('documents.remove')}
          <span className="sr-only"> {label}</span>
        </button>
      )}
    </div>
  );
}
