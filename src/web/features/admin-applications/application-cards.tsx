import { Link } from 'react-router';
import type { ApplicationListItem } from '../../../core/admin-applications';
import type { AdminSettableStatus } from '../../../core/statuses';
import { FamilyOutcome } from '../../components/family-outcome';
import { StatusBadge } from '../../components/status-badge';
import { country, formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { ApplicationRowMenu } from './application-row-menu';

/**
 * The applications list on a phone (under 640 px): one card per application, its status beside the
 * reference so it is never off-screen, then the name, arrival date and travellers staff sort by.
 */
export function ApplicationCards({
  applications,
  language,
  onStatus,
}: {
  applications: ApplicationListItem[];
  language: string;
  onStatus: (application: ApplicationListItem, status: AdminSettableStatus) => void;
}) {
  const { t } = useTranslation('adminApplications');
  const number = new Intl.NumberFormat(language);
  return (
    <ul className="divide-y divide-slate-200 sm:hidden" aria-label={t('list.title')}>
      {applications.map((application) => (
        <li key={application.id} className="p-4" data-testid="application-card">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <Link
                to={`/admin/applications/${application.id}`}
                className="font-mono text-sm font-semibold text-brand-700 underline"
              >
                {application.referenceNumber}
              </Link>
              <p className="mt-0.5 truncate font-medium text-slate-900">
                {application.firstName} {application.lastName}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <StatusBadge status={application.status} wording="staff" />
              <FamilyOutcome
                status={application.status}
                counts={{ refused: application.refusedTravellers, total: application.decidedTravellers }}
              />
              <ApplicationRowMenu application={application} onStatus={onStatus} />
            </div>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <div>
              <dt className="text-xs text-slate-500">{t('list.columns.arrival')}</dt>
              <dd className="font-medium">{formatDate(application.arrivalDate, language)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('list.columns.travellers')}</dt>
              <dd className="font-medium">{number.format(application.applicantCount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('list.columns.country')}</dt>
              <dd>{country(application.nationality, language)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('list.columns.submitted')}</dt>
              <dd>{formatDate(application.createdAt, language)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
