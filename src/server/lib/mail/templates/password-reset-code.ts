import { type CodeTexts, codeTemplate } from './code';

const texts: CodeTexts = {
  en: {
    subject: 'Your Advena password reset code',
    body: 'Use this code to reset the password of your Advena account:',
    expiry:
      'The code expires in {minutes} minutes. If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.',
  },
  fr: {
    subject: 'Votre code de réinitialisation du mot de passe Advena',
    body: 'Utilisez ce code pour réinitialiser le mot de passe de votre compte Advena :',
    expiry:
      'Ce code expire dans {minutes} minutes. Si vous n’avez pas demandé de réinitialisation, ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
  de: {
    subject: 'Ihr Advena-Code zum Zurücksetzen des Passworts',
    body: 'Verwenden Sie diesen Code, um das Passwort Ihres Advena-Kontos zurückzusetzen:',
    expiry:
      'Der Code läuft in {minutes} Minuten ab. Wenn Sie das Zurücksetzen nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  es: {
    subject: 'Su código para restablecer la contraseña de Advena',
    body: 'Use este código para restablecer la contraseña de su cuenta de Advena:',
    expiry:
      'El código caduca en {minutes} minutos. Si no solicitó restablecer su contraseña, puede ignorar este correo; su contraseña no cambia.',
  },
  zh: {
    subject: '您的 Advena 密码重置验证码',
    body: '请使用以下验证码重置您的 Advena 账户密码：',
    expiry: '验证码将在 {minutes} 分钟后失效。如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。',
  },
  ar: {
    subject: 'رمز إعادة تعيين كلمة المرور من Advena',
    body: 'استخدم هذا الرمز لإعادة تعيين كلمة مرور حسابك في Advena:',
    expiry:
      'تنتهي صلاحية الرمز خلال {minutes} دقائق. إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
  },
  sv: {
    subject: 'Din kod för att återställa lösenordet hos Advena',
    body: 'Använd den här koden för att återställa lösenordet till ditt Advena-konto:',
    expiry:
      'Koden gäller i {minutes} minuter. Om du inte har bett om att återställa lösenordet kan du bortse från detta meddelande; ditt lösenord förblir oförändrat.',
  },
  ja: {
    subject: 'Advena パスワード再設定コード',
    body: '次のコードで Advena アカウントのパスワードを再設定してください：',
    expiry:
      'このコードの有効期限は {minutes} 分です。パスワードの再設定を依頼していない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  pt: {
    subject: 'O seu código de redefinição da palavra-passe Advena',
    body: 'Use este código para redefinir a palavra-passe da sua conta Advena:',
    expiry:
      'O código expira em {minutes} minutos. Se não pediu a redefinição, pode ignorar este e-mail; a sua palavra-passe mantém-se.',
  },
  it: {
    subject: 'Il tuo codice per reimpostare la password di Advena',
    body: 'Usa questo codice per reimpostare la password del tuo account Advena:',
    expiry:
      'Il codice scade tra {minutes} minuti. Se non hai chiesto di reimpostare la password, puoi ignorare questa e-mail: la password resta invariata.',
  },
};

export const passwordResetCode = codeTemplate(texts);
