import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
}

const texts: Record<Language, { subject: string; body: string; after: string }> = {
  en: {
    subject: 'Your Advena account has been deleted',
    body: 'Your Advena account and its personal data have been deleted at your request. You have been signed out everywhere.',
    after:
      'Applications you already submitted are kept only as long as the law requires. If you did not ask for this, please contact our support team.',
  },
  fr: {
    subject: 'Votre compte Advena a été supprimé',
    body: 'Votre compte Advena et ses données personnelles ont été supprimés à votre demande. Vous avez été déconnecté partout.',
    after:
      'Les demandes déjà soumises ne sont conservées que le temps exigé par la loi. Si vous n’êtes pas à l’origine de cette suppression, contactez notre équipe d’assistance.',
  },
  de: {
    subject: 'Ihr Advena-Konto wurde gelöscht',
    body: 'Ihr Advena-Konto und die zugehörigen personenbezogenen Daten wurden auf Ihren Wunsch gelöscht. Sie wurden überall abgemeldet.',
    after:
      'Bereits eingereichte Anträge werden nur so lange aufbewahrt, wie es gesetzlich vorgeschrieben ist. Wenn Sie dies nicht veranlasst haben, wenden Sie sich bitte an unseren Support.',
  },
  es: {
    subject: 'Su cuenta de Advena ha sido eliminada',
    body: 'Su cuenta de Advena y sus datos personales se han eliminado a petición suya. Se ha cerrado su sesión en todos los dispositivos.',
    after:
      'Las solicitudes ya enviadas solo se conservan durante el tiempo que exige la ley. Si no ha solicitado esto, póngase en contacto con nuestro equipo de asistencia.',
  },
  zh: {
    subject: '您的 Advena 账户已删除',
    body: '根据您的请求，您的 Advena 账户及其个人数据已被删除。您已在所有设备上退出登录。',
    after: '已提交的申请仅在法律要求的期限内保留。如果这不是您本人的操作，请联系我们的支持团队。',
  },
  ar: {
    subject: 'تم حذف حسابك في Advena',
    body: 'تم حذف حسابك في Advena وبياناته الشخصية بناءً على طلبك، وتم تسجيل خروجك من جميع الأجهزة.',
    after:
      'لا نحتفظ بالطلبات المقدمة مسبقًا إلا للمدة التي يفرضها القانون. إذا لم تطلب ذلك، يرجى التواصل مع فريق الدعم لدينا.',
  },
  sv: {
    subject: 'Ditt Advena-konto har raderats',
    body: 'Ditt Advena-konto och dess personuppgifter har raderats på din begäran. Du har loggats ut överallt.',
    after:
      'Ansökningar som du redan har skickat in sparas bara så länge lagen kräver. Om du inte har bett om detta, kontakta vår support.',
  },
  ja: {
    subject: 'Advena アカウントを削除しました',
    body: 'ご依頼により、Advena アカウントと個人データを削除しました。すべての端末からログアウトされています。',
    after:
      '提出済みの申請は法律で定められた期間のみ保管されます。お心当たりのない場合は、サポートチームまでご連絡ください。',
  },
  pt: {
    subject: 'A sua conta Advena foi eliminada',
    body: 'A sua conta Advena e os respetivos dados pessoais foram eliminados a seu pedido. A sua sessão foi terminada em todos os dispositivos.',
    after:
      'As candidaturas já submetidas são conservadas apenas pelo tempo exigido por lei. Se não fez este pedido, contacte a nossa equipa de apoio.',
  },
  it: {
    subject: 'Il tuo account Advena è stato eliminato',
    body: 'Il tuo account Advena e i relativi dati personali sono stati eliminati su tua richiesta. Sei stato disconnesso ovunque.',
    after:
      'Le domande già inviate vengono conservate solo per il tempo previsto dalla legge. Se non hai richiesto tu l’eliminazione, contatta il nostro team di assistenza.',
  },
};

export const accountDeleted: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return { subject: text.subject, paragraphs: [greet(language, data.firstName), text.body, text.after] };
  },
};
