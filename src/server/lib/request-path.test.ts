import { describe, expect, it } from 'vitest';
import { isApiPath, requestPath } from './request-path';

describe('requestPath', () => {
  it.each([
    ['/api/admin/users?x=1', '/api/admin/users'],
    ['/api/%61dmin/users', '/api/admin/users'],
    ['/%61pi/admin', '/api/admin'],
    ['//api//admin/', '/api/admin/'],
    ['/api/./admin', '/api/admin'],
    ['/api/x/../admin', '/api/admin'],
    ['/api/x/%2e%2e/admin', '/api/admin'],
    ['/x/..%2f..%2fapi/admin', '/api/admin'],
    ['http://evil.example/api/admin/users', '/api/admin/users'],
    ['/fr/pricing#top', '/fr/pricing'],
    ['/bad%E0escape', '/bad%E0escape'],
    ['/\\api\\admin', '/api/admin'],
    ['/../../etc/passwd', '/etc/passwd'],
  ])('reads %s as %s', (raw, expected) => {
    expect(requestPath(raw)).toBe(expected);
  });

  it('tells API paths in any case from pages', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/API/admin')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/pricing')).toBe(false);
  });
});
