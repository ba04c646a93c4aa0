import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { authMessages } from '../../core/auth';
import { refusalCodes } from '../../core/errors';
import { badRequest } from './errors';

/** zxcvbn's scores run 0–4; 3 is 'safely unguessable' (about 10^8 guesses and more). */
const minimumScore = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn and its common-words dictionary weigh megabytes, so they load on the first new password,
 * on the server only, and are set up once.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/**
 * Refuses (400, with the message on `field`) a new password that common-password lists and
 * patterns guess too easily. `context` is what the account already says (e-mail, names), which a
 * password should not be built from.
 */
export async function assertStrongPassword(
  password: string,
  field: 'password' | 'newPassword',
  context: (string | null | undefined)[] = [],
): Promise<void> {
  const inputs = context.filter((value): value is string => Boolean(value));
  const { score } = (await loadChecker()).check(password, inputs);
  if (score < minimumScore)
    throw badRequest(
      authMessages.commonPassword,
      { [field]: refusalCodes.passwordTooCommon },
      refusalCodes.passwordTooCommon,
    );
}
