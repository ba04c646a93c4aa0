import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './index';

interface Data {
  firstName?: string | null;
  reference: string;
  travellerCount: number;
  amount: string;
  /** The government's usual decision time in working days (the visaProcessingTime setting). */
  decisionDays: number;
}

/** The form of a phrase for a number in a language ('1 working day', '3 working days'; Arabic has six). */
function forCount(language: Language, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>>) {
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other ?? '';
  return form.replace('{{count}}', String(count));
}

const texts: Record<
  Language,
  {
    subject: (ref: string) => string;
    body: string;
    travellers: (n: number, amount: string) => string;
    next: (days: number) => string;
  }
> = {
  en: {
    subject: (ref) => `Application received: ${ref}`,
    body: 'Thank you. We have received your UK ETA application and your payment. Your reference number is:',
    travellers: (n, amount) => `Travellers: ${n}. Amount paid: £${amount}.`,
    next: (days) =>
      `We review every application within 24-48 hours before we submit it. The Home Office usually decides within ${forCount('en', days, { one: '{{count}} working day', other: '{{count}} working days' })}; nobody can speed that up. We will e-mail you when the status changes. Advena is a private agency, not the UK government.`,
  },
  fr: {
    subject: (ref) => `Demande reçue : ${ref}`,
    body: 'Merci. Nous avons bien reçu votre demande d’ETA pour le Royaume-Uni et votre paiement. Votre numéro de référence est :',
    travellers: (n, amount) => `Voyageurs : ${n}. Montant payé : ${amount} £.`,
    next: (days) =>
      `Nous vérifions chaque demande sous 24 à 48 heures avant de la soumettre. Le Home Office décide généralement sous ${forCount('fr', days, { one: '{{count}} jour ouvré', many: '{{count}} de jours ouvrés', other: '{{count}} jours ouvrés' })} ; personne ne peut accélérer cette décision. Nous vous écrirons à chaque changement de statut. Advena est une agence privée, pas le gouvernement britannique.`,
  },
  de: {
    subject: (ref) => `Antrag eingegangen: ${ref}`,
    body: 'Vielen Dank. Wir haben Ihren Antrag auf eine britische ETA und Ihre Zahlung erhalten. Ihre Referenznummer lautet:',
    travellers: (n, amount) => `Reisende: ${n}. Gezahlter Betrag: ${amount} £.`,
    next: (days) =>
      `Wir prüfen jeden Antrag innerhalb von 24–48 Stunden, bevor wir ihn einreichen. Das Home Office entscheidet in der Regel innerhalb von ${forCount('de', days, { one: '{{count}} Werktag', other: '{{count}} Werktagen' })}; niemand kann das beschleunigen. Wir informieren Sie per E-Mail, sobald sich der Status ändert. Advena ist eine private Agentur, nicht die britische Regierung.`,
  },
  es: {
    subject: (ref) => `Solicitud recibida: ${ref}`,
    body: 'Gracias. Hemos recibido su solicitud de ETA para el Reino Unido y su pago. Su número de referencia es:',
    travellers: (n, amount) => `Viajeros: ${n}. Importe pagado: ${amount} £.`,
    next: (days) =>
      `Revisamos cada solicitud en 24-48 horas antes de presentarla. El Home Office suele decidir en ${forCount('es', days, { one: '{{count}} día hábil', many: '{{count}} de días hábiles', other: '{{count}} días hábiles' })}; nadie puede acelerarlo. Le escribiremos cuando cambie el estado. Advena es una agencia privada, no el Gobierno del Reino Unido.`,
  },
  zh: {
    subject: (ref) => `申请已收到：${ref}`,
    body: '感谢您。我们已收到您的英国 ETA 申请及付款。您的参考编号是：',
    travellers: (n, amount) => `旅客人数：${n}。已付金额：£${amount}。`,
    next: (days) =>
      `我们会在提交前 24-48 小时内审核每份申请。英国内政部通常在 ${forCount('zh', days, { other: '{{count}} 个工作日' })}内作出决定，任何人都无法加快。状态变更时我们会发邮件通知您。Advena 是私营机构，并非英国政府。`,
  },
  ar: {
    subject: (ref) => `تم استلام الطلب: ${ref}`,
    body: 'شكرًا لك. لقد استلمنا طلبك للحصول على تصريح السفر الإلكتروني ETA إلى المملكة المتحدة ودفعتك. رقمك المرجعي هو:',
    travellers: (n, amount) => `عدد المسافرين: ${n}. المبلغ المدفوع: ${amount} £.`,
    next: (days) =>
      `نراجع كل طلب خلال 24-48 ساعة قبل تقديمه. تصدر وزارة الداخلية البريطانية قرارها عادةً خلال ${forCount('ar', days, {
        zero: '{{count}} يوم عمل',
        one: 'يوم عمل واحد',
        two: 'يومَي عمل',
        few: '{{count}} أيام عمل',
        many: '{{count}} يوم عمل',
        other: '{{count}} يوم عمل',
      })}، ولا يمكن لأحد تسريع ذلك. سنراسلك عند تغيّر حالة الطلب. Advena وكالة خاصة وليست حكومة المملكة المتحدة.`,
  },
  sv: {
    subject: (ref) => `Ansökan mottagen: ${ref}`,
    body: 'Tack. Vi har tagit emot din ansökan om brittisk ETA och din betalning. Ditt referensnummer är:',
    travellers: (n, amount) => `Resenärer: ${n}. Betalt belopp: £${amount}.`,
    next: (days) =>
      `Vi granskar varje ansökan inom 24–48 timmar innan vi skickar in den. Home Office fattar vanligtvis beslut inom ${forCount('sv', days, { one: '{{count}} arbetsdag', other: '{{count}} arbetsdagar' })}; ingen kan påskynda det. Vi mejlar dig när statusen ändras. Advena är en privat byrå, inte den brittiska regeringen.`,
  },
  ja: {
    subject: (ref) => `申請を受け付けました：${ref}`,
    body: 'ありがとうございます。英国 ETA の申請とお支払いを受け付けました。参照番号は次のとおりです：',
    travellers: (n, amount) => `渡航者数：${n} 名。お支払い金額：£${amount}。`,
    next: (days) =>
      `提出前に 24～48 時間以内にすべての申請を確認します。英国内務省の審査は通常 ${forCount('ja', days, { other: '{{count}} 営業日' })}以内で、誰にも早めることはできません。ステータスが変わり次第メールでお知らせします。Advena は民間の代行業者であり、英国政府ではありません。`,
  },
  pt: {
    subject: (ref) => `Pedido recebido: ${ref}`,
    body: 'Obrigado. Recebemos o seu pedido de ETA para o Reino Unido e o seu pagamento. O seu número de referência é:',
    travellers: (n, amount) => `Viajantes: ${n}. Valor pago: £${amount}.`,
    next: (days) =>
      `Revemos cada pedido em 24-48 horas antes de o submeter. O Home Office decide normalmente em ${forCount('pt', days, { one: '{{count}} dia útil', many: '{{count}} de dias úteis', other: '{{count}} dias úteis' })}; ninguém pode acelerar essa decisão. Enviaremos um e-mail quando o estado mudar. A Advena é uma agência privada, não o Governo do Reino Unido.`,
  },
  it: {
    subject: (ref) => `Domanda ricevuta: ${ref}`,
    body: 'Grazie. Abbiamo ricevuto la tua domanda di ETA per il Regno Unito e il tuo pagamento. Il tuo numero di riferimento è:',
    travellers: (n, amount) => `Viaggiatori: ${n}. Importo pagato: ${amount} £.`,
    next: (days) =>
      `Esaminiamo ogni domanda entro 24-48 ore prima di presentarla. L’Home Office di solito decide entro ${forCount('it', days, { one: '{{count}} giorno lavorativo', many: '{{count}} di giorni lavorativi', other: '{{count}} giorni lavorativi' })}; nessuno può accelerare la decisione. Ti scriveremo quando lo stato cambia. Advena è un’agenzia privata, non il governo del Regno Unito.`,
  },
};

/** Sent to the traveller when their paid application is created (with its reference). */
export const applicationConfirmation: EmailTemplate<Data> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject(data.reference),
      paragraphs: [
        greet(language, data.firstName),
        text.body,
        text.travellers(data.travellerCount, data.amount),
        text.next(data.decisionDays),
      ],
      highlight: data.reference,
    };
  },
};
