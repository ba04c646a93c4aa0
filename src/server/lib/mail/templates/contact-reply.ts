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
import type { EmailTemplate } from './template';

interface Data {
  name?: string | null;
  /** The subject of the sender's original message, quoted. */
  subject: string;
  reply: string;
}

interface Texts {
  subject: (original: string) => string;
  intro: (original: string) => string;
  closing: string;
}

const texts: Record<Language, Texts> = {
  en: {
    subject: (s) => `Re: ${s}`,
    intro: (s) => `Thank you for contacting Advena. Here is our reply to your message “${s}”:`,
    closing: 'If you have any further questions, please write to us again through the contact page of our website.',
  },
  fr: {
    subject: (s) => `Re : ${s}`,
    intro: (s) => `Merci d’avoir contacté Advena. Voici notre réponse à votre message « ${s} » :`,
    closing: 'Pour toute autre question, écrivez-nous de nouveau via la page de contact de notre site.',
  },
  de: {
    subject: (s) => `AW: ${s}`,
    intro: (s) => `Vielen Dank für Ihre Nachricht an Advena. Hier ist unsere Antwort auf Ihre Nachricht „${s}“:`,
    closing: 'Wenn Sie weitere Fragen haben, schreiben Sie uns gerne erneut über die Kontaktseite unserer Website.',
  },
  es: {
    subject: (s) => `Re: ${s}`,
    intro: (s) => `Gracias por ponerse en contacto con Advena. Esta es nuestra respuesta a su mensaje «${s}»:`,
    closing: 'Si tiene más preguntas, vuelva a escribirnos a través de la página de contacto de nuestro sitio web.',
  },
  zh: {
    subject: (s) => `回复：${s}`,
    intro: (s) => `感谢您联系 Advena。以下是我们对您的留言“${s}”的回复：`,
    closing: '如有其他问题，欢迎通过我们网站的联系页面再次与我们联系。',
  },
  ar: {
    subject: (s) => `رد: ${s}`,
    intro: (s) => `شكرًا لتواصلك مع Advena. إليك ردنا على رسالتك «${s}»:`,
    closing: 'إذا كانت لديك أسئلة أخرى، فيرجى مراسلتنا مجددًا عبر صفحة الاتصال في موقعنا.',
  },
  sv: {
    subject: (s) => `Sv: ${s}`,
    intro: (s) => `Tack för att du kontaktade Advena. Här är vårt svar på ditt meddelande ”${s}”:`,
    closing: 'Om du har fler frågor är du välkommen att skriva till oss igen via kontaktsidan på vår webbplats.',
  },
  ja: {
    subject: (s) => `Re: ${s}`,
    intro: (s) =>
      `Advena にお問い合わせいただきありがとうございます。「${s}」についてのお問い合わせへの回答は以下のとおりです。`,
    closing: 'ほかにご質問がございましたら、当サイトのお問い合わせページから改めてご連絡ください。',
  },
  pt: {
    subject: (s) => `Re: ${s}`,
    intro: (s) => `Obrigado por contactar a Advena. Esta é a nossa resposta à sua mensagem «${s}»:`,
    closing: 'Se tiver mais perguntas, escreva-nos novamente através da página de contacto do nosso site.',
  },
  it: {
    subject: (s) => `Re: ${s}`,
    intro: (s) => `Grazie per aver contattato Advena. Ecco la nostra risposta al tuo messaggio «${s}»:`,
    closing: 'Se hai altre domande, scrivici di nuovo tramite la pagina dei contatti del nostro sito.',
  },
};

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
      subject: text.subject(subject),
      paragraphs: [greet(language, data.name), text.intro(subject), ...replyParagraphs, text.closing],
    };
  },
};
