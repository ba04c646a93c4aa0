import { Camera, CheckCircle2, FileText, Upload, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type DocumentKind, documentMimeTypes, photoTooSmallMessage } from '../../../core/application';
import { errorCodes } from '../../../core/errors';
import { formatFileSize } from '../../../core/format';
import { useTranslation } from '../../lib/i18n';
import { ensureSession } from '../../lib/session';
import { ErrorSummary } from './form-bits';
import { prepareUpload } from './prepare-upload';
import { type DocSet, type DocState, documentsComplete } from './state';

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg,.jpeg',
  'image/png': '.png',
  'application/pdf': '.pdf',
};
/** The file chooser's filter: the types src/core allows, and their extensions. */
const acceptOf = (kind: DocumentKind) =>
  [...documentMimeTypes[kind], ...documentMimeTypes[kind].map((type) => extensions[type])].join(',');
/** The camera's filter: photographs only (a phone then converts its own format to JPEG). */
const cameraAccept = 'image/jpeg,image/png';

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

  async function choose(index: number, kind: DocumentKind, chosen: File) {
    const previous = documents[index]?.[kind];
    onDocument(index, kind, { name: chosen.name, size: chosen.size, status: 'uploading', progress: 0 });
    const prepared = await prepareUpload(chosen, kind);
    if (typeof prepared === 'string') {
      const error = t(`documents.${prepared}`);
      onDocument(index, kind, { name: chosen.name, size: chosen.size, status: 'invalid', progress: 0, error });
      return;
    }
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
      if (previous?.id) void fetch(`/api/documents/${previous.id}`, { method: 'DELETE', credentials: 'include' });
    } catch (error) {
      if (preview) URL.revokeObjectURL(preview);
      const { status, code, message: serverMessage } = error as { status?: number; code?: string; message?: string };
      const message =
        code === errorCodes.imageTooLarge
          ? t('documents.imageTooLarge')
          : code === errorCodes.activeContent
            ? t('documents.activeContent')
            : code === errorCodes.fileInfected
              ? t('documents.infected')
              : serverMessage === photoTooSmallMessage
                ? t('documents.photoTooSmall')
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
                capture={kind === 'photo' ? 'user' : kind === 'passportScan' ? 'environment' : undefined}
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
          data-testid="next-step"
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
  capture,
  state,
  onFile,
  onRemove,
}: {
  id: string;
  label: string;
  accept: string;
  /** Which camera a phone offers: the back one for a passport, the front one for a photo. */
  capture?: 'environment' | 'user';
  state: DocState | undefined;
  onFile(file: File): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation('apply');
  const tone =
    state?.status === 'valid'
      ? 'border-green-600 bg-green-50'
      : state?.status === 'invalid'
        ? 'border-red-600 bg-red-50'
        : 'border-slate-300';
  const busy = state?.status === 'uploading';
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFile(file);
    event.target.value = '';
  };
  const button =
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2';
  return (
    <div className={`rounded-md border-2 p-3 ${tone}`} data-testid={id} data-status={state?.status ?? 'empty'}>
      <p id={`${id}-label`} className="font-semibold text-slate-800">
        {label}
      </p>
      {state?.status === 'valid' && (
        <div className="mt-2 flex items-center gap-3">
          {state.preview ? (
            <img
              src={state.preview}
              alt={t('documents.previewOf', { name: state.name })}
              className="h-20 w-20 shrink-0 rounded border border-slate-300 bg-white object-cover"
              data-testid={`${id}-preview`}
            />
          ) : (
            <FileText className="h-10 w-10 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          <p id={`${id}-status`} className="flex min-w-0 items-center gap-1 text-sm break-all text-green-800">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('documents.valid', { name: state.name, size: formatFileSize(state.size, i18n.language) })}
          </p>
        </div>
      )}
      {busy && (
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
      {state?.status === 'invalid' && (
        <p id={`${id}-status`} className="mt-2 flex items-start gap-1 text-sm font-medium text-red-700" role="alert">
          <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="break-words">
            {state.name}: {state.error}
          </span>
        </p>
      )}
      {!busy && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {/* The native input stays for keyboards and screen readers; its 'No file chosen' is never shown. */}
          <span className="relative">
            <input
              id={id}
              type="file"
              accept={accept}
              className="peer sr-only"
              aria-labelledby={`${id}-label ${id}-choose`}
              aria-describedby={state ? `${id}-status` : undefined}
              aria-invalid={state?.status === 'invalid' ? true : undefined}
              onChange={pick}
            />
            <label id={`${id}-choose`} htmlFor={id} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              {state?.status === 'valid' ? t('documents.replace') : t('documents.choose')}
            </label>
          </span>
          {capture && (
            <span className="relative hidden [@media(pointer:coarse)]:inline">
              <input
                id={`${id}-camera`}
                type="file"
                accept={cameraAccept}
                capture={capture}
                className="peer sr-only"
                aria-labelledby={`${id}-label ${id}-camera-label`}
                onChange={pick}
              />
              <label
                id={`${id}-camera-label`}
                htmlFor={`${id}-camera`}
                className={`${button} border border-brand-700 bg-white text-brand-700`}
              >
                <Camera className="h-4 w-4" aria-hidden="true" />
                {t('documents.camera')}
              </label>
            </span>
          )}
          {state && (
            <button type="button" className="min-h-11 px-2 text-sm text-slate-700 underline" onClick={onRemove}>
              {t('documents.remove')}
              <span className="sr-only"> {label}</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
