import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from '../../lib/keys';

/**
 * The signed token of a reminder's unsubscribe link (RFC 8058): it names the application (`a`) or
 * the account (`u`) the reminder went to, never an address, so a URL in a log holds no personal
 * data. An HMAC under the server's code pepper (shared by every instance); it does not expire, as
 * an unsubscribe link must keep working.
 */
export type Recipient = { kind: 'a' | 'u'; id: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class UnsubscribeTokens {
  constructor(private readonly key: Buffer) {}

  static fromConfig(config: { dataDir: string; codePepper?: string }) {
    return new UnsubscribeTokens(secretKey(config.dataDir, 'code-pepper.key', config.codePepper));
  }

  private signature(recipient: Recipient) {
    return createHmac('sha256', this.key).update(`unsubscribe:${recipient.kind}:${recipient.id}`).digest('base64url');
  }

  sign(recipient: Recipient): string {
    return `${recipient.kind}.${recipient.id}.${this.signature(recipient)}`;
  }

  /**
   * The key an address's opt-out is kept under: an HMAC of the address in lower case, so the table
   * answers 'did this address stop reminders?' without being a list of addresses.
   */
  addressKey(email: string): string {
    return createHmac('sha256', this.key).update(`reminder-opt-out:${email.trim().toLowerCase()}`).digest('base64url');
  }

  /** The recipient a token names, or null when it is not one of ours. */
  verify(token: string | undefined): Recipient | null {
    const [kind, id, given] = (token ?? '').split('.');
    if ((kind !== 'a' && kind !== 'u') || !id || !uuidPattern.test(id) || !given) return null;
    const expected = Buffer.from(this.signature({ kind, id }));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? { kind, id } : null;
  }
}

/** The unsubscribe page and one-click endpoint of a token, on APP_URL. */
export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 8058 headers: a mail client POSTs `List-Unsubscribe=One-Click` to the URL, no page opened. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
