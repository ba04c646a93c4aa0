import type { Language } from '../../../../core/languages';
import type { AdminSettableStatus } from '../../../../core/statuses';
import { deletionNotice } from '../deletion-notice';
import { greet } from '../greeting';
import type { EmailTemplate } from './index';

interface Data {
  firstName?: string | null;
  reference: string;
  status: AdminSettableStatus;
  notes?: string | null;
  /** The day the documents will be deleted, once the application is decided (decision 016). */
  documentsDeletedOn?: string | null;
}

interface Texts {
  subject: (reference: string) => string;
  body: (reference: string, status: string) => string;
  statuses: Record<AdminSettableStatus, string>;
  notes: string;
  signIn: string;
}

const texts: Record<Language, Texts> = {
  en: {
    subject: (r) => `Update on your application ${r}`,
    body: (r, s) => `The status of your application ${r} is now: ${s}.`,
    statuses: { processing: 'Processing', approved: 'Approved', rejected: 'Rejected' },
    notes: 'Notes from our team:',
    signIn: 'You can see the details in your Advena account.',
  },
  fr: {
    subject: (r) => `Mise à jour de votre demande ${r}`,
    body: (r, s) => `Le statut de votre demande ${r} est désormais : ${s}.`,
    statuses: { processing: 'En cours de traitement', approved: 'Approuvée', rejected: 'Refusée' },
    notes: 'Remarques de notre équipe :',
    signIn: 'Vous trouverez les détails dans votre compte Advena.',
  },
  de: {
    subject: (r) => `Neuigkeiten zu Ihrem Antrag ${r}`,
    body: (r, s) => `Der Status Ihres Antrags ${r} lautet jetzt: ${s}.`,
    statuses: { processing: 'In Bearbeitung', approved: 'Genehmigt', rejected: 'Abgelehnt' },
    notes: 'Anmerkungen unseres Teams:',
    signIn: 'Die Einzelheiten finden Sie in Ihrem Advena-Konto.',
  },
  es: {
    subject: (r) => `Novedades sobre su solicitud ${r}`,
    body: (r, s) => `El estado de su solicitud ${r} es ahora: ${s}.`,
    statuses: { processing: 'En tramitación', approved: 'Aprobada', rejected: 'Rechazada' },
    notes: 'Observaciones de nuestro equipo:',
    signIn: 'Puede ver los detalles en su cuenta de Advena.',
  },
  zh: {
    subject: (r) => `您的申请 ${r} 有新进展`,
    body: (r, s) => `您的申请 ${r} 当前状态为：${s}。`,
    statuses: { processing: '处理中', approved: '已批准', rejected: '已拒绝' },
    notes: '我们团队的备注：',
    signIn: '您可以在 Advena 账户中查看详情。',
  },
  ar: {
    subject: (r) => `تحديث بشأن طلبك ${r}`,
    body: (r, s) => `أصبحت حالة طلبك ${r} الآن: ${s}.`,
    statuses: { processing: 'قيد المعالجة', approved: 'موافق عليه', rejected: 'مرفوض' },
    notes: 'ملاحظات فريقنا:',
    signIn: 'يمكنك الاطلاع على التفاصيل في حسابك على Advena.',
  },
  sv: {
    subject: (r) => `Uppdatering om din ansökan ${r}`,
    body: (r, s) => `Statusen för din ansökan ${r} är nu: ${s}.`,
    statuses: { processing: 'Under behandling', approved: 'Godkänd', rejected: 'Avslagen' },
    notes: 'Kommentarer från vårt team:',
    signIn: 'Du ser detaljerna i ditt Advena-konto.',
  },
  ja: {
    subject: (r) => `申請 ${r} の最新情報`,
    body: (r, s) => `申請 ${r} のステータスが「${s}」になりました。`,
    statuses: { processing: '処理中', approved: '承認済み', rejected: '却下' },
    notes: '担当チームからのメモ：',
    signIn: '詳細は Advena アカウントでご確認いただけます。',
  },
  pt: {
    subject: (r) => `Atualização do seu pedido ${r}`,
    body: (r, s) => `O estado do seu pedido ${r} é agora: ${s}.`,
    statuses: { processing: 'Em processamento', approved: 'Aprovado', rejected: 'Recusado' },
    notes: 'Observações da nossa equipa:',
    signIn: 'Pode consultar os detalhes na sua conta Advena.',
  },
  it: {
    subject: (r) => `Aggiornamento sulla tua domanda ${r}`,
    body: (r, s) => `Lo stato della tua domanda ${r} è ora: ${s}.`,
    statuses: { processing: 'In lavorazione', approved: 'Approvata', rejected: 'Respinta' },
    notes: 'Note del nostro team:',
    signIn: 'Trovi i dettagli nel tuo account Advena.',
  },
};

/** Sent to the traveller when an admin changes the status, in the application's language. */
export const applicationStatusChanged: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    const notes = data.notes?.trim();
    return {
      subject: text.subject(data.reference),
      paragraphs: [
        greet(language, data.firstName),
        text.body(data.reference, text.statuses[data.status]),
        ...(notes ? [`${text.notes} ${notes}`] : []),
        ...deletionNotice(language, data.documentsDeletedOn),
        text.signIn,
      ],
    };
  },
};
