import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from '../../lib/keys';

/**
 * The signed, expiring link in the 'Action needed' e-mail (issue #17, item 2): it lets whoever
 * holds it fix one traveller of one application without an account, and nothing else. The
 * signature is an HMAC under the server's code pepper (shared by every instance), bound to the
 * application, the traveller and the expiry; it travels in the page address's fragment and then
 * in a request header, never in a URL the server logs.
 */
export const fixLinkLifetimeDays = 14;
export const fixTokenHeader = 'x-fix-token';

export class FixLinks {
  constructor(
    private readonly key: Buffer,
    private readonly appUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  static fromConfig(config: { dataDir: string; codePepper?: string; appUrl: string }) {
    return new FixLinks(secretKey(config.dataDir, 'code-pepper.key', config.codePepper), config.appUrl);
  }

  /** The focused form's page for the e-mail, the token in the fragment (browsers never send it). */
  url(applicationId: string, index: number): string {
    return `${this.appUrl}/applications/${applicationId}/fix/${index}#token=${this.sign(applicationId, index)}`;
  }

  private signature(applicationId: string, index: number, expires: number) {
    return createHmac('sha256', this.key).update(`fix-link:${applicationId}:${index}:${expires}`).digest('base64url');
  }

  /** A token for one traveller of one application, valid for `fixLinkLifetimeDays`. */
  sign(applicationId: string, index: number, lifetimeMs = fixLinkLifetimeDays * 86_400_000): string {
    const expires = Math.floor((this.now() + lifetimeMs) / 1000);
    return `${expires}.${this.signature(applicationId, index, expires)}`;
  }

  /** Whether the token is this traveller's and not expired. */
  verify(token: string | undefined, applicationId: string, index: number): boolean {
    const [expiresText, given] = (token ?? '').split('.');
    const expires = Number(expiresText);
    if (!given || !Number.isSafeInteger(expires) || expires * 1000 < this.now()) return false;
    const expected = Buffer.from(this.signature(applicationId, index, expires));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
