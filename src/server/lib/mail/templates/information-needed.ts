import type { CaseReason } from '../../../../core/case-reasons';
import type { FixableDocument, FixableField } from '../../../../core/case-requests';
import { greet } from '../greeting';
import { reasonText, reasonTexts } from '../reason-texts';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
  reference: string;
  travellerName: string;
  fields: FixableField[];
  documents: FixableDocument[];
  /** Standard reasons, written in the e-mail's language; absent in e-mails queued before them. */
  reasons?: CaseReason[];
  /** Staff's own words, sent as written (labelled so), or ''. */
  message: string;
  link: string;
  linkDays: number;
}

type Item = FixableField | FixableDocument;

const texts = mailTexts('informationNeeded');

/** 'Action needed for Ana Smith: ETA application ADV-…': what to fix for one traveller, and the signed link. */
export const informationNeeded: EmailTemplate<Data> = {
  tracksReference: true,
  // The link lets its holder change the traveller's answers: the outbox forgets it once sent.
  carriesSecret: true,
  render(data, language) {
    const text = texts[language];
    // Typed so that a new fixable field without its words in mail.json fails to compile.
    const names: Record<Item, string> = text.items;
    const items = [...data.fields, ...data.documents].map((item) => `• ${names[item]}`);
    return {
      subject: fill(text.subject, { reference: data.reference, traveller: data.travellerName }),
      paragraphs: [
        greet(language, data.firstName),
        fill(text.intro, { reference: data.reference, traveller: data.travellerName }),
        text.list,
        ...items,
        ...(data.reasons?.length
          ? [reasonTexts(language).heading, ...data.reasons.map((code) => `• ${reasonText(language, code)}`)]
          : []),
        ...(data.message ? [`${reasonTexts(language).asWritten}: ${data.message}`] : []),
        fill(text.link, { days: data.linkDays }),
        data.link,
        text.after,
      ],
    };
  },
};
