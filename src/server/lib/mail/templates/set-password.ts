import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
  code: string;
  /** The sign-in page, where 'Forgot your password?' takes the code and the new password. */
  signInUrl: string;
  hours: number;
}

/** Sent when staff create an account without a password (decision 025): a single-use code to choose one. */
const texts: Record<
  Language,
  { subject: string; body: string; how: (url: string) => string; expiry: (hours: number) => string }
> = {
  en: {
    subject: 'Choose the password of your new Advena account',
    body: 'Our staff created an Advena account for you with this e-mail address. To use it, choose your password with this code:',
    how: (url) =>
      `Open ${url}, choose 'Forgot your password?', and enter your e-mail address, this code and your new password.`,
    expiry: (hours) =>
      `The code works once and for ${hours} hours. After that, the same page sends you a new one. If you did not expect this account, you can ignore this e-mail.`,
  },
  fr: {
    subject: 'Choisissez le mot de passe de votre nouveau compte Advena',
    body: 'Notre équipe a créé un compte Advena pour vous avec cette adresse e-mail. Pour l’utiliser, choisissez votre mot de passe avec ce code :',
    how: (url) =>
      `Ouvrez ${url}, choisissez « Mot de passe oublié ? », puis saisissez votre adresse e-mail, ce code et votre nouveau mot de passe.`,
    expiry: (hours) =>
      `Ce code ne sert qu’une fois et reste valable ${hours} heures. Ensuite, la même page vous en envoie un nouveau. Si vous n’attendiez pas ce compte, ignorez cet e-mail.`,
  },
  de: {
    subject: 'Wählen Sie das Passwort Ihres neuen Advena-Kontos',
    body: 'Unser Team hat mit dieser E-Mail-Adresse ein Advena-Konto für Sie angelegt. Um es zu nutzen, wählen Sie mit diesem Code Ihr Passwort:',
    how: (url) =>
      `Öffnen Sie ${url}, wählen Sie „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse, diesen Code und Ihr neues Passwort ein.`,
    expiry: (hours) =>
      `Der Code gilt einmal und ${hours} Stunden lang. Danach sendet Ihnen dieselbe Seite einen neuen. Wenn Sie dieses Konto nicht erwartet haben, können Sie diese E-Mail ignorieren.`,
  },
  es: {
    subject: 'Elija la contraseña de su nueva cuenta de Advena',
    body: 'Nuestro equipo ha creado una cuenta de Advena para usted con esta dirección de correo. Para usarla, elija su contraseña con este código:',
    how: (url) =>
      `Abra ${url}, elija «¿Ha olvidado su contraseña?» e introduzca su correo electrónico, este código y su nueva contraseña.`,
    expiry: (hours) =>
      `El código sirve una sola vez y durante ${hours} horas. Después, la misma página le envía uno nuevo. Si no esperaba esta cuenta, puede ignorar este correo.`,
  },
  zh: {
    subject: '请为您的新 Advena 账户设置密码',
    body: '我们的工作人员已使用此电子邮件地址为您创建了 Advena 账户。如需使用，请用以下验证码设置密码：',
    how: (url) => `打开 ${url}，选择“忘记密码？”，然后输入您的电子邮件地址、此验证码和新密码。`,
    expiry: (hours) =>
      `此验证码仅可使用一次，有效期 ${hours} 小时。过期后，可在同一页面获取新的验证码。如果您并未预期此账户，请忽略此邮件。`,
  },
  ar: {
    subject: 'اختر كلمة مرور حسابك الجديد في Advena',
    body: 'أنشأ فريقنا حسابًا في Advena لك بعنوان البريد الإلكتروني هذا. لاستخدامه، اختر كلمة المرور بهذا الرمز:',
    how: (url) =>
      `افتح ${url}، واختر "هل نسيت كلمة المرور؟"، ثم أدخل بريدك الإلكتروني وهذا الرمز وكلمة المرور الجديدة.`,
    expiry: (hours) =>
      `يصلح الرمز لمرة واحدة ولمدة ${hours} ساعة. بعد ذلك ترسل لك الصفحة نفسها رمزًا جديدًا. إذا لم تكن تتوقع هذا الحساب، يمكنك تجاهل هذه الرسالة.`,
  },
  sv: {
    subject: 'Välj lösenord för ditt nya Advena-konto',
    body: 'Vår personal har skapat ett Advena-konto åt dig med den här e-postadressen. Välj ditt lösenord med den här koden för att använda det:',
    how: (url) =>
      `Öppna ${url}, välj ”Glömt lösenordet?” och ange din e-postadress, den här koden och ditt nya lösenord.`,
    expiry: (hours) =>
      `Koden fungerar en gång och i ${hours} timmar. Därefter skickar samma sida en ny. Om du inte väntade dig det här kontot kan du bortse från meddelandet.`,
  },
  ja: {
    subject: '新しい Advena アカウントのパスワードを設定してください',
    body: 'このメールアドレスで、当社スタッフが Advena アカウントを作成しました。ご利用になるには、次のコードでパスワードを設定してください：',
    how: (url) =>
      `${url} を開き、「パスワードをお忘れですか？」を選んで、メールアドレス、このコード、新しいパスワードを入力してください。`,
    expiry: (hours) =>
      `このコードは 1 回限り、${hours} 時間有効です。期限が切れた場合は、同じページから新しいコードを受け取れます。心当たりのない場合は、このメールを無視してください。`,
  },
  pt: {
    subject: 'Escolha a palavra-passe da sua nova conta Advena',
    body: 'A nossa equipa criou uma conta Advena para si com este endereço de e-mail. Para a utilizar, escolha a sua palavra-passe com este código:',
    how: (url) =>
      `Abra ${url}, escolha «Esqueceu-se da palavra-passe?» e introduza o seu e-mail, este código e a nova palavra-passe.`,
    expiry: (hours) =>
      `O código funciona uma única vez e durante ${hours} horas. Depois disso, a mesma página envia-lhe um novo. Se não esperava esta conta, pode ignorar este e-mail.`,
  },
  it: {
    subject: 'Scegli la password del tuo nuovo account Advena',
    body: 'Il nostro staff ha creato un account Advena per te con questo indirizzo e-mail. Per usarlo, scegli la tua password con questo codice:',
    how: (url) =>
      `Apri ${url}, scegli «Password dimenticata?» e inserisci il tuo indirizzo e-mail, questo codice e la nuova password.`,
    expiry: (hours) =>
      `Il codice vale una sola volta e per ${hours} ore. Dopo, la stessa pagina te ne invia uno nuovo. Se non ti aspettavi questo account, puoi ignorare questa e-mail.`,
  },
};

export const setPassword: EmailTemplate<Data> = {
  carriesSecret: true,
  render(data, language) {
    const text = texts[language];
    return {
      subject: text.subject,
      paragraphs: [greet(language, data.firstName), text.body, text.how(data.signInUrl), text.expiry(data.hours)],
      highlight: data.code,
    };
  },
};
