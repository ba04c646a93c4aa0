import { deletionNotice } from '../deletion-notice';
import { fill } from '../texts';
import { type ApplicationMailData, applicationMessage } from './template';

interface Data extends ApplicationMailData {
  /** The day the documents will be deleted (decision 016). */
  documentsDeletedOn?: string | null;
}

/** Sent to the traveller when they cancel a pending application, in the application's language. */
export const applicationCancelled = applicationMessage('applicationCancelled', (data: Data, text, language) => [
  fill(text.body, { reference: data.reference }),
  text.refund,
  ...deletionNotice(language, data.documentsDeletedOn),
  text.questions,
]);
