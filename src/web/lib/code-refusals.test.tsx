import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { describeCodeError, mailedCodeRefusal } from './code-refusals';
import { i18n } from './i18n';

// The words of a refused code, as the forms show them at the code field (the real English files).
const refused = (code: string, attemptsLeft?: number) =>
  new ApiError(400, code, { code, message: code, ...(attemptsLeft === undefined ? {} : { attemptsLeft }) });

describe('the words of a refused code', () => {
  it('says a mailed code is wrong with the tries left, and asks for a new code after the last', async () => {
    await i18n.loadNamespaces(['auth', 'errors']);
    const auth = i18n.getFixedT('en', ['auth']);
    expect(mailedCodeRefusal(auth, refused('CODE_EXPIRED', 2))).toBe(
      'Invalid or expired verification code. You have 2 more tries.',
    );
    expect(mailedCodeRefusal(auth, refused('CODE_EXPIRED', 0))).toBe(
      'Invalid or expired verification code. That was the last try for this code: request a new code to try again.',
    );
    expect(mailedCodeRefusal(auth, refused('CODE_LOCKED'))).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );
  });

  it('leaves a refusal of anything but the code to the toast', async () => {
    await i18n.loadNamespaces(['auth', 'errors']);
    expect(mailedCodeRefusal(i18n.getFixedT('en', ['auth']), refused('CODE_REQUESTED_RECENTLY'))).toBeUndefined();
  });

  it("says an app's code is wrong with its own last-try words: a wait, not a new code", async () => {
    await i18n.loadNamespaces(['mfa', 'errors']);
    expect(describeCodeError(i18n.getFixedT('en', ['mfa']), refused('MFA_CODE_INVALID', 0))).toMatch(
      /^That code is not right\..* No tries are left for now: wait 15 minutes before trying again\.$/,
    );
  });
});
