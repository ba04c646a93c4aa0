import { Clock } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * Said plainly when a signed-in traveller's session ends mid-wizard, with the sign-in form in
 * place: signing in again keeps the step, the answers and the uploads (they belong to the account).
 */
export function SessionExpiredNotice({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation('apply');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="session-expired-title"
      className="mb-8 rounded-lg border-4 border-amber-500 bg-amber-50 p-4 outline-none"
      data-testid="session-expired"
    >
      <h2 id="session-expired-title" className="flex items-center gap-2 text-lg font-bold text-amber-900">
        <Clock className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('session.expiredTitle')}
      </h2>
      <p className="mt-2 text-slate-800">{t('session.expiredText')}</p>
      <div className="mt-4 max-w-md rounded-md bg-white p-4">{signIn}</div>
    </section>
  );
}
