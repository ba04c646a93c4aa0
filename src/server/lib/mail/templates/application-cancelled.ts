import type { Language } from '../../../../core/languages';
import { deletionNotice } from '../deletion-notice';
import { greet } from '../greeting';
import type { EmailTemplate } from './index';

interface Data {
  firstName?: string | null;
  reference: string;
  /** The day the documents will be deleted (decision 016). */
  documentsDeletedOn?: string | null;
}

interface Texts {
  subject: (reference: string) => string;
  body: (reference: string) => string;
  refund: string;
  questions: string;
}

const texts: Record<Language, Texts> = {
  en: {
    subject: (r) => `Your application ${r} has been cancelled`,
    body: (r) =>
      `As you asked, we have cancelled your application ${r}. It will not be submitted to the UK authorities.`,
    refund:
      'Because it was cancelled before submission to the authorities, you will receive a full refund to the card you paid with.',
    questions: 'If you did not ask for this, or have any questions, please contact our support team.',
  },
  fr: {
    subject: (r) => `Votre demande ${r} a été annulée`,
    body: (r) =>
      `Comme vous l'avez demandé, nous avons annulé votre demande ${r}. Elle ne sera pas transmise aux autorités britanniques.`,
    refund:
      'Comme elle a été annulée avant sa transmission aux autorités, vous serez intégralement remboursé sur la carte utilisée pour le paiement.',
    questions:
      "Si vous n'êtes pas à l'origine de cette annulation ou si vous avez des questions, contactez notre équipe d'assistance.",
  },
  de: {
    subject: (r) => `Ihr Antrag ${r} wurde storniert`,
    body: (r) =>
      `Wie gewünscht haben wir Ihren Antrag ${r} storniert. Er wird nicht an die britischen Behörden übermittelt.`,
    refund:
      'Da er vor der Übermittlung an die Behörden storniert wurde, erhalten Sie den vollen Betrag auf die Karte zurück, mit der Sie bezahlt haben.',
    questions: 'Falls Sie dies nicht veranlasst haben oder Fragen haben, wenden Sie sich bitte an unser Support-Team.',
  },
  es: {
    subject: (r) => `Su solicitud ${r} ha sido cancelada`,
    body: (r) =>
      `Tal como nos pidió, hemos cancelado su solicitud ${r}. No se presentará ante las autoridades británicas.`,
    refund:
      'Como se canceló antes de presentarse ante las autoridades, recibirá el reembolso íntegro en la tarjeta con la que pagó.',
    questions:
      'Si no ha solicitado esta cancelación o tiene alguna pregunta, póngase en contacto con nuestro equipo de soporte.',
  },
  zh: {
    subject: (r) => `您的申请 ${r} 已取消`,
    body: (r) => `根据您的要求，我们已取消您的申请 ${r}。该申请不会提交给英国当局。`,
    refund: '由于申请在提交给当局之前已取消，款项将全额退还至您付款时使用的银行卡。',
    questions: '如果这不是您本人的操作，或您有任何疑问，请联系我们的支持团队。',
  },
  ar: {
    subject: (r) => `تم إلغاء طلبك ${r}`,
    body: (r) => `بناءً على طلبك، ألغينا طلبك ${r}. ولن يُقدَّم إلى السلطات البريطانية.`,
    refund: 'ولأنه أُلغي قبل تقديمه إلى السلطات، سيُرَدّ إليك المبلغ كاملًا إلى البطاقة التي دفعت بها.',
    questions: 'إذا لم تطلب هذا الإلغاء أو كانت لديك أي أسئلة، فيُرجى التواصل مع فريق الدعم لدينا.',
  },
  sv: {
    subject: (r) => `Din ansökan ${r} har avbrutits`,
    body: (r) =>
      `Som du bad om har vi avbrutit din ansökan ${r}. Den kommer inte att lämnas in till de brittiska myndigheterna.`,
    refund:
      'Eftersom den avbröts innan den lämnades in till myndigheterna får du hela beloppet återbetalt till kortet du betalade med.',
    questions: 'Om det inte var du som bad om detta, eller om du har frågor, kontakta vårt supportteam.',
  },
  ja: {
    subject: (r) => `申請 ${r} はキャンセルされました`,
    body: (r) => `ご依頼に基づき、申請 ${r} をキャンセルしました。この申請が英国当局に提出されることはありません。`,
    refund: '当局への提出前にキャンセルされたため、お支払いに使用されたカードに全額返金いたします。',
    questions: 'お心当たりのない場合やご不明な点がある場合は、サポートチームまでお問い合わせください。',
  },
  pt: {
    subject: (r) => `O seu pedido ${r} foi cancelado`,
    body: (r) => `Conforme solicitou, cancelámos o seu pedido ${r}. Não será submetido às autoridades britânicas.`,
    refund: 'Como foi cancelado antes da submissão às autoridades, receberá o reembolso total no cartão com que pagou.',
    questions: 'Se não foi o próprio a pedir este cancelamento ou tiver dúvidas, contacte a nossa equipa de apoio.',
  },
  it: {
    subject: (r) => `La tua domanda ${r} è stata annullata`,
    body: (r) =>
      `Come richiesto, abbiamo annullato la tua domanda ${r}. Non verrà presentata alle autorità britanniche.`,
    refund:
      'Poiché è stata annullata prima della presentazione alle autorità, riceverai il rimborso completo sulla carta con cui hai pagato.',
    questions: "Se non hai richiesto tu l'annullamento o hai domande, contatta il nostro team di assistenza.",
  },
};

/** Sent to the traveller when they cancel a pending application, in the application's language. */
export const applicationCancelled: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject(data.reference),
      paragraphs: [
        greet(language, data.firstName),
        text.body(data.reference),
        text.refund,
        ...deletionNotice(language, data.documentsDeletedOn),
        text.questions,
      ],
    };
  },
};
