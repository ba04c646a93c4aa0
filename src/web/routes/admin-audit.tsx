import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AuditEventRow, type AuditTargetType, auditActions, auditTargetSchema } from '../../core/admin-audit';
import { formatMoney } from '../../core/format';
import { CursorPagination, ListFilter, ListSearch, useListParams } from '../components/admin/list-controls';
import { AdminListPage } from '../components/admin/list-page';
import { filterOptions, ListTable } from '../components/admin/list-table';
import { staffQuery, useAuditEvents } from '../features/admin-audit/api';
import { country, formatDateTime } from '../lib/format';
import { currentLanguage, type TFunction, useTranslation } from '../lib/i18n';

const noFilters = { actor: 'all', action: 'all', target: '', from: '', to: '', after: '', before: '' };
/** An export's filters in words (the list order left out): the list's own labels and values. */
function filterWords(filters: Record<string, string>, t: TFunction, language: string): string[] {
  const label: Record<string, string> = {
    status: t('adminApplications:list.columns.status'),
    nationality: t('adminApplications:list.nationality'),
    submittedFrom: t('adminApplications:list.submittedFrom'),
    submittedTo: t('adminApplications:list.submittedTo'),
    processingType: t('adminApplications:list.processingType'),
  };
  const word = (name: string, value: string) =>
    name === 'status'
      ? t(`admin:status.${value}`, { defaultValue: value })
      : name === 'processingType'
        ? t(`admin:processing.${value}`, { defaultValue: value })
        : name === 'nationality'
          ? country(value, language)
          : value;
  return Object.entries(filters)
    .filter(([name]) => name !== 'sort' && name !== 'order')
    .map(([name, value]) => t('details.filter', { name: label[name] ?? name, value: word(name, value) }));
}

/** Issue 14 item 8: the audit trail of staff actions and reads, filtered, newest first, paged by cursor. */
export default function AdminActivity() {
  const { t } = useTranslation(['adminAudit', 'admin', 'adminUsers', 'adminApplications']);
  const language = currentLanguage();
  const { params, update } = useListParams(noFilters);
  const list = useAuditEvents(params);
  const { data } = list;
  const { data: staff } = useQuery(staffQuery);
  const [targetError, setTargetError] = useState(false);
  // A new filter starts again at the newest events.
  const filter = (next: Partial<typeof noFilters>) => update({ ...next, after: '', before: '' });

  return (
    <AdminListPage
      title={t('title')}
      subtitle={t('subtitle')}
      query={list}
      filtersAlign="start"
      filters={
        <>
          <ListSearch
            key={params.target}
            id="activity-target"
            label={t('filters.target')}
            placeholder={t('filters.targetPlaceholder')}
            value={params.target}
            error={targetError ? t('filters.targetInvalid') : undefined}
            onSearch={(target) => {
              const valid = target === '' || auditTargetSchema.safeParse(target).success;
              setTargetError(!valid);
              if (valid) filter({ target });
            }}
          />
          <ListFilter
            id="activity-actor"
            label={t('filters.actor')}
            value={params.actor}
            options={[
              { value: 'all', label: t('filters.anyActor') },
              ...(staff ?? []).map((user) => ({
                value: user.id,
                label: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email,
              })),
            ]}
            onChange={(actor) => filter({ actor })}
          />
          <ListFilter
            id="activity-action"
            label={t('filters.action')}
            value={params.action}
            options={filterOptions(t('filters.anyAction'), auditActions, (action) => t(`actions.${action}`))}
            onChange={(action) => filter({ action })}
          />
        </>
      }
      filtersBelow={
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {(['from', 'to'] as const).map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <span className="font-medium">{t(`filters.${field}`)}</span>
              <input
                type="date"
                value={params[field]}
                onChange={(event) => filter({ [field]: event.target.value })}
                className="rounded-md border border-slate-300 bg-white p-2 text-sm"
              />
            </label>
          ))}
          <button
            type="button"
            onClick={() => {
              setTargetError(false);
              filter({ actor: 'all', action: 'all', target: '', from: '', to: '' });
            }}
            className="rounded-md px-3 py-2 text-sm text-brand-700 underline"
          >
            {t('filters.clear')}
          </button>
        </div>
      }
      isEmpty={!data || data.events.length === 0}
      texts={{ error: t('error'), empty: t('empty') }}
      pagination={
        <CursorPagination
          previous={data?.previousCursor ?? null}
          next={data?.nextCursor ?? null}
          onPage={(page) => update({ after: '', before: '', ...page })}
        />
      }
    >
      {data && (
        <ListTable
          columns={(['time', 'actor', 'action', 'target', 'details', 'address'] as const).map((column) => ({
            field: null,
            label: t(`columns.${column}`),
          }))}
        >
          {data.events.map((event) => (
            <tr key={event.id} data-testid="activity-row" className="align-top">
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, language)}</time>
              </td>
              <td className="px-3 py-2">{event.actorName ?? t('unknownActor')}</td>
              <td className="px-3 py-2">{t(`actions.${event.action}`)}</td>
              <td className="px-3 py-2">
                <EventTarget event={event} />
              </td>
              <td className="px-3 py-2 text-slate-700">{eventDetails(event, t, language)}</td>
              <td
                className="px-3 py-2 font-mono text-xs leading-5 text-slate-600"
                title={t('details.request', { id: event.requestId ?? '' })}
              >
                {event.ip ?? '—'}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </AdminListPage>
  );
}

/** What the event acted on, in words, with a link to the application where there is one. */
function EventTarget({ event }: { event: AuditEventRow }) {
  const { t } = useTranslation(['adminAudit', 'admin']);
  const reference = event.details.reference ?? event.applicationId?.slice(0, 8) ?? '';
  const kind = event.details.documentKind ? t(`admin:documents.${event.details.documentKind}`) : '';
  const byType: Record<AuditTargetType, string> = {
    application: reference,
    document: event.applicationId
      ? t('targets.documentOf', { kind, reference })
      : t('targets.unsubmittedDocument', { kind }),
    user: event.targetName ?? t('targets.deletedUser'),
    contact_message: t('targets.contactMessage'),
    settings: t('targets.settings'),
    payment: t('targets.payment', { reference }),
    email: t('targets.email', { id: event.details.emailId ?? '', template: event.details.template ?? '' }),
  };
  const text = event.targetType
    ? byType[event.targetType]
    : event.action === 'applications.exported'
      ? t('targets.applicationsList')
      : event.action === 'payments.attention_viewed'
        ? t('targets.attentionList')
        : event.action === 'emails.failed_viewed'
          ? t('targets.failedEmails')
          : '—';
  if (!event.applicationId) return <span className="break-words">{text}</span>;
  return (
    <Link to={`/admin/applications/${event.applicationId}`} className="text-brand-700 underline">
      {text}
    </Link>
  );
}

/** The event's details in words: statuses, rows, filters, changed fields, role. */
function eventDetails(event: AuditEventRow, t: TFunction, language: string): string {
  const { details } = event;
  const status = (value: string | undefined) => t(`admin:status.${value}`, { defaultValue: value ?? '' });
  const parts = [
    // Which traveller and how much (issue #36): the audit keeps the number, never the name.
    details.travellerIndex !== undefined ? t('caseworker.traveller', { number: details.travellerIndex + 1 }) : null,
    details.amountPence !== undefined
      ? t('caseworker.amount', { amount: formatMoney(details.amountPence, language) })
      : null,
    details.fromStatus || details.toStatus
      ? t('details.status', { from: status(details.fromStatus), to: status(details.toStatus) })
      : null,
    details.rowCount !== undefined ? t('details.rows', { count: details.rowCount }) : null,
    details.completed === false ? t('details.incomplete') : null,
    details.searched ? t('details.searched') : null,
    ...filterWords(details.filters ?? {}, t, language),
    details.changed?.length
      ? t('details.changed', {
          fields: details.changed.map((field) => t(`fields.${field}`, { defaultValue: field })).join(', '),
        })
      : null,
    details.role && event.targetType === 'user'
      ? t('details.role', { role: t(`adminUsers:users.roles.${details.role}`, { defaultValue: details.role }) })
      : null,
    details.via === 'traveller' ? t('details.viaTraveller') : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : '—';
}
