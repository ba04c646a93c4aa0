import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PublicUser } from '../../../core/auth';
import { mfaDisableSchema } from '../../../core/mfa';
import { Button, Card, TextField } from '../../components/ui/form-controls';
import { describeCodeError } from '../../lib/code-refusals';
import { currentUserQuery } from '../../lib/current-user';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { turnOffMfa } from './api';
import { MfaEnrolment } from './enrolment';

/** 'ABCDE-FGHJK', or with a space: the longest code a person types. */
const codeMaxLength = 11;

/**
 * Profile → Security: a traveller turns two-step verification on (the same set-up as staff) or
 * off (with a current code, so a borrowed session cannot). Staff cannot turn it off.
 */
export function TwoStepCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation('mfa');
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'enrolling' | 'turningOff'>('idle');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (mode === 'turningOff') codeInput.current?.focus();
  }, [mode]);
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });

  const turnOff = useMutation({
    mutationFn: turnOffMfa,
    onSuccess: async () => {
      await refreshUser();
      setMode('idle');
      setCode('');
      toast({ title: t('toast.turnedOff'), description: t('toast.turnedOffText') });
    },
    onError: (error) => {
      setCodeError(describeCodeError(t, error));
      codeInput.current?.focus();
    },
  });

  async function enrolled() {
    await refreshUser();
    setMode('idle');
    toast({ title: t('toast.turnedOn'), description: t('toast.turnedOnText') });
  }
  function submitTurnOff(event: FormEvent) {
    event.preventDefault();
    const parsed = mfaDisableSchema.safeParse({ code });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setCodeError(fieldMessage(message) ?? t('messages.codeFormat'));
      codeInput.current?.focus();
      return;
    }
    setCodeError(undefined);
    turnOff.mutate(parsed.data.code);
  }

  const status = (
    <p className="flex items-center gap-2 text-sm text-slate-800" data-testid="two-step-status">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.mfaEnabled ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
      >
        {t(user.mfaEnabled ? 'card.on' : 'card.off')}
      </span>
      {t(user.mfaEnabled ? 'card.onText' : 'card.offText')}
    </p>
  );

  return (
    <Card title={t('card.title')} description={t('card.description')}>
      {mode === 'enrolling' ? (
        <MfaEnrolment account={user.email} headingLevel="h3" onCancel={() => setMode('idle')} onFinished={enrolled} />
      ) : mode === 'turningOff' ? (
        <form noValidate onSubmit={submitTurnOff} className="grid gap-4">
          {status}
          <TextField
            ref={codeInput}
            label={t('card.turnOffCode')}
            hint={t('card.turnOffHint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
            autoComplete="one-time-code"
            maxLength={codeMaxLength}
            spellCheck={false}
            dir="ltr"
            className="max-w-xs [&_input]:font-mono [&_input]:tracking-widest"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={turnOff.isPending}>
              {turnOff.isPending ? t('card.turningOff') : t('card.confirmTurnOff')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setMode('idle');
                setCode('');
                setCodeError(undefined);
              }}
            >
              {t('setup.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-4">
          {status}
          {user.role !== 'admin' && (
            <div>
              {user.mfaEnabled ? (
                <Button variant="secondary" onClick={() => setMode('turningOff')}>
                  {t('card.turnOff')}
                </Button>
              ) : (
                <Button onClick={() => setMode('enrolling')}>{t('card.turnOn')}</Button>
              )}
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
