import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ContactMessageRow, subjectListLength, truncate } from '../../core/admin-contact';
import { formatDateTime } from '../../core/format-time';
import { contactMessageStatuses } from '../../core/statuses';
import { ListFilter, ListSearch, Pagination, SortHeader, useListParams } from '../components/admin/list-controls';
import { AdminListPage } from '../components/admin/list-page';
import { ConfirmDialog } from '../components/admin/modal';
import { RowMenu, RowMenuItem } from '../components/admin/row-menu';
import { deleteMessage, resolveMessage, useContactList } from '../features/admin-contact/api';
import { ReplyDialog, ViewMessageDialog } from '../features/admin-contact/message-dialogs';
import { describeError } from '../lib/api-errors';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';

/** Admin spec §2 'Contact messages': counters, search, filter, Refresh, sortable paged table, dialogs. */
export default function AdminContacts() {
  const { t } = useTranslation(['adminContact', 'contact', 'admin']);
  const subjectLabel = (subject: string) => t(`contact:subjects.${subject}`, { defaultValue: subject });
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { params, update, sortProps } = useListParams({ status: 'all' });
  const list = useContactList(params);
  const { data } = list;
  const [viewing, setViewing] = useState<ContactMessageRow | null>(null);
  const [replying, setReplying] = useState<ContactMessageRow | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessageRow | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function resolve(message: ContactMessageRow) {
    try {
      await resolveMessage(message.id);
      toast({ title: t('toast.messageResolved') });
    } catch (error) {
      toast({
        title: t('toast.resolveError'),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteMessage(toDelete.id);
      toast({ title: t('toast.messageDeleted') });
      setToDelete(null);
    } catch (error) {
      toast({
        title: t('toast.messageDeleteError'),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
    }
  }

  const counters = data?.counters;

  return (
    <AdminListPage
      title={t('contacts.title')}
      subtitle={t('contacts.subtitle')}
      query={list}
      counters={{
        className: 'sm:grid-cols-4',
        items: (['total', 'unresolved', 'resolved', 'today'] as const).map((key) => ({
          key,
          label: t(`contacts.counters.${key}`),
          value: counters?.[key],
        })),
      }}
      filters={
        <>
          <ListSearch
            id="contact-search"
            label={t('admin:common.search')}
            placeholder={t('contacts.searchPlaceholder')}
            value={params.search}
            onSearch={(search) => update({ search })}
          />
          <ListFilter
            id="contact-status-filter"
            label={t('contacts.statusFilter')}
            value={params.status}
            options={[
              { value: 'all', label: t('contacts.allMessages') },
              ...contactMessageStatuses.map((status) => ({ value: status, label: t(`contacts.status.${status}`) })),
            ]}
            onChange={(value) => update({ status: value })}
          />
        </>
      }
      isEmpty={!data || data.messages.length === 0}
      texts={{
        error: t('contacts.error'),
        empty: t('contacts.empty'),
      }}
      pagination={
        <Pagination
          page={params.page}
          total={data?.total ?? 0}
          language={language}
          onPage={(page) => update({ page })}
        />
      }
      after={
        <>
          <ViewMessageDialog
            message={viewing}
            language={language}
            onClose={() => setViewing(null)}
            onReply={(message) => {
              setViewing(null);
              setReplying(message);
            }}
          />
          <ReplyDialog message={replying} language={language} onClose={() => setReplying(null)} />
          <ConfirmDialog
            open={toDelete !== null}
            onClose={() => setToDelete(null)}
            title={t('contacts.delete.title')}
            description={t('contacts.delete.text', {
              name: toDelete?.name ?? '',
              subject: subjectLabel(toDelete?.subject ?? ''),
            })}
            confirmLabel={t('contacts.delete.confirm')}
            cancelLabel={t('admin:common.cancel')}
            busy={deleting}
            onConfirm={confirmDelete}
          />
        </>
      }
    >
      {data && (
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <SortHeader field="subject" label={t('contacts.columns.subject')} {...sortProps} />
              <SortHeader field="name" label={t('contacts.columns.name')} {...sortProps} />
              <SortHeader field="email" label={t('contacts.columns.email')} {...sortProps} />
              <SortHeader field="status" label={t('contacts.columns.status')} {...sortProps} />
              <SortHeader field="createdAt" label={t('contacts.columns.received')} {...sortProps} />
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('contacts.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.messages.map((message) => (
              <tr key={message.id} data-testid="message-row">
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="text-start text-brand-700 underline"
                    title={subjectLabel(message.subject)}
                    onClick={() => setViewing(message)}
                  >
                    {truncate(subjectLabel(message.subject), subjectListLength)}
                  </button>
                  {message.replies.length > 0 && (
                    <span className="ms-2 text-xs text-slate-600">
                      {t('contacts.repliedCount', { count: message.replies.length })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{message.name}</td>
                <td className="px-3 py-2 break-all">{message.email}</td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${message.status === 'resolved' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {t(`contacts.status.${message.status}`)}
                  </span>
                </td>
                <td className="px-3 py-2">{formatDateTime(message.createdAt, language)}</td>
                <td className="px-3 py-2 text-end">
                  <RowMenu label={t('admin:common.actionsFor', { name: subjectLabel(message.subject) })}>
                    <RowMenuItem onSelect={() => setViewing(message)}>{t('contacts.menu.view')}</RowMenuItem>
                    <RowMenuItem onSelect={() => setReplying(message)}>{t('contacts.menu.reply')}</RowMenuItem>
                    {message.status === 'unresolved' && (
                      <RowMenuItem onSelect={() => resolve(message)}>{t('contacts.menu.resolve')}</RowMenuItem>
                    )}
                    <RowMenuItem danger onSelect={() => setToDelete(message)}>
                      {t('contacts.menu.delete')}
                    </RowMenuItem>
                  </RowMenu>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminListPage>
  );
}
