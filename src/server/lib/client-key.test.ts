import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { clientKey } from './client-key';

describe('the key of a per-client limit', () => {
  it('keeps an IPv4 address, and takes an IPv4-mapped one as its IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, however the address is written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(clientKey('2001:db8:aa:1::1')).toBe(key);
    expect(clientKey('2001:0db8:00aa:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:DB8:AA:1:1234:5678:9abc:def0')).toBe(key);
    expect(clientKey('2001:db8:aa:1::1%eth0')).toBe(key);
    expect(clientKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

describe('per-client limits over IPv6', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('count every address of one /64 as one client, and another /64 apart', async () => {
    const tryLogin = (remoteAddress: string, attempt: number) =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: `v6-${attempt}@example.com`, password: 'wrong-password' },
      });
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await tryLogin(`2001:db8:5:6::${attempt.toString(16)}`, attempt)).statusCode).toBe(401);
    }
    const sameNetwork = await tryLogin('2001:db8:5:6:ffff::31', 31);
    expect(sameNetwork.statusCode).toBe(429);
    expect((await tryLogin('2001:db8:5:7::1', 32)).statusCode).toBe(401);
  });
});
