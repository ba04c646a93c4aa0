import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { formatRelativeTime } from '../../../core/format-time';
import type { TrackingResult } from '../../../core/my-applications';
import { referencePlaceholder } from '../../../core/references';
import { FamilyOutcome, TrackedTravellers } from '../../components/family-outcome';
import { StatusBadge } from '../../components/status-badge';
import { Button } from '../../components/ui/form-controls';
import { ApiError } from '../../lib/api';
import { messageOfCode } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { trackReference } from './api';

/**
 * 'Track an Application' by reference (spec §2, §8 Tracking), in the dashboard and on the public
 * /track page, which has its own heading and may pass the reference of an e-mail's link.
 */
export function TrackTab({
  withHeading = true,
  initialReference,
}: {
  withHeading?: boolean;
  initialReference?: string;
}) {
  const { t, i18n } = useTranslation('myApplications');
  const [reference, setReference] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const track = useMutation<TrackingResult, unknown, string>({ mutationFn: trackReference });
  const { mutate } = track;
  // After hydration, so the pre-rendered page and the first render agree.
  useEffect(() => {
    const value = initialReference?.trim();
    if (!value) return;
    setReference(value);
    mutate(value);
  }, [initialReference, mutate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = reference.trim();
    if (!value) {
      setInputError(t('track.required'));
      track.reset();
      return;
    }
    setInputError(null);
    track.mutate(value);
  }

  const failure = track.error
    ? track.error instanceof ApiError
      ? messageOfCode(track.error.body) || t('track.notFound')
      : t('track.networkError')
    : null;
  const result = track.data;

  return (
    <div className="max-w-2xl">
      {withHeading && (
        <>
          <h2 className="text-xl font-semibold text-slate-900">{t('track.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('track.intro')}</p>
        </>
      )}
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="track-reference" className="block text-sm font-medium text-slate-800">
            {t('track.label')}
          </label>
          <input
            id="track-reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            placeholder={referencePlaceholder}
            autoComplete="off"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? 'track-reference-error' : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono uppercase focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
          {inputError && (
            <p id="track-reference-error" className="mt-1 text-sm text-red-700">
              {inputError}
            </p>
          )}
        </div>
        <Button type="submit" className="mt-6" disabled={track.isPending}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {track.isPending ? t('track.searching') : t('track.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-6">
        {failure && (
          <p className="rounded-md bg-red-50 p-4 text-red-800" data-testid="track-error">
            {failure}
          </p>
        )}
        {result && !failure && (
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="track-result">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-lg font-semibold text-slate-900">
                {result.firstName} {result.lastName}
              </p>
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={result.status} withIcon />
                <FamilyOutcome
                  status={result.status}
                  travellers={result.travellers.map((traveller) => ({ caseStatus: traveller.status }))}
                />
              </span>
            </div>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">{t('track.reference')}</dt>
                <dd className="font-mono text-slate-900">{result.referenceNumber}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('track.status')}</dt>
                <dd className="font-semibold text-slate-900">{t(`status.${result.status}`)}</dd>
              </div>
            </dl>
            <TrackedTravellers travellers={result.travellers} />
            <p className="mt-3 text-sm text-slate-600">
              {t('track.lastUpdated', { time: formatRelativeTime(result.lastUpdated, i18n.language) })}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
