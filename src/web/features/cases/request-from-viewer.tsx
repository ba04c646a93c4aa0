import type { AdminApplication } from '../../../core/admin-applications';
import type { FixableDocument } from '../../../core/case-requests';
import { suggestionsOf } from '../../lib/travellers';
import { RequestInformationDialog } from './request-information-dialog';

/**
 * The request for information opened from the detail page's document viewer: the document it showed
 * ticked, the checks' reasons offered first, focus back to that traveller's documents.
 */
export function RequestFromViewer({
  application,
  index,
  name,
  document: shown,
  onClose,
}: {
  application: AdminApplication;
  index: number;
  name: string;
  document: FixableDocument;
  onClose: () => void;
}) {
  return (
    <RequestInformationDialog
      applicationId={application.id}
      index={index}
      name={name}
      onClose={onClose}
      caseElement={() => document.querySelector<HTMLElement>(`[data-documents-of="${index}"]`)}
      suggested={suggestionsOf(application.travellers.find((item) => item.index === index))}
      preTicked={[shown]}
    />
  );
}
