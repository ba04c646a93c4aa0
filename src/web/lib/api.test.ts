import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../core/format';
import { ApiError } from './api';
import { apiDownload } from './api-download';
import { describeError } from './api-errors';
import { i18n } from './i18n';

beforeAll(() => i18n.loadNamespaces(['common', 'errors']));

const apiError = (status: number, code: string, message: string, params?: Record<string, string | number>) =>
  new ApiError(status, `${status}: ${message}`, { code, message, params });

describe('describeError', () => {
  it('says a refusal by its code, in English the spec text', () => {
    expect(describeError(apiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password'))).toBe(
      'Invalid username or password',
    );
  });

  it("keeps the server's words for a code it does not know, and for a generic code in English", () => {
    expect(describeError(apiError(409, 'SOMETHING_NEW', 'A new refusal'))).toBe('A new refusal');
    expect(describeError(apiError(404, 'NOT_FOUND', 'User not found'))).toBe('User not found');
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

  it('in the reader language, with its parameters and money in its format', async () => {
    await i18n.changeLanguage('fr');
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Serveur indisponible. Veuillez réessayer plus tard.');
    expect(describeError(apiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password'))).toBe(
      'Nom d’utilisateur ou mot de passe incorrect',
    );
    expect(describeError(apiError(503, 'SERVICE_UNAVAILABLE', 'Server unavailable. Please try again later.'))).toBe(
      'Serveur indisponible. Veuillez réessayer plus tard.',
    );
    expect(describeError(apiError(404, 'NOT_FOUND', 'User not found'))).toBe('Introuvable');
    expect(describeError(apiError(409, 'ALREADY_ASSIGNED', 'x', { name: 'Ana' }))).toBe(
      'Cette demande est déjà attribuée à Ana.',
    );
    expect(describeError(apiError(400, 'REFUND_TOO_LARGE', 'x', { mostPence: 12345 }))).toBe(
      `Au plus ${formatMoney(12345, 'fr')} peuvent être remboursés pour cette demande.`,
    );
    await i18n.changeLanguage('en');
  });

  it('a limit by its own code, with the wait in the reader words and plural', async () => {
    const limited = apiError(429, 'TOO_MANY_ACCOUNT_CODES', 'x', { waitSeconds: 2340 });
    expect(describeError(limited)).toBe(
      'Too many codes were requested for this account. Please try again in about 39 minutes.',
    );
    await i18n.changeLanguage('de');
    expect(describeError(apiError(429, 'TOO_MANY_WRONG_CODES', 'x', { waitSeconds: 7000 }))).toBe(
      'Für dieses Konto wurden zu viele falsche Codes eingegeben. Bitte versuchen Sie es in etwa 2 Stunden erneut.',
    );
    expect(describeError(apiError(429, 'TOO_MANY_SEARCHES', 'x', { waitSeconds: 30 }))).toBe(
      'Zu viele Suchanfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    );
    await i18n.changeLanguage('en');
  });

  it('a staff refusal in the reader language, a case status in its words', async () => {
    await i18n.loadNamespaces('cases');
    await i18n.changeLanguage('de');
    expect(describeError(apiError(404, 'USER_NOT_FOUND', 'User not found'))).toBe('Benutzer nicht gefunden');
    const move = apiError(409, 'CASE_MOVE_REFUSED', 'x', { fromStatus: 'granted', toStatus: 'in_review' });
    expect(describeError(move)).toBe(
      'Der Fall dieses Reisenden hat den Status „Genehmigt“ und kann nicht auf „In Prüfung“ gesetzt werden.',
    );
    await i18n.changeLanguage('en');
    expect(describeError(move)).toBe("This traveller's case is 'Approved' and cannot be moved to 'Under Review'.");
  });
});

describe('apiDownload (Download my data)', () => {
  const answer = (status: number, body: string | Blob, headers: Record<string, string>) => {
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response(body, { status, headers });
    return () => {
      globalThis.fetch = original;
    };
  };

  it('answers the file and the name the server gives it', async () => {
    const restore = answer(200, new Blob([new Uint8Array([80, 75, 3, 4])]), {
      'content-disposition': 'attachment; filename="advena-my-data-2026-11-28.zip"',
    });
    try {
      const { blob, fileName } = await apiDownload('/api/user/export');
      expect(fileName).toBe('advena-my-data-2026-11-28.zip');
      expect(blob.size).toBe(4);
    } finally {
      restore();
    }
  });

  it('turns a 429 into words with the wait, in the reader language, not raw JSON', async () => {
    const body = { code: 'TOO_MANY_EXPORTS', message: 'x', params: { waitSeconds: 1500 } };
    const restore = answer(429, JSON.stringify(body), { 'content-type': 'application/json' });
    try {
      const refusal = await apiDownload('/api/user/export').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(describeError(refusal)).toBe(
        'You have downloaded your data many times in the last hour. Please try again in about 25 minutes.',
      );
      await i18n.changeLanguage('sv');
      expect(describeError(refusal)).toBe(
        'Du har laddat ned dina uppgifter många gånger den senaste timmen. Försök igen om ungefär 25 minuter.',
      );
    } finally {
      await i18n.changeLanguage('en');
      restore();
    }
  });
});
