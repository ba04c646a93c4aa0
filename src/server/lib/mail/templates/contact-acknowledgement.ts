import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './template';

interface Data {
  /** The sender's name, only when it is safe to greet by it (see createContactMessage); else a neutral greeting. */
  name: string | null;
  /** Contact Support requests are answered 'as soon as possible' (spec §8). */
  support: boolean;
}

// The sender's own message is deliberately not repeated: the form must not become a way to
// send chosen text to any address.
const texts: Record<Language, { subject: string; received: string; support: string; next: string }> = {
  en: {
    subject: 'We have received your message',
    received: 'Thank you for contacting Advena. We have received your message and will get back to you shortly.',
    support:
      'Thank you for contacting Advena support. We have received your request and will get back to you as soon as possible.',
    next: 'If your message is about an application, please keep your reference number (ADV-...) to hand. You do not need to reply to this e-mail.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    received:
      'Merci d’avoir contacté Advena. Nous avons bien reçu votre message et vous répondrons très prochainement.',
    support:
      'Merci d’avoir contacté l’assistance Advena. Nous avons bien reçu votre demande et vous répondrons dans les meilleurs délais.',
    next: 'Si votre message concerne une demande, gardez votre numéro de référence (ADV-...) à portée de main. Il n’est pas nécessaire de répondre à cet e-mail.',
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    received:
      'Vielen Dank, dass Sie Advena kontaktiert haben. Wir haben Ihre Nachricht erhalten und melden uns in Kürze bei Ihnen.',
    support:
      'Vielen Dank, dass Sie den Advena-Support kontaktiert haben. Wir haben Ihre Anfrage erhalten und melden uns so schnell wie möglich.',
    next: 'Wenn es um einen Antrag geht, halten Sie bitte Ihre Referenznummer (ADV-...) bereit. Sie müssen auf diese E-Mail nicht antworten.',
  },
  es: {
    subject: 'Hemos recibido su mensaje',
    received: 'Gracias por ponerse en contacto con Advena. Hemos recibido su mensaje y le responderemos en breve.',
    support:
      'Gracias por ponerse en contacto con el soporte de Advena. Hemos recibido su solicitud y le responderemos lo antes posible.',
    next: 'Si su mensaje trata sobre una solicitud, tenga a mano su número de referencia (ADV-...). No es necesario que responda a este correo.',
  },
  zh: {
    subject: '我们已收到您的留言',
    received: '感谢您联系 Advena。我们已收到您的留言，将尽快回复您。',
    support: '感谢您联系 Advena 客服。我们已收到您的请求，将尽快回复您。',
    next: '如果您的留言与某项申请有关，请准备好您的参考编号（ADV-...）。您无需回复此邮件。',
  },
  ar: {
    subject: 'لقد استلمنا رسالتك',
    received: 'شكرًا لتواصلك مع Advena. لقد استلمنا رسالتك وسنرد عليك قريبًا.',
    support: 'شكرًا لتواصلك مع دعم Advena. لقد استلمنا طلبك وسنرد عليك في أقرب وقت ممكن.',
    next: 'إذا كانت رسالتك تتعلق بطلب، فيُرجى إبقاء الرقم المرجعي (ADV-...) في متناول يدك. لا حاجة للرد على هذه الرسالة.',
  },
  sv: {
    subject: 'Vi har tagit emot ditt meddelande',
    received: 'Tack för att du kontaktade Advena. Vi har tagit emot ditt meddelande och återkommer inom kort.',
    support:
      'Tack för att du kontaktade Advenas support. Vi har tagit emot din förfrågan och återkommer så snart som möjligt.',
    next: 'Om ditt meddelande gäller en ansökan, ha ditt referensnummer (ADV-...) till hands. Du behöver inte svara på detta e-postmeddelande.',
  },
  ja: {
    subject: 'お問い合わせを受け付けました',
    received:
      'Advena にお問い合わせいただきありがとうございます。メッセージを受け付けました。近日中にご連絡いたします。',
    support:
      'Advena サポートにお問い合わせいただきありがとうございます。リクエストを受け付けました。できるだけ早くご連絡いたします。',
    next: '申請に関するお問い合わせの場合は、参照番号（ADV-...）をお手元にご用意ください。このメールへの返信は不要です。',
  },
  pt: {
    subject: 'Recebemos a sua mensagem',
    received: 'Obrigado por contactar a Advena. Recebemos a sua mensagem e responderemos em breve.',
    support:
      'Obrigado por contactar o apoio da Advena. Recebemos o seu pedido e responderemos o mais rapidamente possível.',
    next: 'Se a sua mensagem for sobre uma candidatura, tenha à mão o seu número de referência (ADV-...). Não precisa de responder a este e-mail.',
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    received: 'Grazie per aver contattato Advena. Abbiamo ricevuto il tuo messaggio e ti risponderemo a breve.',
    support:
      'Grazie per aver contattato l’assistenza Advena. Abbiamo ricevuto la tua richiesta e ti risponderemo il prima possibile.',
    next: 'Se il messaggio riguarda una domanda, tieni a portata di mano il numero di riferimento (ADV-...). Non è necessario rispondere a questa e-mail.',
  },
};

export const contactAcknowledgement: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject,
      paragraphs: [greet(language, data.name?.slice(0, 80)), data.support ? text.support : text.received, text.next],
    };
  },
};
