import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
}

/**
 * Sent instead of a second account when someone registers with an address that has one: the
 * registration answers as if it were new (nothing revealed), and the owner learns of it here.
 */
const texts: Record<Language, { subject: string; body: string; after: string }> = {
  en: {
    subject: 'Someone tried to create an Advena account with your e-mail address',
    body: 'Someone tried to create an Advena account with your e-mail address.',
    after: 'If it was you, sign in or reset your password. If not, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Quelqu’un a tenté de créer un compte Advena avec votre adresse e-mail',
    body: 'Quelqu’un a tenté de créer un compte Advena avec votre adresse e-mail.',
    after:
      'Si c’était vous, connectez-vous ou réinitialisez votre mot de passe. Sinon, vous pouvez ignorer cet e-mail.',
  },
  de: {
    subject: 'Jemand wollte mit Ihrer E-Mail-Adresse ein Advena-Konto anlegen',
    body: 'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein Advena-Konto anzulegen.',
    after:
      'Wenn Sie das waren, melden Sie sich an oder setzen Sie Ihr Passwort zurück. Wenn nicht, können Sie diese E-Mail ignorieren.',
  },
  es: {
    subject: 'Alguien ha intentado crear una cuenta de Advena con su correo electrónico',
    body: 'Alguien ha intentado crear una cuenta de Advena con su dirección de correo electrónico.',
    after: 'Si ha sido usted, inicie sesión o restablezca su contraseña. Si no, puede ignorar este correo.',
  },
  zh: {
    subject: '有人尝试使用您的电子邮箱创建 Advena 账户',
    body: '有人尝试使用您的电子邮箱地址创建 Advena 账户。',
    after: '如果是您本人，请登录或重置密码。如果不是，您可以忽略此邮件。',
  },
  ar: {
    subject: 'حاول شخص ما إنشاء حساب في Advena باستخدام بريدك الإلكتروني',
    body: 'حاول شخص ما إنشاء حساب في Advena باستخدام عنوان بريدك الإلكتروني.',
    after: 'إذا كنت أنت، فسجّل الدخول أو أعد تعيين كلمة المرور. وإن لم تكن أنت، فيمكنك تجاهل هذه الرسالة.',
  },
  sv: {
    subject: 'Någon försökte skapa ett Advena-konto med din e-postadress',
    body: 'Någon försökte skapa ett Advena-konto med din e-postadress.',
    after: 'Om det var du kan du logga in eller återställa ditt lösenord. Om inte kan du bortse från det här mejlet.',
  },
  ja: {
    subject: 'お客様のメールアドレスで Advena アカウントの作成が試みられました',
    body: 'どなたかがお客様のメールアドレスで Advena アカウントを作成しようとしました。',
    after:
      'ご本人による操作の場合は、ログインするかパスワードを再設定してください。お心当たりがない場合は、このメールを無視してください。',
  },
  pt: {
    subject: 'Alguém tentou criar uma conta Advena com o seu endereço de e-mail',
    body: 'Alguém tentou criar uma conta Advena com o seu endereço de e-mail.',
    after: 'Se foi você, inicie sessão ou redefina a sua palavra-passe. Se não foi, pode ignorar este e-mail.',
  },
  it: {
    subject: 'Qualcuno ha provato a creare un account Advena con il tuo indirizzo email',
    body: 'Qualcuno ha provato a creare un account Advena con il tuo indirizzo email.',
    after: 'Se sei stato tu, accedi o reimposta la password. In caso contrario, puoi ignorare questa email.',
  },
};

export const accountExists: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return { subject: text.subject, paragraphs: [greet(language, data.firstName), text.body, text.after] };
  },
};
