import { deletionNotice } from '../deletion-notice';
import { greet } from '../greeting';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
  reference: string;
  /** The day the documents will be deleted (decision 016). */
  documentsDeletedOn?: string | null;
}

const texts = mailTexts('applicationCancelled');

/** Sent to the traveller when they cancel a pending application, in the application's language. */
export const applicationCancelled: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: fill(text.subject, { reference: data.reference }),
      paragraphs: [
        greet(language, data.firstName),
        fill(text.body, { reference: data.reference }),
        text.refund,
        ...deletionNotice(language, data.documentsDeletedOn),
        text.questions,
      ],
    };
  },
};
