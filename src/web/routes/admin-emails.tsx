import { useState } from 'react';
import { failedEmailsPageSize } from '../../core/failed-emails';
import { ListFrame, Pagination } from '../components/admin/list-controls';
import { ListPageHeader } from '../components/admin/list-page-header';
import { useFailedEmails } from '../features/admin-emails/api';
import { FailedEmailRow } from '../features/admin-emails/failed-email-row';
import { currentLanguage, useTranslation } from '../lib/i18n';

/** Issue 21: e-mails the outbox gave up on (refused, or every try used), a page at a time, with Resend. */
export default function AdminEmails() {
  const { t } = useTranslation(['adminEmails', 'admin']);
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, refetch } = useFailedEmails(page);

  return (
    <div className="mx-auto max-w-7xl">
      <ListPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        refreshLabel={t('admin:list.refresh')}
        busy={isFetching}
        onRefresh={() => refetch()}
      />
      <ListFrame
        isError={isError}
        isPending={isPending}
        isEmpty={(data?.items.length ?? 0) === 0}
        texts={{ error: t('loadFailed'), retry: t('tryAgain'), loading: t('loading'), empty: t('empty') }}
        onRetry={() => refetch()}
      >
        <ul className="divide-y divide-slate-200">
          {data?.items.map((email) => (
            <FailedEmailRow key={email.id} email={email} language={language} />
          ))}
        </ul>
      </ListFrame>
      <Pagination
        page={page}
        total={data?.total ?? 0}
        language={language}
        onPage={setPage}
        pageSize={failedEmailsPageSize}
      />
    </div>
  );
}
