import { Link } from 'react-router';
import type { ApplicationListItem } from '../../../../core/admin-applications';
import type { AdminSettableStatus } from '../../../../core/statuses';
import { SortHeader } from '../../../components/admin/list-controls';
import type { ListState } from '../../../components/admin/list-params';
import { QueueFlags } from '../../../components/admin/queue-flags';
import { SelectBox } from '../../../components/admin/select-box';
import { FamilyOutcome } from '../../../components/family-outcome';
import { StatusBadge } from '../../../components/status-badge';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { ApplicationRowMenu } from '../application-row-menu';
import { country, formatDate } from '../format';

/** The applications list as a table (wider screens): selection, sortable columns, queue flags, row menus. */
export function ApplicationsTable({
  applications,
  selected,
  setSelected,
  sortProps,
  onStatus: openDialog,
  queueMenu,
}: {
  applications: ApplicationListItem[];
  selected: string[];
  setSelected: React.Dispatch<React.SetStateAction<string[]>>;
  sortProps: Pick<ListState, 'sort' | 'order'> & { onSort: (field: string, order: 'asc' | 'desc') => void };
  onStatus: (application: ApplicationListItem, status: AdminSettableStatus) => void;
  /** The caseworker queue's row actions (assign, claim…), given by the page that composes both features. */
  queueMenu: (application: ApplicationListItem) => React.ReactNode;
}) {
  const { t } = useTranslation(['adminApplications', 'adminQueue', 'admin']);
  const language = currentLanguage();
  return (
    <table className="hidden w-full text-sm sm:table">
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          <th scope="col" className="px-3 py-2">
            <SelectBox
              label={t('adminQueue:selectPage')}
              checked={applications.length > 0 && applications.every((row) => selected.includes(row.id))}
              onChange={(on) => setSelected(on ? applications.map((row) => row.id) : [])}
            />
          </th>
          <SortHeader field="reference" label={t('list.columns.reference')} {...sortProps} />
          <SortHeader field="lastName" label={t('list.columns.name')} {...sortProps} />
          <SortHeader field={null} label={t('adminQueue:columns.assignee')} {...sortProps} />
          <SortHeader field={null} label={t('list.columns.email')} className="hidden 2xl:table-cell" {...sortProps} />
          <SortHeader field={null} label={t('list.columns.country')} {...sortProps} />
          <SortHeader field="status" label={t('list.columns.status')} {...sortProps} />
          <SortHeader field="arrivalDate" label={t('list.columns.arrival')} {...sortProps} />
          <SortHeader field="travellers" label={t('list.columns.travellers')} {...sortProps} />
          <SortHeader
            field={null}
            label={t('list.columns.processing')}
            className="hidden 2xl:table-cell"
            {...sortProps}
          />
          <SortHeader field="createdAt" label={t('list.columns.submitted')} {...sortProps} />
          <th scope="col" className="px-3 py-2 text-end font-semibold">
            {t('list.columns.actions')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {applications.map((application) => (
          <tr key={application.id} data-testid="application-row">
            <td className="px-3 py-2">
              <SelectBox
                label={t('adminQueue:selectRow', { reference: application.referenceNumber })}
                checked={selected.includes(application.id)}
                onChange={(on) =>
                  setSelected((now) => (on ? [...now, application.id] : now.filter((id) => id !== application.id)))
                }
              />
            </td>
            <td className="px-3 py-2">
              <Link
                to={`/admin/applications/${application.id}`}
                className="whitespace-nowrap font-mono text-brand-700 underline"
              >
                {application.referenceNumber}
              </Link>
              <QueueFlags {...application} compact />
            </td>
            <td className="px-3 py-2">
              {application.firstName} {application.lastName}
            </td>
            <td className="px-3 py-2" data-testid="assignee">
              {application.assignee?.name ?? <span className="text-slate-500">{t('adminQueue:unassigned')}</span>}
            </td>
            <td
              className="hidden max-w-44 truncate px-3 py-2 2xl:table-cell rtl:text-right"
              dir="ltr"
              title={application.email}
            >
              {application.email}
            </td>
            <td className="px-3 py-2">{country(application.nationality, language)}</td>
            <td className="px-3 py-2">
              <StatusBadge status={application.status} wording="staff" />
              <FamilyOutcome
                status={application.status}
                counts={{ refused: application.refusedTravellers, total: application.decidedTravellers }}
              />
            </td>
            <td className="whitespace-nowrap px-3 py-2" data-testid="arrival-date">
              {formatDate(application.arrivalDate, language)}
            </td>
            <td className="px-3 py-2 text-center" data-testid="traveller-count">
              {new Intl.NumberFormat(language).format(application.applicantCount)}
            </td>
            <td className="hidden px-3 py-2 2xl:table-cell">{t(`admin:processing.${application.processingType}`)}</td>
            <td className="whitespace-nowrap px-3 py-2">{formatDate(application.createdAt, language)}</td>
            <td className="px-3 py-2 text-end">
              <ApplicationRowMenu application={application} onStatus={openDialog}>
                {queueMenu(application)}
              </ApplicationRowMenu>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
