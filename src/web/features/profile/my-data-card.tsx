import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Card } from '../../components/ui/form-controls';
import { apiDownload } from '../../lib/api-download';
import { describeError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';

/** The server's ZIP (GET /api/user/export), sent with the session cookie. */
export const myDataExportUrl = '/api/user/export';

/** Hands a file fetched by the page to the browser's downloads, under the server's name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Profile tab: 'Download my data', the account, applications, messages and documents in one file.
 * The page fetches it, so a refusal (one export at a time, ten an hour) is said in the reader's
 * words under the link, not shown as raw JSON; without scripts the link still downloads.
 */
export function MyDataCard() {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const { blob, fileName } = await apiDownload(myDataExportUrl);
      save(blob, fileName ?? 'advena-my-data.zip');
    } catch (refusal) {
      setError(describeError(refusal));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('myData.title')} description={t('myData.description')}>
      <a
        href={myDataExportUrl}
        download
        onClick={download}
        aria-busy={busy}
        aria-describedby={error ? 'my-data-error' : undefined}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('myData.download')}
      </a>
      {busy && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('myDataDownload.preparing')}
        </p>
      )}
      {error && (
        <p id="my-data-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
