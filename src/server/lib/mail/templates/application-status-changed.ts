import type { AdminSettableStatus } from '../../../../core/statuses';
import { deletionNotice } from '../deletion-notice';
import { greet } from '../greeting';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
  reference: string;
  status: AdminSettableStatus;
  notes?: string | null;
  /** The day the documents will be deleted, once the application is decided (decision 016). */
  documentsDeletedOn?: string | null;
}

const texts = mailTexts('applicationStatusChanged');

/** Sent to the traveller when an admin changes the status, in the application's language. */
export const applicationStatusChanged: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    const notes = data.notes?.trim();
    return {
      subject: fill(text.subject, { reference: data.reference }),
      paragraphs: [
        greet(language, data.firstName),
        fill(text.body, { reference: data.reference, status: text.statuses[data.status] }),
        ...(notes ? [`${text.notes} ${notes}`] : []),
        ...deletionNotice(language, data.documentsDeletedOn),
        text.signIn,
      ],
    };
  },
};
