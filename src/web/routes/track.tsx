import { useSearchParams } from 'react-router';
import { PageMeta } from '../components/layout/page-meta';
import { legalLinkClass } from '../components/public/legal-sections';
import { PageHero } from '../components/public/page-hero';
import { TrackTab } from '../features/my-applications/track-tab';
import { useTranslation } from '../lib/i18n';
import { LocalizedLink } from '../lib/localized-link';
import { withQueryClient } from '../lib/with-query-client';

/**
 * Tracking by reference without an account (issue #18 item 3): the dashboard's Track tab on a
 * public page. The server masks the name for anyone but the owner and staff (docs/decisions/047-the-first-readings-of-the-spec.md).
 * The e-mails and the confirmation page link here with ?reference=, which is tracked at once.
 */
function Track() {
  const { t } = useTranslation('track');
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <TrackTab withHeading={false} initialReference={searchParams.get('reference') ?? undefined} />
        <p className="mt-8 max-w-2xl text-sm text-slate-700">{t('masked')}</p>
        <p className="mt-4 max-w-2xl text-slate-800">
          {t('signedIn')}{' '}
          <LocalizedLink to="/dashboard" className={legalLinkClass}>
            {t('dashboard')}
          </LocalizedLink>
        </p>
        <p className="mt-2 max-w-2xl text-slate-800">
          {t('help')}{' '}
          <LocalizedLink to="/contact-support" className={legalLinkClass}>
            {t('helpLink')}
          </LocalizedLink>
        </p>
      </div>
    </>
  );
}

export default withQueryClient(Track);
