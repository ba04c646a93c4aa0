import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ContactMessageRow, subjectListLength, truncate } from '../../core/admin-contact';
import { formatDateTime } from '../../core/format-time';
import { contactMessageStatuses } from '../../core/statuses';
import { ListFilter, ListSearch, useListParams } from '../components/admin/list-controls';
import { AdminListPage } from '../components/admin/list-page';
import { counterItems, filterOptions, ListTable, Pill } from '../components/admin/list-table';
import { ConfirmDialog } from '../components/admin/modal';
import { RowMenu, RowMenuItem } from '../components/admin/row-menu';
import { useConfirmedAction } from '../components/admin/use-confirmed-action';
import { deleteMessage, resolveMessage, useContactList } from '../features/admin-contact/api';
import { ReplyDialog, ViewMessageDialog } from '../features/admin-contact/message-dialogs';
import { toastError } from '../lib/api-errors';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';

const listKey = ['admin', 'contact-messages'] as const;

/** Admin spec §2 'Contact messages': counters, search, filter, Refresh, sortable paged table, dialogs. */
export default function AdminContacts() {
  const { t } = useTranslation(['adminContact', 'contact', 'admin']);
  const subjectLabel = (subject: string) => t(`contact:subjects.${subject}`, { defaultValue: subject });
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const { params, sortProps, searchProps, filterProps, pageProps } = useListParams({ status: 'all' });
  const list = useContactList(params);
  const { data } = list;
  const [viewing, setViewing] = useState<ContactMessageRow | null>(null);
  const [replying, setReplying] = useState<ContactMessageRow | null>(null);
  const deletion = useConfirmedAction({
    run: (message: ContactMessageRow) => deleteMessage(message.id),
    done: () => ({ title: t('toast.messageDeleted') }),
    failed: t('toast.messageDeleteError'),
    queryKey: listKey,
  });

  async function resolve(message: ContactMessageRow) {
    try {
      await resolveMessage(message.id);
      toast({ title: t('toast.messageResolved') });
    } catch (error) {
      toastError(t('toast.resolveError'), error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: listKey });
    }
  }

  const toDelete = deletion.target;

  return (
    <AdminListPage
      title={t('contacts.title')}
      subtitle={t('contacts.subtitle')}
      query={list}
      counters={{
        className: 'sm:grid-cols-4',
        items: counterItems(
          ['total', 'unresolved', 'resolved', 'today'] as const,
          (key) => t(`contacts.counters.${key}`),
          data?.counters,
        ),
      }}
      filters={
        <>
          <ListSearch
            id="contact-search"
            label={t('admin:common.search')}
            placeholder={t('contacts.searchPlaceholder')}
            {...searchProps}
          />
          <ListFilter
            id="contact-status-filter"
            label={t('contacts.statusFilter')}
            options={filterOptions(t('contacts.allMessages'), contactMessageStatuses, (status) =>
              t(`contacts.status.${status}`),
            )}
            {...filterProps('status')}
          />
        </>
      }
      isEmpty={!data || data.messages.length === 0}
      texts={{ error: t('contacts.error'), empty: t('contacts.empty') }}
      pages={{ ...pageProps, total: data?.total ?? 0 }}
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
            {...deletion.dialog}
            title={t('contacts.delete.title')}
            description={t('contacts.delete.text', {
              name: toDelete?.name ?? '',
              subject: subjectLabel(toDelete?.subject ?? ''),
            })}
            confirmLabel={t('contacts.delete.confirm')}
            cancelLabel={t('admin:common.cancel')}
          />
        </>
      }
    >
      {data && (
        <ListTable
          columns={(['subject', 'name', 'email', 'status', 'createdAt'] as const).map((field) => ({
            field,
            label: t(`contacts.columns.${field === 'createdAt' ? 'received' : field}`),
          }))}
          sortProps={sortProps}
          actions={t('contacts.columns.actions')}
        >
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
                <Pill tone={message.status === 'resolved' ? 'green' : 'amber'}>
                  {t(`contacts.status.${message.status}`)}
                </Pill>
              </td>
              <td className="px-3 py-2">{formatDateTime(message.createdAt, language)}</td>
              <td className="px-3 py-2 text-end">
                <RowMenu label={t('admin:common.actionsFor', { name: subjectLabel(message.subject) })}>
                  <RowMenuItem onSelect={() => setViewing(message)}>{t('contacts.menu.view')}</RowMenuItem>
                  <RowMenuItem onSelect={() => setReplying(message)}>{t('contacts.menu.reply')}</RowMenuItem>
                  {message.status === 'unresolved' && (
                    <RowMenuItem onSelect={() => resolve(message)}>{t('contacts.menu.resolve')}</RowMenuItem>
                  )}
                  <RowMenuItem danger onSelect={() => deletion.ask(message)}>
                    {t('contacts.menu.delete')}
                  </RowMenuItem>
                </RowMenu>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </AdminListPage>
  );
}
