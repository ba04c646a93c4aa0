import { Camera, CheckCircle2, FileText, Upload, XCircle } from 'lucide-react';
import { formatFileSize } from '../../../core/format-units';
import { useTranslation } from '../../lib/i18n';
import type { DocState } from './state';

/** The camera's filter: photographs only (a phone then converts its own format to JPEG). */
const cameraAccept = 'image/jpeg,image/png';

/** One document's box: choose or photograph a file, its upload progress, the result, Remove. */
export function DocumentInput({
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
