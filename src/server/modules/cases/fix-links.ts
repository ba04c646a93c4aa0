import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from '../../lib/keys';

/**
 * The signed, expiring link in the 'Action needed' e-mail (issue #17, item 2): it lets whoever
 * holds it fix one traveller of one application without an account, and nothing else. The
 * signature is an HMAC under the server's code pepper (shared by every instance), bound to the
 * application, the traveller, the request it was sent for (the case's `requestedAt`: a later request
 * makes the older link void) and the expiry; it travels in the page address's fragment and then
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
  url(applicationId: string, index: number, requestedAt: Date | null): string {
    const token = this.sign(applicationId, index, undefined, requestedAt);
    return `${this.appUrl}/applications/${applicationId}/fix/${index}#token=${token}`;
  }

  private signature(applicationId: string, index: number, requestedAt: Date | null, expires: number) {
    const request = requestedAt ? requestedAt.getTime() : 'none';
    return createHmac('sha256', this.key)
      .update(`fix-link:${applicationId}:${index}:${request}:${expires}`)
      .digest('base64url');
  }

  /** A token for one traveller of one application, valid for `fixLinkLifetimeDays`. */
  sign(
    applicationId: string,
    index: number,
    lifetimeMs = fixLinkLifetimeDays * 86_400_000,
    requestedAt: Date | null = null,
  ): string {
    const expires = Math.floor((this.now() + lifetimeMs) / 1000);
    return `${expires}.${this.signature(applicationId, index, requestedAt, expires)}`;
  }

  /** Whether the token is this traveller's, for the request now open (`requestedAt`), and not expired. */
  verify(token: string | undefined, applicationId: string, index: number, requestedAt: Date | null = null): boolean {
    const [expiresText, given] = (token ?? '').split('.');
    const expires = Number(expiresText);
    if (!given || !Number.isSafeInteger(expires) || expires * 1000 < this.now()) return false;
    const expected = Buffer.from(this.signature(applicationId, index, requestedAt, expires));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
