import { Download, ExternalLink, FileText } from 'lucide-react';
import type { MyApplication } from '../../../../core/my-applications';
import { useTranslation } from '../../../lib/i18n';
import { documentThumbnailUrl, documentUrl } from '../api';
import { linkButton } from './info-card';

type Document = MyApplication['documents'][number];

function DocumentCard({ document, owner }: { document: Document; owner: string }) {
  const { t } = useTranslation('myApplications');
  const kind = t(`documents.kind.${document.kind}`);
  const label = t('documents.of', { kind, name: owner });
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="document">
      <div className="flex h-40 items-center justify-center overflow-hidden rounded-md bg-slate-100">
        {document.mimeType.startsWith('image/') ? (
          <img
            src={documentThumbnailUrl(document.id)}
            alt={label}
            loading="lazy"
            className="max-h-40 w-auto object-contain"
            data-testid="document-thumbnail"
          />
        ) : (
          <FileText aria-hidden="true" className="h-12 w-12 text-slate-500" />
        )}
      </div>
      <p className="mt-3 font-semibold text-slate-900">{kind}</p>
      <p className="truncate text-sm text-slate-600" title={document.name}>
        {document.name}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={documentUrl(document.id, 'inline')}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          aria-label={t('documents.openNamed', { document: label })}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {t('documents.open')}
        </a>
        <a
          href={documentUrl(document.id, 'download')}
          download
          className={`${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          aria-label={t('documents.downloadNamed', { document: label })}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('documents.download')}
        </a>
      </div>
    </li>
  );
}

/** What was sent: each traveller's uploaded documents, with a preview, open and download (issue #18). */
export function ApplicationDocuments({ application }: { application: MyApplication }) {
  const { t } = useTranslation('myApplications');
  const names = [
    [application.firstName, application.lastName],
    ...application.additionalApplicants.map((traveller) => [traveller.firstName, traveller.lastName]),
  ].map((parts) => parts.filter(Boolean).join(' '));
  const travellers = names
    .map((name, index) => ({
      index,
      name,
      documents: application.documents.filter((document) => document.travellerIndex === index),
    }))
    .filter((traveller) => traveller.documents.length > 0);
  return (
    <section className="mt-6" aria-labelledby="documents-title" data-testid="application-documents">
      <h2 id="documents-title" className="text-xl font-semibold text-slate-900">
        {t('documents.title')}
      </h2>
      {travellers.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('documents.none')}</p>
      ) : (
        travellers.map((traveller) => (
          <div key={traveller.index} className="mt-4">
            <h3 className="font-semibold text-slate-800">{traveller.name}</h3>
            <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {traveller.documents.map((document) => (
                <DocumentCard key={document.id} document={document} owner={traveller.name} />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
