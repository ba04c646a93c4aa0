import { describe, expect, it } from 'vitest';
import { returnToParam, safeReturnPath, signInPathFor } from './return-path';

describe('the page a traveller returns to after signing in', () => {
  it('accepts a page of this site with its query and fragment, in any language', () => {
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/applications/0b7c5e1e-1111-4aaa-8bbb-123456789abc?tab=documents#top')).toBe(
      '/applications/0b7c5e1e-1111-4aaa-8bbb-123456789abc?tab=documents#top',
    );
    expect(safeReturnPath('/apply/travel')).toBe('/apply/travel');
    expect(safeReturnPath('/fr/dashboard')).toBe('/fr/dashboard');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses every spelling of another site', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/dashboard',
      '///evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      '\\/evil.com',
      'https://evil.com',
      'https:evil.com',
      'https:/evil.com',
      'http://evil.com/dashboard',
      'evil.com',
      'javascript:alert(1)',
      '/\t/evil.com',
      '/\n/evil.com',
      ' //evil.com',
      '/%2F%2Fevil.com',
      '/%2f/evil.com',
      '/%5Cevil.com',
      '/%5c%5cevil.com',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses what is not a page to return to: staff pages, sign-in, reset, unknown paths, non-strings', () => {
    for (const value of [
      '/admin/dashboard',
      '/admin/login',
      '/auth',
      '/de/auth?returnTo=/dashboard',
      '/reset-password',
      '/no-such-page',
      '/%E0%A4%A',
      '',
      `/dashboard?${'x'.repeat(3000)}`,
      undefined,
      null,
      42,
      ['/dashboard'],
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('builds the sign-in address that carries the page, encoded, or plain /auth', () => {
    expect(signInPathFor('/applications/abc?tab=1')).toBe(`/auth?${returnToParam}=%2Fapplications%2Fabc%3Ftab%3D1`);
    expect(signInPathFor('/ja/profile', '/ja/auth')).toBe('/ja/auth?returnTo=%2Fja%2Fprofile');
    expect(signInPathFor('//evil.com')).toBe('/auth');
    expect(signInPathFor('/admin/users')).toBe('/auth');
  });
});
