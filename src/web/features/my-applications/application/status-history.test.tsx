import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../core/languages';
import type { MyApplication, MyApplicationEvent } from '../../../../core/my-applications';
import { i18n } from '../../../lib/i18n';
import { StatusHistory } from './status-history';

afterEach(() => i18n.changeLanguage('en'));

/** The history of a paid application its owner cancelled, as GET /api/applications/{id} sends it. */
const at = { travellerIndex: null, createdAt: '2026-11-20T10:00:00.000Z', notes: null };
const events: MyApplicationEvent[] = [
  { ...at, id: 1, type: 'submitted', fromStatus: null, toStatus: 'pending' },
  { ...at, id: 2, type: 'cancelled', fromStatus: 'pending', toStatus: 'cancelled' },
  { ...at, id: 3, type: 'refunded', fromStatus: null, toStatus: null, amountPence: 4999 },
];

async function historyIn(language: Language) {
  await i18n.loadNamespaces(['common', 'myApplications']);
  await i18n.changeLanguage(language);
  render(<StatusHistory application={{ events } as unknown as MyApplication} />);
  return screen.getByTestId('timeline').textContent ?? '';
}

describe("the application page's history", () => {
  it('of a cancelled application, in German, says every line in German, the refund by its amount (#37)', async () => {
    const text = await historyIn('de');
    expect(text).toContain('Antrag eingereicht');
    expect(text).toContain('Von Ihnen storniert');
    expect(text).toMatch(/49,99\s£ erstattet/);
    expect(text).not.toMatch(/refund|cancel|submitted|by you|application|status/i);
  });

  it('says the same history in English on an English page', async () => {
    const text = await historyIn('en');
    expect(text).toContain('Cancelled by you');
    expect(text).toContain('£49.99');
  });
});
