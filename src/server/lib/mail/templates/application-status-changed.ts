import type { AdminSettableStatus } from '../../../../core/statuses';
import { deletionNotice } from '../deletion-notice';
import { fill } from '../texts';
import { type ApplicationMailData, applicationMessage } from './template';

interface Data extends ApplicationMailData {
  status: AdminSettableStatus;
  notes?: string | null;
  /** The day the documents will be deleted, once the application is decided (decision 016). */
  documentsDeletedOn?: string | null;
}

/** Sent to the traveller when an admin changes the status, in the application's language. */
export const applicationStatusChanged = applicationMessage('applicationStatusChanged', (data: Data, text, language) => {
  const notes = data.notes?.trim();
  return [
    fill(text.body, { reference: data.reference, status: text.statuses[data.status] }),
    ...(notes ? [`${text.notes} ${notes}`] : []),
    ...deletionNotice(language, data.documentsDeletedOn),
    text.signIn,
  ];
});
