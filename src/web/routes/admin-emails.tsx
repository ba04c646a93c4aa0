import { useState } from 'react';
import { failedEmailsPageSize } from '../../core/failed-emails';
import { ListFrame, Pagination, RefreshButton } from '../components/admin/list-controls';
import { PageMeta } from '../components/layout/page-meta';
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
      <PageMeta title={t('title')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        <RefreshButton label={t('admin:list.refresh')} busy={isFetching} onClick={() => refetch()} />
      </div>
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
