import { Download } from 'lucide-react';
import { Card } from '../../components/ui/form-controls';
import { useTranslation } from '../../lib/i18n';

/** The server's ZIP (GET /api/user/export): a plain link, so the browser saves it with the session cookie. */
export const myDataExportUrl = '/api/user/export';

/** Profile tab: 'Download my data', the account, applications, messages and documents in one file. */
export function MyDataCard() {
  const { t } = useTranslation('account');
  return (
    <Card title={t('myData.title')} description={t('myData.description')}>
      <a
        href={myDataExportUrl}
        download
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('myData.download')}
      </a>
    </Card>
  );
}
