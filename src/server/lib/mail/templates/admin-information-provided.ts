import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  reference: string;
  travellerIndex: number;
}

const texts = mailTexts('adminInformationProvided');

/** Tells staff that a traveller answered an 'information needed' request (names the reference only). */
export const adminInformationProvided: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return {
      subject: fill(text.subject, { reference: data.reference }),
      paragraphs: [fill(text.body, { reference: data.reference, traveller: data.travellerIndex + 1 })],
    };
  },
};
