import { failedEmailsPageSize } from '../../core/admin-emails';
import { ItemListPage } from '../components/admin/item-list-page';
import { useFailedEmails } from '../features/admin-emails/api';
import { FailedEmailRow } from '../features/admin-emails/failed-email-row';
import { currentLanguage } from '../lib/i18n';

/** Issue 21: e-mails the outbox gave up on (refused, or every try used), a page at a time, with Resend. */
export default function AdminEmails() {
  const language = currentLanguage();
  return (
    <ItemListPage namespace="adminEmails" useItems={useFailedEmails} pageSize={failedEmailsPageSize}>
      {(data) => data?.items.map((email) => <FailedEmailRow key={email.id} email={email} language={language} />)}
    </ItemListPage>
  );
}
