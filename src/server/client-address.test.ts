import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { loadConfig } from './config';

const addressRoute = (app: FastifyInstance) => {
  app.get('/api/test/client-address', async (request) => ({ ip: request.ip }));
};

const clientAddress = async (test: TestApp, remoteAddress: string, forwardedFor?: string) => {
  const response = await test.app.inject({
    method: 'GET',
    url: '/api/test/client-address',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.json().ip as string;
};

describe('with TRUST_PROXY unset', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({}, { beforeReady: addressRoute });
  });
  afterAll(() => test.close());

  it('takes the client address from the socket, whatever X-Forwarded-For says', async () => {
    expect(await clientAddress(test, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('counts failed logins per client even when X-Forwarded-For changes on every try', async () => {
    const tryLogin = (attempt: number) =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.8',
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        // A different account each time, so only the per-client limit (30 in 15 minutes) applies.
        payload: { email: `nobody${attempt}@example.com`, password: 'wrong-password' },
      });
    for (let attempt = 1; attempt <= 30; attempt++) expect((await tryLogin(attempt)).statusCode).toBe(401);
    const refused = await tryLogin(31);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('with TRUST_PROXY naming the load balancer', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { beforeReady: addressRoute });
  });
  afterAll(() => test.close());

  it('takes the client address from X-Forwarded-For sent by that load balancer', async () => {
    expect(await clientAddress(test, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(await clientAddress(test, '127.0.0.1', '192.0.2.5, 198.51.100.2')).toBe('198.51.100.2');
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    expect(await clientAddress(test, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY', () => {
  it('takes addresses and CIDR ranges separated by commas; unset trusts none', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
    // Set to nothing is a mistake, not 'none': unset it.
    expect(() => loadConfig({ TRUST_PROXY: ' ' })).toThrow(/TRUST_PROXY: is set but empty/);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});
