import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import type { EmailTemplate } from './template';

interface Data {
  firstName?: string | null;
}

/** Sent whenever an account's password changes (a reset, or staff setting a new one). */
const texts: Record<Language, { subject: string; body: string; after: string }> = {
  en: {
    subject: 'Your Advena password was changed',
    body: 'The password of your Advena account was just changed, and every other device was signed out.',
    after:
      'If this was you, there is nothing else to do. If it was not, reset your password at once from the sign-in page and contact our support team.',
  },
  fr: {
    subject: 'Le mot de passe de votre compte Advena a été modifié',
    body: 'Le mot de passe de votre compte Advena vient d’être modifié, et tous vos autres appareils ont été déconnectés.',
    after:
      'Si c’est bien vous, vous n’avez rien d’autre à faire. Sinon, réinitialisez immédiatement votre mot de passe depuis la page de connexion et contactez notre équipe d’assistance.',
  },
  de: {
    subject: 'Ihr Advena-Passwort wurde geändert',
    body: 'Das Passwort Ihres Advena-Kontos wurde soeben geändert, und alle anderen Geräte wurden abgemeldet.',
    after:
      'Wenn Sie das waren, müssen Sie nichts weiter tun. Wenn nicht, setzen Sie Ihr Passwort sofort über die Anmeldeseite zurück und wenden Sie sich an unseren Support.',
  },
  es: {
    subject: 'Se ha cambiado la contraseña de su cuenta de Advena',
    body: 'Se acaba de cambiar la contraseña de su cuenta de Advena y se ha cerrado la sesión en todos los demás dispositivos.',
    after:
      'Si ha sido usted, no tiene que hacer nada más. Si no, restablezca su contraseña de inmediato desde la página de inicio de sesión y póngase en contacto con nuestro equipo de asistencia.',
  },
  zh: {
    subject: '您的 Advena 密码已更改',
    body: '您的 Advena 账户密码刚刚被更改，其他所有设备上的登录均已退出。',
    after: '如果是您本人操作，则无需任何其他操作。如果不是，请立即在登录页面重置密码，并联系我们的支持团队。',
  },
  ar: {
    subject: 'تم تغيير كلمة مرور حسابك في Advena',
    body: 'تم للتو تغيير كلمة مرور حسابك في Advena، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
    after:
      'إذا كنت أنت من قام بذلك، فلا حاجة لأي إجراء آخر. وإن لم تكن أنت، فأعد تعيين كلمة المرور فورًا من صفحة تسجيل الدخول وتواصل مع فريق الدعم لدينا.',
  },
  sv: {
    subject: 'Lösenordet till ditt Advena-konto har ändrats',
    body: 'Lösenordet till ditt Advena-konto har just ändrats, och alla andra enheter har loggats ut.',
    after:
      'Om det var du behöver du inte göra något mer. Om inte, återställ ditt lösenord direkt från inloggningssidan och kontakta vår support.',
  },
  ja: {
    subject: 'Advena のパスワードが変更されました',
    body: 'Advena アカウントのパスワードが変更され、ほかのすべての端末からログアウトされました。',
    after:
      'ご本人による変更であれば、これ以上の操作は不要です。お心当たりがない場合は、ただちにログインページからパスワードを再設定し、サポートチームまでご連絡ください。',
  },
  pt: {
    subject: 'A palavra-passe da sua conta Advena foi alterada',
    body: 'A palavra-passe da sua conta Advena acabou de ser alterada e a sessão foi terminada em todos os outros dispositivos.',
    after:
      'Se foi você, não precisa de fazer mais nada. Se não foi, redefina imediatamente a palavra-passe na página de início de sessão e contacte a nossa equipa de apoio.',
  },
  it: {
    subject: 'La password del tuo account Advena è stata modificata',
    body: 'La password del tuo account Advena è appena stata modificata e tutti gli altri dispositivi sono stati disconnessi.',
    after:
      'Se sei stato tu, non devi fare altro. In caso contrario, reimposta subito la password dalla pagina di accesso e contatta il nostro team di assistenza.',
  },
};

export const passwordChanged: EmailTemplate<Data> = {
  render(data, language) {
    const text = texts[language];
    return { subject: text.subject, paragraphs: [greet(language, data.firstName), text.body, text.after] };
  },
};
