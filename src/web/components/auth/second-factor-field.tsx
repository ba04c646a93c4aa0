import { useEffect, useRef, useState } from 'react';
import { oneTimeCodeLength } from '../../../core/limits';
import { secondFactorCode } from '../../../core/mfa';
import { asksForCode, describeCodeError, isCodeRefusal } from '../../lib/code-refusals';
import { useTranslation } from '../../lib/i18n';
import { pasteOneTimeCode } from '../../lib/paste-code';
import { useFieldMessage } from '../../lib/schema-message';
import { TextField } from '../ui/form-controls';

/** 'ABCDE-FGHJK', or with a space: the longest recovery code a person types. */
const recoveryCodeMaxLength = 11;

/**
 * The sign-in forms' code step: shown once the server answers 401 MFA_REQUIRED (or MFA_CODE_INVALID) for a right
 * password. `refused` decides whether an error belongs here (else the form shows it as before);
 * `check` validates the typed code with the shared rule and returns it, or shows why not.
 */
export function useSecondFactorStep() {
  const { t } = useTranslation('mfa');
  const fieldMessage = useFieldMessage();
  const [active, setActive] = useState(false);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  // Each prompt or error takes the focus to the field, so a screen reader reads it.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);

  function refused(failure: unknown): boolean {
    const asked = asksForCode(failure);
    if (!asked && !(active && isCodeRefusal(failure))) return false;
    // The first answer only asks for a code; later ones say what was wrong with it.
    setError(active ? describeCodeError(t, failure) : undefined);
    setActive(true);
    setCode('');
    setFocusRequest((count) => count + 1);
    return true;
  }

  function check(): string | null {
    const parsed = secondFactorCode.safeParse(code);
    if (parsed.success) {
      setError(undefined);
      return parsed.data;
    }
    const message = parsed.error.issues[0]?.message;
    setError(fieldMessage(message) ?? t('messages.codeFormat'));
    setFocusRequest((count) => count + 1);
    return null;
  }

  function toggleRecovery() {
    setRecovery((value) => !value);
    setCode('');
    setError(undefined);
    setFocusRequest((count) => count + 1);
  }

  return { active, code, setCode, recovery, toggleRecovery, error, inputRef, refused, check };
}

export type SecondFactorStep = ReturnType<typeof useSecondFactorStep>;

/** The code field (from the app, or a recovery code) with its error, and the switch between them. */
export function SecondFactorField({ step }: { step: SecondFactorStep }) {
  const { t } = useTranslation('mfa');
  if (!step.active) return null;
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-4" data-testid="second-factor">
      <TextField
        ref={step.inputRef}
        label={t(step.recovery ? 'code.recoveryLabel' : 'code.label')}
        hint={t(step.recovery ? 'code.recoveryHint' : 'code.hint')}
        value={step.code}
        onChange={(event) => step.setCode(event.target.value)}
        error={step.error}
        dir="ltr"
        spellCheck={false}
        autoCapitalize={step.recovery ? 'characters' : 'off'}
        {...(step.recovery
          ? { autoComplete: 'off', inputMode: 'text', maxLength: recoveryCodeMaxLength }
          : {
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              maxLength: oneTimeCodeLength,
              onPaste: pasteOneTimeCode,
            })}
        className="[&_input]:font-mono [&_input]:tracking-widest"
      />
      <button
        type="button"
        onClick={step.toggleRecovery}
        className="justify-self-start text-sm font-medium text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {t(step.recovery ? 'code.useApp' : 'code.useRecovery')}
      </button>
    </div>
  );
}
