import type { Language } from '../../../../core/languages';
import arContact from '../../../../locales/ar/contact.json';
import deContact from '../../../../locales/de/contact.json';
import enContact from '../../../../locales/en/contact.json';
import esContact from '../../../../locales/es/contact.json';
import frContact from '../../../../locales/fr/contact.json';
import itContact from '../../../../locales/it/contact.json';
import jaContact from '../../../../locales/ja/contact.json';
import ptContact from '../../../../locales/pt/contact.json';
import svContact from '../../../../locales/sv/contact.json';
import zhContact from '../../../../locales/zh/contact.json';
import { greet } from '../greeting';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

interface Data {
  name?: string | null;
  /** The subject of the sender's original message, quoted. */
  subject: string;
  reply: string;
}

const texts = mailTexts('contactReply');

/** The contact forms store a subject key ('payment_issue'); the site's own labels name it. */
const subjectLabels: Record<Language, Record<string, string>> = {
  en: enContact.subjects,
  fr: frContact.subjects,
  de: deContact.subjects,
  es: esContact.subjects,
  zh: zhContact.subjects,
  ar: arContact.subjects,
  sv: svContact.subjects,
  ja: jaContact.subjects,
  pt: ptContact.subjects,
  it: itContact.subjects,
};
const subjectOf = (subject: string, language: Language) => subjectLabels[language][subject] ?? subject;

/** A staff reply to a contact message, quoting the original subject. */
export const contactReply: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    const subject = subjectOf(data.subject, language);
    const replyParagraphs = data.reply
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    return {
      subject: fill(text.subject, { original: subject }),
      paragraphs: [
        greet(language, data.name),
        fill(text.intro, { original: subject }),
        ...replyParagraphs,
        text.closing,
      ],
    };
  },
};
