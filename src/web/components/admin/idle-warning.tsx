import * as Dialog from '@radix-ui/react-dialog';
import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PublicUser } from '../../../core/auth';
import { idleWarningSeconds } from '../../../core/limits';
import { useLastActivityAt } from '../../lib/activity';
import { apiGet } from '../../lib/api';
import { setCurrentUser } from '../../lib/current-user';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { announcedSeconds, clockDuration, idleCountdown, spokenDuration } from '../../lib/idle';
import { Button } from '../ui/form-controls';

/**
 * Two minutes before the server ends an unused staff session, an alert dialog says so and counts
 * down; 'Stay signed in' asks the server who is signed in (which counts as use), 'Sign out' signs
 * out; at zero, `onExpired`. Counted from the app's last successful API call (lib/activity.ts).
 */
export function IdleWarning({
  idleSeconds,
  onSignOut,
  onExpired,
}: {
  idleSeconds: number;
  onSignOut: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const lastActivityAt = useLastActivityAt();
  const [now, setNow] = useState(() => Date.now());
  const [staying, setStaying] = useState(false);
  const { warnsAt, warning, secondsLeft } = idleCountdown(lastActivityAt, idleSeconds, idleWarningSeconds, now);

  // One timer until the warning is due, then one tick a second for the countdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick (`now`) sets the next one.
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), warning ? 1000 : Math.max(0, warnsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [warning, warnsAt, now]);
  // A tab in the background, or a laptop that slept, may have missed its timer.
  useEffect(() => {
    const wake = () => setNow(Date.now());
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, []);

  const expired = useRef(false);
  useEffect(() => {
    if (!warning || secondsLeft > 0 || expired.current) return;
    expired.current = true;
    onExpired();
  }, [warning, secondsLeft, onExpired]);

  async function stay() {
    setStaying(true);
    try {
      const user = await apiGet<PublicUser>('/api/user', { on401: 'returnNull' });
      if (user) setCurrentUser(user);
      else onExpired();
    } catch {
      // No answer (offline): the countdown goes on, and they may try again.
    } finally {
      setStaying(false);
      setNow(Date.now());
    }
  }

  return (
    <Dialog.Root open={warning} onOpenChange={(open) => !open && stay()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 m-auto h-fit w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-xl"
        >
          <div className="flex items-start gap-3">
            <Clock className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" aria-hidden="true" />
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{t('idle.title')}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-700">
                {t('idle.text', { minutes: idleSeconds / 60 })}
              </Dialog.Description>
            </div>
          </div>
          <p className="mt-4 text-center">
            <span className="block text-sm text-slate-600">{t('idle.timeLeft')}</span>
            <span role="timer" className="block text-4xl font-bold tabular-nums text-slate-900">
              {clockDuration(secondsLeft, language)}
            </span>
          </p>
          <p className="sr-only" aria-live="polite">
            {t('idle.announce', { time: spokenDuration(announcedSeconds(secondsLeft), language) })}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button onClick={stay} disabled={staying}>
              {t('idle.stay')}
            </Button>
            <Button variant="secondary" onClick={onSignOut}>
              {t('idle.signOut')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
