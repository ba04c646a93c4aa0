import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replyMessages } from '../core/admin-contact';
import { adminUserMessages } from '../core/admin-users';
import { messages as applicationMessages, cardholderNameMessages, cardMessages } from '../core/applications';
import { authMessages } from '../core/auth';
import { caseMessages } from '../core/case-requests';
import { contactMessages } from '../core/contact';
import { feeMessages } from '../core/fees';
import { mfaMessages } from '../core/mfa';
import { paymentMessages } from '../core/payments';
import { authErrorKeys } from './features/auth/error-keys';
import { accountErrorKeys } from './features/profile/error-keys';
import { joinSentences, keysOf } from './lib/schema-message';

const english = (namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../locales/en', `${namespace}.json`), 'utf8'));
const textAt = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

/**
 * Every key of `keys` ({ message: translation key }) has English words in the namespace, or in
 * `common`, where `t` looks next (the rules several features share, said once).
 */
function expectWords(namespace: string, keys: Readonly<Record<string, string>>) {
  const texts = english(namespace);
  const shared = english('common');
  for (const [message, key] of Object.entries(keys)) {
    expect(typeof (textAt(texts, key) ?? textAt(shared, key)), `${namespace}:${key} for '${message}'`).toBe('string');
  }
}

describe('the words of the schema messages', () => {
  it('exist for every rule a form can meet', () => {
    expectWords('apply', keysOf(applicationMessages, 'validation'));
    expectWords('apply', keysOf(paymentMessages, 'paymentErrors'));
    expectWords('apply', keysOf(cardholderNameMessages, 'payment.cardholderErrors'));
    expectWords('apply', keysOf(cardMessages, 'payment.cardErrors'));
    expectWords('contact', keysOf(contactMessages, 'validation'));
    expectWords('adminUsers', keysOf(adminUserMessages, 'users.errors'));
    expectWords('adminContact', keysOf(replyMessages, 'contacts.reply'));
    expectWords('adminSettings', keysOf(feeMessages, 'settings.fees.errors'));
    expectWords('auth', authErrorKeys);
    expectWords('profile', accountErrorKeys);
    expectWords('mfa', keysOf(mfaMessages, 'messages'));
    expectWords('cases', keysOf(caseMessages, 'errors'));
  });

  it('cover every account rule but those only the API meets', () => {
    const apiOnly = new Set<string>([authMessages.invalidCredentials, authMessages.language]);
    for (const message of Object.values(authMessages)) {
      if (apiOnly.has(message)) continue;
      expect(message in authErrorKeys || message in accountErrorKeys, message).toBe(true);
    }
  });
});

describe('two sentences joined for a field message', () => {
  it('adds the full stop a server message leaves off, in the script of the sentence', () => {
    expect(joinSentences('Invalid or expired verification code', 'You have 4 more tries.')).toBe(
      'Invalid or expired verification code. You have 4 more tries.',
    );
    expect(joinSentences('That code is not right.', 'You have 1 more try.')).toBe(
      'That code is not right. You have 1 more try.',
    );
    expect(joinSentences('確認コードが正しくないか、有効期限が切れています', '残り4回試せます。')).toBe(
      '確認コードが正しくないか、有効期限が切れています。残り4回試せます。',
    );
  });
});
