import { Camera, CheckCircle2, FileText, Upload, XCircle } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { DocumentKind } from '../../core/applications';
import { formatFileSize } from '../../core/format-units';
import type { PhotoWarning } from '../../core/photo-check';
import { announce } from '../lib/announce';
import { useTranslation } from '../lib/i18n';
import { coachPhoto, recordShownAdvice } from '../lib/photo-coach/index';
import { prepareUpload } from '../lib/prepare-upload';
import { acceptOf, discardUpload, uploadFile, uploadRuleParams } from '../lib/upload';
import { refusalMessage, uploadErrorMessage } from '../lib/upload-messages';
import { PhotoAdvice } from './photo-advice';
import { focusElement } from './ui/return-focus';

/** One document's upload as the page shows it (the wizard keeps it in its saved progress). */
export interface UploadState {
  status: 'uploading' | 'valid' | 'invalid';
  progress: number;
  id?: string;
  name: string;
  size: number;
  type?: string;
  error?: string;
  /** An object URL of the chosen image, for its preview on this page (not kept in storage). */
  preview?: string;
  /** A photo's advice from the coach on the device (decision 043), or 'checking' while it looks. */
  advice?: PhotoWarning[] | 'checking';
}

/** The camera's filter: photographs only (a phone then converts its own format to JPEG). */
const cameraAccept = 'image/jpeg,image/png';
/** Which camera a phone offers: the front one for a photo, the back one for a passport. */
const cameraOf: Partial<Record<DocumentKind, 'user' | 'environment'>> = { photo: 'user', passportScan: 'environment' };

/**
 * The one upload of the site (the wizard's documents, every traveller's, and the fix page): the
 * rules before choosing, a large photo shrunk in the browser, a preview, progress, the refusal in
 * the reader's words by its code at the field, and afterwards focus back on the chooser with the
 * result announced (WCAG 2.4.3, 4.1.3). `onChange` receives each state, `undefined` once removed.
 */
export function DocumentUpload({
  id,
  kind,
  label,
  state,
  error,
  onChange,
  onPrepared,
}: {
  id: string;
  kind: DocumentKind;
  label: string;
  state: UploadState | undefined;
  /** A refusal of the form around it (the file is missing or no longer usable). */
  error?: string;
  onChange(state: UploadState | undefined): void;
  /** Given the file as it will be sent (shrunk); what it returns runs with the stored document's id. */
  onPrepared?(file: File): ((id: string) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('upload');
  // Once the chooser is drawn again after the upload (or its refusal, or removal): focus it and
  // say how it went; waiting for React's drawing, since the chooser is not there during an upload.
  const settled = useRef<string | null>(null);
  // The file being uploaded: a late coach's advice about an earlier choice is dropped.
  const current = useRef<File | null>(null);
  const settle = (message: string) => {
    settled.current = message;
  };
  // Before the browser paints the result, so nobody (a screen reader, a test) sees it without focus.
  useLayoutEffect(() => {
    if (settled.current === null || state?.status === 'uploading') return;
    const message = settled.current;
    settled.current = null;
    focusElement(document.getElementById(id) ?? document.querySelector<HTMLElement>('main h1'));
    announce(message);
  });

  async function choose(chosen: File) {
    const previous = state;
    current.current = chosen;
    onChange({ name: chosen.name, size: chosen.size, status: 'uploading', progress: 0 });
    const prepared = await prepareUpload(chosen, kind);
    if (typeof prepared === 'string') {
      const message = refusalMessage(prepared);
      settle(t('a11y.uploadFailed', { document: label, error: message }));
      onChange({ name: chosen.name, size: chosen.size, status: 'invalid', progress: 0, error: message });
      return;
    }
    const base = { name: chosen.name, size: prepared.size };
    const preview = prepared.type.startsWith('image/') ? URL.createObjectURL(prepared) : undefined;
    const afterStored = onPrepared?.(prepared);
    // The coach looks while the photo uploads: advice, never a hold (decision 043).
    const coaching = kind === 'photo' ? coachPhoto(prepared) : undefined;
    try {
      const stored = await uploadFile(prepared, kind, (fraction) =>
        onChange({ ...base, status: 'uploading', progress: fraction }),
      );
      settle(t('a11y.uploaded', { document: label, name: stored.name }));
      const uploaded: UploadState = { status: 'valid', progress: 1, ...stored, preview };
      onChange(coaching ? { ...uploaded, advice: 'checking' } : uploaded);
      afterStored?.(stored.id);
      if (coaching) void adviseOn(chosen, uploaded, coaching);
      if (previous?.id) discardUpload(previous.id);
      if (previous?.preview) URL.revokeObjectURL(previous.preview);
    } catch (failure) {
      if (preview) URL.revokeObjectURL(preview);
      const message = uploadErrorMessage(kind, failure);
      settle(t('a11y.uploadFailed', { document: label, error: message }));
      onChange({ ...base, status: 'invalid', progress: 0, error: message });
    }
  }

  /** The coach's advice beside the uploaded photo, said politely, and kept with the photo for staff. */
  async function adviseOn(chosen: File, uploaded: UploadState, coaching: Promise<PhotoWarning[] | null>) {
    const advice = await coaching;
    if (current.current !== chosen || !uploaded.id) return;
    onChange({ ...uploaded, advice: advice ?? [] });
    if (!advice) return;
    recordShownAdvice(uploaded.id, advice);
    if (advice.length === 0) return;
    const words = t('coach.announce', { warnings: advice.map((warning) => t(`coach.warnings.${warning}`)).join(' ') });
    // Said after the upload's own result when that is still to be said, else on its own.
    if (settled.current !== null) settled.current = `${settled.current} ${words}`;
    else announce(words);
  }

  function remove() {
    current.current = null;
    if (state?.id) discardUpload(state.id);
    if (state?.preview) URL.revokeObjectURL(state.preview);
    settle(t('a11y.removed', { document: label }));
    onChange(undefined);
  }

  const tone =
    state?.status === 'valid'
      ? 'border-green-600 bg-green-50'
      : state?.status === 'invalid' || error
        ? 'border-red-600 bg-red-50'
        : 'border-slate-300';
  const busy = state?.status === 'uploading';
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file && !busy) void choose(file);
    event.target.value = '';
  };
  // While a file is on its way the chooser stays where it is, with focus, but opens nothing.
  const holdWhileBusy = (event: React.MouseEvent<HTMLInputElement>) => {
    if (busy) event.preventDefault();
  };
  const capture = cameraOf[kind];
  const formError = error && state?.status !== 'invalid' ? error : undefined;
  const describedBy = [`${id}-rules`, state && `${id}-status`, formError && `${id}-error`].filter(Boolean).join(' ');
  const button =
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2';
  return (
    <div className={`rounded-md border-2 p-3 ${tone}`} data-testid={id} data-status={state?.status ?? 'empty'}>
      <p id={`${id}-label`} className="font-semibold text-slate-800">
        {label}
      </p>
      <p id={`${id}-rules`} className="mt-1 text-sm text-slate-600">
        {t(kind === 'photo' ? 'rules.photo' : 'rules.document', uploadRuleParams)}
      </p>
      {formError && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      {state?.status === 'valid' && (
        <div className="mt-2 flex items-center gap-3">
          {state.preview ? (
            <img
              src={state.preview}
              alt={t('previewOf', { name: state.name })}
              className="h-20 w-20 shrink-0 rounded border border-slate-300 bg-white object-cover"
              data-testid={`${id}-preview`}
            />
          ) : (
            <FileText className="h-10 w-10 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          <p id={`${id}-status`} className="flex min-w-0 items-center gap-1 text-sm break-all text-green-800">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('valid', { name: state.name, size: formatFileSize(state.size, i18n.language) })}
          </p>
        </div>
      )}
      {busy && (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={t('uploading', { name: state.name })}
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
            {t('uploading', { name: state.name })}
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
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {/* The native input stays for keyboards and screen readers; its 'No file chosen' is never shown. */}
        <span className="relative">
          <input
            id={id}
            type="file"
            accept={acceptOf(kind)}
            className="peer sr-only"
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={describedBy}
            aria-invalid={state?.status === 'invalid' || formError ? true : undefined}
            aria-disabled={busy || undefined}
            onClick={holdWhileBusy}
            onChange={pick}
          />
          <label id={`${id}-choose`} htmlFor={id} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {state?.status === 'valid' ? t('replace') : t('choose')}
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
              aria-describedby={`${id}-rules`}
              aria-disabled={busy || undefined}
              onClick={holdWhileBusy}
              onChange={pick}
            />
            <label
              id={`${id}-camera-label`}
              htmlFor={`${id}-camera`}
              className={`${button} border border-brand-700 bg-white text-brand-700`}
            >
              <Camera className="h-4 w-4" aria-hidden="true" />
              {t('camera')}
            </label>
          </span>
        )}
        {state && !busy && (
          <button type="button" className="min-h-11 px-2 text-sm text-slate-700 underline" onClick={remove}>
            {t('remove')}
            <span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
      {/* After the controls, so Shift+Tab from the chooser still leads back through the form. */}
      {state?.status === 'valid' && state.advice && <PhotoAdvice chooserId={id} advice={state.advice} />}
    </div>
  );
}
