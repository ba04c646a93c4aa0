import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let behindProxy: TestApp;
let direct: TestApp;

beforeAll(async () => {
  // app.inject's peer is 127.0.0.1: the trusted load balancer for one app, a stranger for the other.
  behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  direct = await createTestApp();
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const idOf = async (test: TestApp, header?: string) => {
  const response = await test.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: header === undefined ? {} : { 'x-request-id': header },
  });
  return response.headers['x-request-id'];
};

describe('request ids', () => {
  it('are ours, different on every answer, and echoed as X-Request-Id', async () => {
    const first = await idOf(direct);
    const second = await idOf(direct);
    expect(first).toMatch(/^[\w-]+-[0-9a-z]+$/);
    expect(second).not.toBe(first);
  });

  it('follow a trusted load balancer’s X-Request-Id, so one id finds the call in both logs', async () => {
    expect(await idOf(behindProxy, 'lb-5f1c2e9a-0001')).toBe('lb-5f1c2e9a-0001');
  });

  it('ignore the header from a peer we do not trust, and a value that is not a plain id', async () => {
    expect(await idOf(direct, 'lb-5f1c2e9a-0001')).not.toBe('lb-5f1c2e9a-0001');
    for (const unsafe of [
      'short',
      'a'.repeat(129),
      'has space in it',
      'line\u2028break-00',
      '<script>alert(1)</script>',
    ]) {
      expect(await idOf(behindProxy, unsafe)).not.toBe(unsafe);
    }
  });
});
