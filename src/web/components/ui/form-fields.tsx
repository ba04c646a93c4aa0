import { type ComponentProps, forwardRef } from 'react';
import { maxLengths, oneTimeCodeLength } from '../../../core/limits';
import { pasteOneTimeCode } from '../../lib/paste-code';
import { TextField } from './form-controls';

type FieldProps = ComponentProps<typeof TextField>;

/** An e-mail address: the address keyboard, the browser's saved address, the longest one allowed. */
export const EmailField = forwardRef<HTMLInputElement, FieldProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" maxLength={maxLengths.email} {...props} />;
});

/** A password, hidden as typed; `autoComplete` says whether it is the current one or a new one. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps & { autoComplete: string }>(
  function PasswordField(props, ref) {
    return <TextField ref={ref} type="password" maxLength={maxLengths.password} {...props} />;
  },
);

/** A mailed or app code: digits, offered from the message by the phone, pasted whole with its spaces. */
export const OneTimeCodeField = forwardRef<HTMLInputElement, FieldProps>(function OneTimeCodeField(props, ref) {
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={oneTimeCodeLength}
      onPaste={pasteOneTimeCode}
      {...props}
    />
  );
});
