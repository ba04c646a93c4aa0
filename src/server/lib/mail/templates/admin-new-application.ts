import type { Language } from '../../../../core/languages';
import type { EmailTemplate } from './template';

interface Data {
  reference: string;
  applicantName: string;
  travellerCount: number;
  amount: string;
}

const texts: Record<
  Language,
  { subject: (ref: string) => string; body: (name: string, n: number, amount: string) => string }
> = {
  en: {
    subject: (r) => `New application ${r}`,
    body: (name, n, a) =>
      `${name} submitted a paid application for ${n} traveller(s), £${a}. Review it in the admin portal.`,
  },
  fr: {
    subject: (r) => `Nouvelle demande ${r}`,
    body: (name, n, a) =>
      `${name} a soumis une demande payée pour ${n} voyageur(s), ${a} £. Examinez-la dans le portail d’administration.`,
  },
  de: {
    subject: (r) => `Neuer Antrag ${r}`,
    body: (name, n, a) =>
      `${name} hat einen bezahlten Antrag für ${n} Reisende(n) eingereicht, ${a} £. Prüfen Sie ihn im Admin-Portal.`,
  },
  es: {
    subject: (r) => `Nueva solicitud ${r}`,
    body: (name, n, a) =>
      `${name} ha enviado una solicitud pagada para ${n} viajero(s), ${a} £. Revísela en el portal de administración.`,
  },
  zh: {
    subject: (r) => `新申请 ${r}`,
    body: (name, n, a) => `${name} 提交了一份已付款的申请，旅客 ${n} 人，£${a}。请在管理门户中审核。`,
  },
  ar: {
    subject: (r) => `طلب جديد ${r}`,
    body: (name, n, a) => `قدّم ${name} طلبًا مدفوعًا لعدد ${n} من المسافرين بمبلغ ${a} £. راجعه في بوابة الإدارة.`,
  },
  sv: {
    subject: (r) => `Ny ansökan ${r}`,
    body: (name, n, a) =>
      `${name} har skickat en betald ansökan för ${n} resenär(er), £${a}. Granska den i adminportalen.`,
  },
  ja: {
    subject: (r) => `新しい申請 ${r}`,
    body: (name, n, a) =>
      `${name} 様から渡航者 ${n} 名分の支払い済み申請（£${a}）が届きました。管理ポータルで確認してください。`,
  },
  pt: {
    subject: (r) => `Novo pedido ${r}`,
    body: (name, n, a) =>
      `${name} submeteu um pedido pago para ${n} viajante(s), £${a}. Reveja-o no portal de administração.`,
  },
  it: {
    subject: (r) => `Nuova domanda ${r}`,
    body: (name, n, a) =>
      `${name} ha inviato una domanda pagata per ${n} viaggiatore/i, ${a} £. Esaminala nel portale di amministrazione.`,
  },
};

/** Tells every admin that a paid application arrived (when enabled in settings). */
export const adminNewApplication: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject(data.reference),
      paragraphs: [text.body(data.applicantName, data.travellerCount, data.amount)],
      highlight: data.reference,
    };
  },
};
