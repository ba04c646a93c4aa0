import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, describeError } from './api';
import { i18n } from './i18n';

beforeAll(() => i18n.loadNamespaces('common'));

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, `${status}: ${message}`, { code, message });

describe('describeError', () => {
  it("keeps the server's words for what it refused", () => {
    expect(describeError(apiError(401, 'UNAUTHORIZED', 'Invalid username or password'))).toBe(
      'Invalid username or password',
    );
  });

  it("gives the spec's generic texts for no answer, a timeout, a server fault and too many tries", () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Server unavailable. Please try again later.');
    expect(describeError(new DOMException('signal timed out', 'TimeoutError'))).toBe(
      'Request timed out. Please try again.',
    );
    expect(describeError(apiError(500, 'INTERNAL_ERROR', 'TypeError: x is undefined'))).toBe(
      'An error occurred. Please try again later.',
    );
    expect(describeError(apiError(429, 'RATE_LIMITED', 'Too many requests'))).toBe(
      'Too many requests. Please wait and try again.',
    );
  });

  it('in the reader language', async () => {
    await i18n.changeLanguage('fr');
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Serveur indisponible. Veuillez réessayer plus tard.');
    await i18n.changeLanguage('en');
  });
});
