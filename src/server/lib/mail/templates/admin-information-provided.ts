import type { Language } from '../../../../core/languages';
import type { EmailTemplate } from './template';

interface Data {
  reference: string;
  travellerIndex: number;
}

const texts: Record<Language, { subject: (r: string) => string; body: (r: string, n: number) => string }> = {
  en: {
    subject: (r) => `Information received for ${r}`,
    body: (r, n) =>
      `The traveller sent the information we asked for on ${r} (traveller ${n}). The case is back in review.`,
  },
  fr: {
    subject: (r) => `Informations reçues pour ${r}`,
    body: (r, n) =>
      `Le voyageur a envoyé les informations demandées pour ${r} (voyageur ${n}). Le dossier est de nouveau en examen.`,
  },
  de: {
    subject: (r) => `Angaben erhalten für ${r}`,
    body: (r, n) =>
      `Der Reisende hat die angeforderten Angaben zu ${r} (Reisender ${n}) gesendet. Der Fall ist wieder in Prüfung.`,
  },
  es: {
    subject: (r) => `Información recibida para ${r}`,
    body: (r, n) =>
      `El viajero envió la información solicitada para ${r} (viajero ${n}). El caso vuelve a estar en revisión.`,
  },
  zh: {
    subject: (r) => `已收到 ${r} 的补充信息`,
    body: (r, n) => `旅客已提交 ${r}（旅客 ${n}）所需的信息，案件已回到审核中。`,
  },
  ar: {
    subject: (r) => `تم استلام المعلومات للطلب ${r}`,
    body: (r, n) => `أرسل المسافر المعلومات المطلوبة للطلب ${r} (المسافر ${n}). عادت الحالة إلى المراجعة.`,
  },
  sv: {
    subject: (r) => `Uppgifter mottagna för ${r}`,
    body: (r, n) => `Resenären har skickat uppgifterna vi bad om för ${r} (resenär ${n}). Ärendet granskas igen.`,
  },
  ja: {
    subject: (r) => `${r} の追加情報を受け取りました`,
    body: (r, n) => `${r}（旅行者 ${n}）について依頼した情報が送信されました。案件は再び審査中です。`,
  },
  pt: {
    subject: (r) => `Informação recebida para ${r}`,
    body: (r, n) =>
      `O viajante enviou a informação pedida para ${r} (viajante ${n}). O processo voltou a estar em análise.`,
  },
  it: {
    subject: (r) => `Informazioni ricevute per ${r}`,
    body: (r, n) =>
      `Il viaggiatore ha inviato le informazioni richieste per ${r} (viaggiatore ${n}). La pratica è di nuovo in esame.`,
  },
};

/** Tells staff that a traveller answered an 'information needed' request (names the reference only). */
export const adminInformationProvided: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return { subject: text.subject(data.reference), paragraphs: [text.body(data.reference, data.travellerIndex + 1)] };
  },
};
