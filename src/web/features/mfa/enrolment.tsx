import { useMutation } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { oneTimeCodeLength } from '../../../core/limits';
import { mfaConfirmSchema } from '../../../core/mfa';
import { freshSignInMinutes } from '../../../core/request-safety';
import { Button, TextField } from '../../components/ui/form-controls';
import { describeError } from '../../lib/api-errors';
import { describeCodeError } from '../../lib/code-refusals';
import { asksForFreshProof } from '../../lib/fresh-proof';
import { useTranslation } from '../../lib/i18n';
import { pasteOneTimeCode } from '../../lib/paste-code';
import { useFieldMessage } from '../../lib/schema-message';
import { useCopy } from '../../lib/use-copy';
import { confirmMfa, startMfaSetup } from './api';
import { RecoveryCodes } from './recovery-codes';

/** 'JBSW Y3DP EHPK 3PXP': a secret is easier to type in groups of four. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The server's SVG as an image: shown, never run or added to the page as markup. */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Turning two-step verification on: 1 scan the QR code (or type the secret), 2 enter a code from
 * the app, 3 the ten recovery codes, shown once. Required for staff, optional for travellers.
 */
export function MfaEnrolment({
  account,
  headingLevel: Heading = 'h2',
  onCancel,
  onFinished,
}: {
  /** The e-mail the codes belong to, named in the downloaded file. */
  account: string;
  headingLevel?: 'h2' | 'h3';
  onCancel?: () => void;
  onFinished: () => void;
}) {
  const { t } = useTranslation(['mfa', 'profile']);
  const fieldMessage = useFieldMessage();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  // Asked for once the server wants fresh proof (a sign-in older than 10 minutes).
  const [password, setPassword] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const passwordInput = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopy();
  const setup = useMutation({ mutationFn: startMfaSetup });
  const confirm = useMutation({
    mutationFn: confirmMfa,
    onError: (error) => {
      if (asksForFreshProof(error)) {
        setPassword((current) => current ?? '');
        setPasswordError(describeError(error));
        setTimeout(() => passwordInput.current?.focus());
        return;
      }
      setCodeError(describeCodeError(t, error));
      codeInput.current?.focus();
    },
  });

  // One set-up per visit: a second one would replace the secret the first QR code shows.
  const started = useRef(false);
  const { mutate: startSetup } = setup;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  if (confirm.data) {
    return (
      <RecoveryCodes
        codes={confirm.data.recoveryCodes}
        account={account}
        headingLevel={Heading}
        onContinue={onFinished}
      />
    );
  }
  if (setup.isPending || setup.isIdle) {
    return <output className="block text-slate-600">{t('setup.loading')}</output>;
  }
  if (setup.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>
          {t('setup.loadFailed')} {describeCodeError(t, setup.error)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setup.mutate()}>{t('setup.retry')}</Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('setup.cancel')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const { secret, qrCodeSvg } = setup.data;
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mfaConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setCodeError(fieldMessage(message) ?? t('messages.codeFormat'));
      codeInput.current?.focus();
      return;
    }
    setCodeError(undefined);
    setPasswordError(undefined);
    confirm.mutate({ code: parsed.data.code, password });
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="mfa-scan-heading" className="grid gap-3">
        <Heading id="mfa-scan-heading" className="text-lg font-semibold text-slate-900">
          {t('setup.scanTitle')}
        </Heading>
        <p className="text-sm text-slate-700">{t('setup.scanText')}</p>
        <img
          src={svgImage(qrCodeSvg)}
          alt={t('setup.qrAlt')}
          width={192}
          height={192}
          className="h-48 w-48 rounded-md border border-slate-200 bg-white p-2"
        />
        <p className="text-sm text-slate-700">{t('setup.secretLabel')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            dir="ltr"
            data-testid="mfa-secret"
            className="rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900 break-all"
          >
            {groupedSecret(secret)}
          </code>
          <Button variant="secondary" onClick={() => copy('secret', secret)}>
            {copied === 'secret' ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied === 'secret' ? t('setup.copied') : t('setup.copyKey')}
          </Button>
        </div>
      </section>

      <section aria-labelledby="mfa-code-heading">
        <Heading id="mfa-code-heading" className="text-lg font-semibold text-slate-900">
          {t('setup.codeTitle')}
        </Heading>
        <form noValidate onSubmit={submit} className="mt-3 grid gap-4">
          <TextField
            ref={codeInput}
            label={t('code.label')}
            hint={t('setup.codeText')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={oneTimeCodeLength}
            onPaste={pasteOneTimeCode}
            dir="ltr"
            className="max-w-xs [&_input]:font-mono [&_input]:tracking-widest"
          />
          {password !== undefined && (
            <TextField
              ref={passwordInput}
              type="password"
              label={t('profile:freshProof.passwordLabel')}
              hint={t('profile:freshProof.hint', { minutes: freshSignInMinutes })}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              autoComplete="current-password"
              className="max-w-xs"
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? t('setup.confirming') : t('setup.confirm')}
            </Button>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel}>
                {t('setup.cancel')}
              </Button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
