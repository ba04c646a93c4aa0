import { FileText } from 'lucide-react';
import { useTranslation } from '../lib/i18n';
import type { UploadState } from './document-upload';

const isImage = (document: UploadState) =>
  document.type ? document.type.startsWith('image/') : /\.(jpe?g|png)$/i.test(document.name);

/**
 * The uploaded documents seen again before paying: an image as a small picture through its
 * owner-only thumbnail address, a PDF as a file icon with its name; each under what it is.
 */
export function DocumentThumbnails({
  documents,
  testId,
}: {
  documents: { label: string; document: UploadState }[];
  testId?: string;
}) {
  const { t } = useTranslation('upload');
  return (
    <ul className="flex flex-wrap gap-3" data-testid={testId}>
      {documents.map(({ label, document }) => (
        <li key={document.id ?? document.name} className="w-24 text-xs text-slate-700">
          {document.id && isImage(document) ? (
            <img
              src={`/api/documents/${encodeURIComponent(document.id)}/thumbnail`}
              alt={t('previewOf', { name: document.name })}
              loading="lazy"
              className="h-24 w-24 rounded border border-slate-300 bg-white object-cover"
              data-testid="document-thumbnail"
            />
          ) : (
            <span
              className="flex h-24 w-24 flex-col items-center justify-center gap-1 rounded border border-slate-300 bg-white p-1 text-center break-all"
              data-testid="document-file"
            >
              <FileText className="h-8 w-8 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="line-clamp-2">{document.name}</span>
            </span>
          )}
          <span className="mt-1 block">{label}</span>
        </li>
      ))}
    </ul>
  );
}
