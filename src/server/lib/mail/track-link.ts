import type { Language } from '../../../core/languages';
import { localizedPath } from '../../../core/routes';

const sentences: Record<Language, string> = {
  en: 'You can follow your application at any time, without signing in:',
  fr: 'Vous pouvez suivre votre demande à tout moment, sans vous connecter :',
  de: 'Sie können Ihren Antrag jederzeit verfolgen, auch ohne Anmeldung:',
  es: 'Puede seguir su solicitud en cualquier momento, sin iniciar sesión:',
  zh: '您可以随时查询申请进度，无需登录：',
  ar: 'يمكنك تتبّع طلبك في أي وقت، دون تسجيل الدخول:',
  sv: 'Du kan följa din ansökan när som helst, utan att logga in:',
  ja: 'ログインしなくても、いつでも申請状況を確認できます：',
  pt: 'Pode acompanhar o seu pedido a qualquer momento, sem iniciar sessão:',
  it: 'Puoi seguire la tua domanda in qualsiasi momento, senza accedere:',
};

/** The public /track page for a reference, in the reader's language (issue #18 item 3). */
export function trackUrl(appUrl: string, reference: string, language: Language): string {
  const path = language === 'en' ? '/track' : localizedPath('/track', language);
  return `${new URL(appUrl).origin}${path}?reference=${encodeURIComponent(reference)}`;
}

/** The two paragraphs an e-mail that names a reference ends with: the sentence, then the address. */
export function trackParagraphs(appUrl: string, reference: string, language: Language): string[] {
  return [sentences[language], trackUrl(appUrl, reference, language)];
}
