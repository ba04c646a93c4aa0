import { useState } from 'react';
import { failedEmailsPageSize } from '../../core/admin-emails';
import { Pagination } from '../components/admin/list-controls';
import { AdminListPage } from '../components/admin/list-page';
import { useFailedEmails } from '../features/admin-emails/api';
import { FailedEmailRow } from '../features/admin-emails/failed-email-row';
import { currentLanguage, useTranslation } from '../lib/i18n';

/** Issue 21: e-mails the outbox gave up on (refused, or every try used), a page at a time, with Resend. */
export default function AdminEmails() {
  const { t } = useTranslation(['adminEmails', 'admin']);
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const list = useFailedEmails(page);
  const { data } = list;

  return (
    <AdminListPage
      title={t('title')}
      subtitle={t('subtitle')}
      query={list}
      isEmpty={(data?.items.length ?? 0) === 0}
      texts={{ error: t('loadFailed'), retry: t('tryAgain'), loading: t('loading'), empty: t('empty') }}
      pagination={
        <Pagination
          page={page}
          total={data?.total ?? 0}
          language={language}
          onPage={setPage}
          pageSize={failedEmailsPageSize}
        />
      }
    >
      <ul className="divide-y divide-slate-200">
        {data?.items.map((email) => (
          <FailedEmailRow key={email.id} email={email} language={language} />
        ))}
      </ul>
    </AdminListPage>
  );
}
