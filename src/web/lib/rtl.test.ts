import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../core/format';
import { i18n, isolate, retryDelaysMs, withRetries } from './i18n';

describe('right-to-left text', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['errors']);
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['common', 'apply', 'myApplications', 'errors']);
  });

  it('isolates every text put into an Arabic sentence, so it keeps its own order', () => {
    const t = i18n.getFixedT('ar', ['apply']);
    const phone = '+81 90 1234 5678';
    const amount = formatMoney(14997, 'ar');
    const pay = t('payment.pay', { total: amount });
    expect(pay).toContain(isolate(amount));
    // The amount stays in one piece, Western digits, pounds and pence in their order.
    expect(pay).toMatch(/\u2068[^\u2069]*149\.97[^\u2069]*£\u2069/);
    const withPhone = t('common:disclaimer.short', { fee: phone });
    expect(withPhone).toContain(`\u2068${phone}\u2069`);
    // Counts are plain numbers: nothing to isolate.
    expect(t('payment.processing', { count: 3 })).not.toContain('\u2068');
    // A left-to-right language is left as it is.
    expect(i18n.getFixedT('en', ['errors'])('ALREADY_ASSIGNED', { name: 'Ana' })).not.toContain('\u2068');
  });

  it('keeps the date-format hints and the test card number left to right inside Arabic text', () => {
    const t = i18n.getFixedT('ar', ['apply']);
    expect(t('validation.date')).toContain('\u2066YYYY-MM-DD\u2069.');
    expect(i18n.getFixedT('ar', ['errors'])('NOT_A_TEST_CARD')).toContain('\u20664242 4242 4242 4242\u2069');
  });
});

describe('the translation loader', () => {
  it('retries 5 times, from 350 ms and twice as long each time, then gives up', async () => {
    expect([...retryDelaysMs]).toEqual([350, 700, 1400, 2800, 5600]);
    const waits: number[] = [];
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    await expect(withRetries(failing, retryDelaysMs, async (ms) => void waits.push(ms))).rejects.toThrow('offline');
    expect(calls).toBe(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops at the first success', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new Error('dropped')) : Promise.resolve('ok'));
    await expect(withRetries(flaky, retryDelaysMs, async () => undefined)).resolves.toBe('ok');
    expect(calls).toBe(3);
  });
});
