import type { Language } from '../../../../core/languages';
import { formatGbp } from '../../../../core/money';
import { greet } from '../greeting';
import type { EmailTemplate } from './index';

interface Data {
  firstName?: string | null;
  reference: string;
  amountPence: number;
}

interface Texts {
  subject: (reference: string) => string;
  body: (amount: string, reference: string) => string;
  timing: string;
  questions: string;
}

// Honest about timing: the provider has made the refund; the card issuer decides when it shows.
const texts: Record<Language, Texts> = {
  en: {
    subject: (r) => `Refund for your application ${r}`,
    body: (a, r) => `We have refunded ${a} for your application ${r} to the card you paid with.`,
    timing: 'Refunds usually reach your card within 5–10 working days, depending on your bank.',
    questions: 'If you have any questions, please contact our support team.',
  },
  fr: {
    subject: (r) => `Remboursement de votre demande ${r}`,
    body: (a, r) => `Nous avons remboursé ${a} pour votre demande ${r} sur la carte utilisée pour le paiement.`,
    timing: 'Un remboursement apparaît généralement sur votre carte sous 5 à 10 jours ouvrés, selon votre banque.',
    questions: "Si vous avez des questions, contactez notre équipe d'assistance.",
  },
  de: {
    subject: (r) => `Erstattung für Ihren Antrag ${r}`,
    body: (a, r) => `Wir haben ${a} für Ihren Antrag ${r} auf die Karte erstattet, mit der Sie bezahlt haben.`,
    timing: 'Erstattungen erscheinen je nach Bank meist innerhalb von 5–10 Werktagen auf Ihrer Karte.',
    questions: 'Bei Fragen wenden Sie sich bitte an unser Support-Team.',
  },
  es: {
    subject: (r) => `Reembolso de su solicitud ${r}`,
    body: (a, r) => `Hemos reembolsado ${a} de su solicitud ${r} en la tarjeta con la que pagó.`,
    timing: 'Los reembolsos suelen llegar a su tarjeta en un plazo de 5 a 10 días hábiles, según su banco.',
    questions: 'Si tiene alguna pregunta, póngase en contacto con nuestro equipo de soporte.',
  },
  zh: {
    subject: (r) => `您的申请 ${r} 的退款`,
    body: (a, r) => `我们已将您的申请 ${r} 的 ${a} 退还至您付款时使用的银行卡。`,
    timing: '退款通常在 5–10 个工作日内到账，具体取决于您的银行。',
    questions: '如有任何疑问，请联系我们的支持团队。',
  },
  ar: {
    subject: (r) => `استرداد مبلغ طلبك ${r}`,
    body: (a, r) => `رددنا مبلغ ${a} الخاص بطلبك ${r} إلى البطاقة التي دفعت بها.`,
    timing: 'يصل المبلغ المسترد عادةً إلى بطاقتك خلال 5 إلى 10 أيام عمل، بحسب مصرفك.',
    questions: 'إذا كانت لديك أي أسئلة، فيُرجى التواصل مع فريق الدعم لدينا.',
  },
  sv: {
    subject: (r) => `Återbetalning för din ansökan ${r}`,
    body: (a, r) => `Vi har återbetalat ${a} för din ansökan ${r} till kortet du betalade med.`,
    timing: 'En återbetalning syns vanligtvis på kortet inom 5–10 bankdagar, beroende på din bank.',
    questions: 'Om du har frågor, kontakta vårt supportteam.',
  },
  ja: {
    subject: (r) => `申請 ${r} の返金について`,
    body: (a, r) => `申請 ${r} について、お支払いに使用されたカードへ ${a} を返金しました。`,
    timing: '返金がカードに反映されるまで、通常 5～10 営業日かかります（カード会社により異なります）。',
    questions: 'ご不明な点がございましたら、サポートチームまでお問い合わせください。',
  },
  pt: {
    subject: (r) => `Reembolso do seu pedido ${r}`,
    body: (a, r) => `Reembolsámos ${a} do seu pedido ${r} no cartão com que pagou.`,
    timing: 'Os reembolsos chegam normalmente ao seu cartão em 5 a 10 dias úteis, consoante o seu banco.',
    questions: 'Se tiver dúvidas, contacte a nossa equipa de apoio.',
  },
  it: {
    subject: (r) => `Rimborso per la tua domanda ${r}`,
    body: (a, r) => `Abbiamo rimborsato ${a} per la tua domanda ${r} sulla carta con cui hai pagato.`,
    timing: 'Di solito il rimborso arriva sulla carta entro 5-10 giorni lavorativi, a seconda della banca.',
    questions: 'Per qualsiasi domanda, contatta il nostro team di assistenza.',
  },
};

/** Sent to the traveller when a refund has been made, in the application's language. */
export const refundIssued: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject(data.reference),
      paragraphs: [
        greet(language, data.firstName),
        text.body(formatGbp(data.amountPence, language), data.reference),
        text.timing,
        text.questions,
      ],
    };
  },
};
