import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { defaultSettings } from '../../../core/default-settings';
import type { PublicSettings } from '../../../core/settings';
import { apiGet } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { LocalizedLink, useLocalizedPath } from '../../lib/localized-link';
import { confirmationStorageKey } from './state';

function readConfirmation(): { id: string; reference: string } | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(confirmationStorageKey) ?? 'null');
    return typeof parsed?.id === 'string' && typeof parsed?.reference === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** The page after submission (/apply/confirmation): the reference, what happens next and when, where to go. */
export function Confirmation({ onNew }: { onNew(): void }) {
  const { t } = useTranslation('apply');
  const [submitted] = useState(readConfirmation);
  const signedIn = Boolean(useCurrentUser().data);
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: () => apiGet<PublicSettings>('/api/settings/public'),
  });
  const days = settings.data?.visaProcessingTime ?? defaultSettings.visaProcessingTime;
  const localize = useLocalizedPath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!submitted) onNew();
  }, [submitted, onNew]);
  if (!submitted) return null;
  const button = 'inline-flex items-center justify-center rounded-md px-5 py-3 font-semibold';
  return (
    <div data-testid="apply-success">
      <div className="rounded-lg border-2 border-green-700 bg-green-50 p-6">
        <h2
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-bold text-green-900 outline-none"
        >
          <CheckCircle2 className="h-7 w-7 shrink-0" aria-hidden="true" />
          {t('success.title')}
        </h2>
        <p className="mt-3 text-green-950" data-testid="apply-received">
          {t('success.notYetSubmitted')}
        </p>
        <p className="mt-4 text-sm font-semibold">{t('success.reference')}</p>
        <p className="font-mono text-3xl font-bold tracking-wider" data-testid="apply-reference" dir="ltr">
          {submitted.reference}
        </p>
        <p className="mt-2 text-sm">{t('success.keep')}</p>
        <p className="mt-2 text-sm">
          <Link
            to={`${localize('/track')}?reference=${encodeURIComponent(submitted.reference)}`}
            className="font-semibold text-green-900 underline underline-offset-4"
          >
            {t('success.track')}
          </Link>
        </p>
      </div>
      <h3 className="mt-8 text-xl font-bold text-brand-900">{t('success.nextTitle')}</h3>
      <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-800">
        <li>{t('success.nextEmail')}</li>
        <li>{t('success.nextReview')}</li>
        <li>{t('success.nextDecision', { count: days })}</li>
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <LocalizedLink to="/dashboard" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('success.dashboard')}
        </LocalizedLink>
        {signedIn && (
          <a
            href={`/api/applications/${encodeURIComponent(submitted.id)}/receipt.pdf`}
            className={`${button} border border-brand-700 text-brand-700`}
          >
            {t('success.receipt')}
          </a>
        )}
        <button type="button" className={`${button} text-brand-700 underline`} onClick={onNew}>
          {t('success.newApplication')}
        </button>
      </div>
    </div>
  );
}
