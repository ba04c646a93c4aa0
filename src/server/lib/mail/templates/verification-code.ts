import { type CodeTexts, codeTemplate } from './code';

const texts: CodeTexts = {
  en: {
    subject: 'Your Advena verification code',
    body: 'Use this code to verify your e-mail address:',
    expiry: 'The code expires in {minutes} minutes. If you did not create an account, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Votre code de vérification Advena',
    body: 'Utilisez ce code pour vérifier votre adresse e-mail :',
    expiry: 'Ce code expire dans {minutes} minutes. Si vous n’avez pas créé de compte, ignorez cet e-mail.',
  },
  de: {
    subject: 'Ihr Advena-Bestätigungscode',
    body: 'Verwenden Sie diesen Code, um Ihre E-Mail-Adresse zu bestätigen:',
    expiry:
      'Der Code läuft in {minutes} Minuten ab. Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
  },
  es: {
    subject: 'Su código de verificación de Advena',
    body: 'Use este código para verificar su dirección de correo electrónico:',
    expiry: 'El código caduca en {minutes} minutos. Si no ha creado una cuenta, puede ignorar este correo.',
  },
  zh: {
    subject: '您的 Advena 验证码',
    body: '请使用以下验证码验证您的电子邮件地址：',
    expiry: '验证码将在 {minutes} 分钟后失效。如果您没有创建账户，请忽略此邮件。',
  },
  ar: {
    subject: 'رمز التحقق الخاص بك من Advena',
    body: 'استخدم هذا الرمز للتحقق من عنوان بريدك الإلكتروني:',
    expiry: 'تنتهي صلاحية الرمز خلال {minutes} دقائق. إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
  },
  sv: {
    subject: 'Din verifieringskod från Advena',
    body: 'Använd den här koden för att verifiera din e-postadress:',
    expiry:
      'Koden gäller i {minutes} minuter. Om du inte har skapat något konto kan du bortse från detta e-postmeddelande.',
  },
  ja: {
    subject: 'Advena 確認コード',
    body: '次のコードでメールアドレスを確認してください：',
    expiry: 'このコードの有効期限は {minutes} 分です。アカウントを作成していない場合は、このメールを無視してください。',
  },
  pt: {
    subject: 'O seu código de verificação Advena',
    body: 'Use este código para verificar o seu endereço de e-mail:',
    expiry: 'O código expira em {minutes} minutos. Se não criou uma conta, pode ignorar este e-mail.',
  },
  it: {
    subject: 'Il tuo codice di verifica Advena',
    body: 'Usa questo codice per verificare il tuo indirizzo e-mail:',
    expiry: 'Il codice scade tra {minutes} minuti. Se non hai creato un account, puoi ignorare questa e-mail.',
  },
};

export const verificationCode = codeTemplate(texts);
