import type { FixableDocument, FixableField } from '../../../../core/case-requests';
import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './index';

interface Data {
  firstName?: string | null;
  reference: string;
  travellerName: string;
  fields: FixableField[];
  documents: FixableDocument[];
  message: string;
  link: string;
  linkDays: number;
}

type Item = FixableField | FixableDocument;
interface Texts {
  subject: (reference: string) => string;
  intro: (reference: string, traveller: string) => string;
  list: string;
  note: string;
  link: (days: number) => string;
  after: string;
  items: Record<Item, string>;
}

const texts: Record<Language, Texts> = {
  en: {
    subject: (r) => `Action needed on your ETA application ${r}`,
    intro: (r, t) =>
      `Before we can submit ${t}'s ETA application (${r}) to the Home Office, we need you to fix something.`,
    list: 'Please check and correct:',
    note: 'Our team wrote:',
    link: (d) => `Open this link to make the changes (it works for ${d} days, with or without an account):`,
    after: 'When you send them, we review the application again within 24-48 hours.',
    items: {
      firstName: 'First name(s)',
      lastName: 'Last name',
      dateOfBirth: 'Date of birth',
      nationality: 'Nationality',
      passportNumber: 'Passport number',
      passportIssueDate: 'Passport issue date',
      passportExpiryDate: 'Passport expiry date',
      issuingCountry: 'Country that issued the passport',
      relationship: 'Relationship to the main applicant',
      passportScan: 'A new passport scan',
      photo: 'A new photo',
    },
  },
  fr: {
    subject: (r) => `Action requise pour votre demande d'ETA ${r}`,
    intro: (r, t) =>
      `Avant de transmettre la demande d'ETA de ${t} (${r}) au Home Office, nous avons besoin d'une correction de votre part.`,
    list: 'Merci de vérifier et corriger :',
    note: 'Message de notre équipe :',
    link: (d) => `Ouvrez ce lien pour faire les modifications (valable ${d} jours, avec ou sans compte) :`,
    after: 'Dès réception, nous examinons de nouveau la demande sous 24 à 48 heures.',
    items: {
      firstName: 'Prénom(s)',
      lastName: 'Nom',
      dateOfBirth: 'Date de naissance',
      nationality: 'Nationalité',
      passportNumber: 'Numéro de passeport',
      passportIssueDate: 'Date de délivrance du passeport',
      passportExpiryDate: "Date d'expiration du passeport",
      issuingCountry: 'Pays de délivrance du passeport',
      relationship: 'Lien avec le demandeur principal',
      passportScan: 'Une nouvelle copie du passeport',
      photo: 'Une nouvelle photo',
    },
  },
  de: {
    subject: (r) => `Handlungsbedarf bei Ihrem ETA-Antrag ${r}`,
    intro: (r, t) =>
      `Bevor wir den ETA-Antrag von ${t} (${r}) beim Home Office einreichen können, müssen Sie etwas korrigieren.`,
    list: 'Bitte prüfen und korrigieren Sie:',
    note: 'Nachricht unseres Teams:',
    link: (d) => `Öffnen Sie diesen Link, um die Änderungen vorzunehmen (${d} Tage gültig, mit oder ohne Konto):`,
    after: 'Sobald Sie sie senden, prüfen wir den Antrag innerhalb von 24-48 Stunden erneut.',
    items: {
      firstName: 'Vorname(n)',
      lastName: 'Nachname',
      dateOfBirth: 'Geburtsdatum',
      nationality: 'Staatsangehörigkeit',
      passportNumber: 'Passnummer',
      passportIssueDate: 'Ausstellungsdatum des Passes',
      passportExpiryDate: 'Ablaufdatum des Passes',
      issuingCountry: 'Ausstellungsland des Passes',
      relationship: 'Beziehung zum Hauptantragsteller',
      passportScan: 'Ein neuer Passscan',
      photo: 'Ein neues Foto',
    },
  },
  es: {
    subject: (r) => `Acción necesaria en su solicitud de ETA ${r}`,
    intro: (r, t) =>
      `Antes de presentar la solicitud de ETA de ${t} (${r}) al Home Office, necesitamos que corrija algo.`,
    list: 'Revise y corrija:',
    note: 'Mensaje de nuestro equipo:',
    link: (d) => `Abra este enlace para hacer los cambios (válido ${d} días, con o sin cuenta):`,
    after: 'Cuando los envíe, volveremos a revisar la solicitud en 24-48 horas.',
    items: {
      firstName: 'Nombre(s)',
      lastName: 'Apellido',
      dateOfBirth: 'Fecha de nacimiento',
      nationality: 'Nacionalidad',
      passportNumber: 'Número de pasaporte',
      passportIssueDate: 'Fecha de expedición del pasaporte',
      passportExpiryDate: 'Fecha de caducidad del pasaporte',
      issuingCountry: 'País que expidió el pasaporte',
      relationship: 'Relación con el solicitante principal',
      passportScan: 'Una nueva copia del pasaporte',
      photo: 'Una nueva foto',
    },
  },
  zh: {
    subject: (r) => `您的 ETA 申请 ${r} 需要您处理`,
    intro: (r, t) => `在我们将 ${t} 的 ETA 申请（${r}）提交给英国内政部之前，需要您更正一些信息。`,
    list: '请检查并更正：',
    note: '我们团队的留言：',
    link: (d) => `请打开此链接进行修改（${d} 天内有效，无需账户也可使用）：`,
    after: '收到后，我们会在 24-48 小时内重新审核申请。',
    items: {
      firstName: '名字',
      lastName: '姓氏',
      dateOfBirth: '出生日期',
      nationality: '国籍',
      passportNumber: '护照号码',
      passportIssueDate: '护照签发日期',
      passportExpiryDate: '护照到期日期',
      issuingCountry: '护照签发国家',
      relationship: '与主申请人的关系',
      passportScan: '新的护照扫描件',
      photo: '新的照片',
    },
  },
  ar: {
    subject: (r) => `مطلوب إجراء بشأن طلب ETA الخاص بك ${r}`,
    intro: (r, t) =>
      `قبل أن نقدّم طلب ETA الخاص بـ ${t} (${r}) إلى وزارة الداخلية البريطانية، نحتاج منك إلى تصحيح بعض المعلومات.`,
    list: 'يرجى التحقق من التالي وتصحيحه:',
    note: 'رسالة فريقنا:',
    link: (d) => `افتح هذا الرابط لإجراء التعديلات (صالح لمدة ${d} يومًا، مع حساب أو بدونه):`,
    after: 'عند إرسالها، نراجع الطلب مجددًا خلال 24-48 ساعة.',
    items: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      dateOfBirth: 'تاريخ الميلاد',
      nationality: 'الجنسية',
      passportNumber: 'رقم جواز السفر',
      passportIssueDate: 'تاريخ إصدار جواز السفر',
      passportExpiryDate: 'تاريخ انتهاء جواز السفر',
      issuingCountry: 'الدولة المُصدِرة لجواز السفر',
      relationship: 'صلة القرابة بمقدم الطلب الرئيسي',
      passportScan: 'صورة جديدة لجواز السفر',
      photo: 'صورة شخصية جديدة',
    },
  },
  sv: {
    subject: (r) => `Åtgärd krävs för din ETA-ansökan ${r}`,
    intro: (r, t) => `Innan vi kan skicka in ETA-ansökan för ${t} (${r}) till Home Office behöver du rätta något.`,
    list: 'Kontrollera och rätta:',
    note: 'Meddelande från vårt team:',
    link: (d) => `Öppna den här länken för att göra ändringarna (gäller i ${d} dagar, med eller utan konto):`,
    after: 'När du skickar dem granskar vi ansökan igen inom 24-48 timmar.',
    items: {
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      dateOfBirth: 'Födelsedatum',
      nationality: 'Medborgarskap',
      passportNumber: 'Passnummer',
      passportIssueDate: 'Passets utfärdandedatum',
      passportExpiryDate: 'Passets utgångsdatum',
      issuingCountry: 'Land som utfärdade passet',
      relationship: 'Relation till huvudsökanden',
      passportScan: 'En ny passkopia',
      photo: 'Ett nytt foto',
    },
  },
  ja: {
    subject: (r) => `ETA 申請 ${r} について対応が必要です`,
    intro: (r, t) => `${t} 様の ETA 申請（${r}）を英国内務省に提出する前に、修正していただきたい点があります。`,
    list: '次の項目をご確認のうえ修正してください：',
    note: '担当チームからのメッセージ：',
    link: (d) => `こちらのリンクから修正できます（${d} 日間有効、アカウントがなくてもご利用いただけます）：`,
    after: 'ご送信後、24～48 時間以内に申請を再確認します。',
    items: {
      firstName: '名',
      lastName: '姓',
      dateOfBirth: '生年月日',
      nationality: '国籍',
      passportNumber: 'パスポート番号',
      passportIssueDate: 'パスポート発行日',
      passportExpiryDate: 'パスポート有効期限',
      issuingCountry: 'パスポート発行国',
      relationship: '主申請者との関係',
      passportScan: '新しいパスポートのスキャン',
      photo: '新しい写真',
    },
  },
  pt: {
    subject: (r) => `Ação necessária no seu pedido de ETA ${r}`,
    intro: (r, t) => `Antes de submetermos o pedido de ETA de ${t} (${r}) ao Home Office, precisamos que corrija algo.`,
    list: 'Verifique e corrija:',
    note: 'Mensagem da nossa equipa:',
    link: (d) => `Abra esta ligação para fazer as alterações (válida durante ${d} dias, com ou sem conta):`,
    after: 'Quando as enviar, voltamos a rever o pedido em 24-48 horas.',
    items: {
      firstName: 'Nome(s) próprio(s)',
      lastName: 'Apelido',
      dateOfBirth: 'Data de nascimento',
      nationality: 'Nacionalidade',
      passportNumber: 'Número do passaporte',
      passportIssueDate: 'Data de emissão do passaporte',
      passportExpiryDate: 'Data de validade do passaporte',
      issuingCountry: 'País que emitiu o passaporte',
      relationship: 'Relação com o requerente principal',
      passportScan: 'Uma nova digitalização do passaporte',
      photo: 'Uma nova fotografia',
    },
  },
  it: {
    subject: (r) => `Azione richiesta sulla tua domanda ETA ${r}`,
    intro: (r, t) =>
      `Prima di presentare la domanda ETA di ${t} (${r}) all'Home Office, abbiamo bisogno che tu corregga qualcosa.`,
    list: 'Controlla e correggi:',
    note: 'Messaggio del nostro team:',
    link: (d) => `Apri questo link per apportare le modifiche (valido ${d} giorni, con o senza account):`,
    after: 'Quando le invii, riesaminiamo la domanda entro 24-48 ore.',
    items: {
      firstName: 'Nome/i',
      lastName: 'Cognome',
      dateOfBirth: 'Data di nascita',
      nationality: 'Cittadinanza',
      passportNumber: 'Numero del passaporto',
      passportIssueDate: 'Data di rilascio del passaporto',
      passportExpiryDate: 'Data di scadenza del passaporto',
      issuingCountry: 'Paese che ha rilasciato il passaporto',
      relationship: 'Rapporto con il richiedente principale',
      passportScan: 'Una nuova scansione del passaporto',
      photo: 'Una nuova foto',
    },
  },
};

/** 'Action needed on your ETA application ADV-…': what to fix for one traveller, and the signed link. */
export const informationNeeded: EmailTemplate<Data> = {
  tracksReference: true,
  // The link lets its holder change the traveller's answers: the outbox forgets it once sent.
  carriesSecret: true,
  render(data, language) {
    const text = texts[language];
    const items = [...data.fields, ...data.documents].map((item) => `• ${text.items[item]}`);
    return {
      subject: text.subject(data.reference),
      paragraphs: [
        greet(language, data.firstName),
        text.intro(data.reference, data.travellerName),
        text.list,
        ...items,
        `${text.note} ${data.message}`,
        text.link(data.linkDays),
        data.link,
        text.after,
      ],
    };
  },
};
