import { useEffect, useSyncExternalStore } from 'react';
import { defaultSettings } from '../../core/default-settings';
import { formatMoney } from '../../core/format';
import { poundsToPence } from '../../core/money';
import type { PublicSettings } from '../../core/settings';
import { apiGet } from './api';

/**
 * The public settings (GET /api/settings/public): prices, fees, decision time, support contacts,
 * maintenance. The server is the single source; pre-rendered HTML shows the defaults until the
 * live values load. A small store of its own rather than a query, so public pages stay light:
 * read once per page load, again after the admin saves the settings (refreshPublicSettings).
 */
/** The settings as pages read them: until the server answers, no disruption nor coming fee change is known (nor shown). */
export type ShownSettings = Omit<PublicSettings, 'disruption' | 'fees'> & {
  disruption?: PublicSettings['disruption'];
  fees?: PublicSettings['fees'];
};

const fallback: ShownSettings = {
  maintenanceMode: defaultSettings.maintenanceMode,
  applicationProcessingEnabled: defaultSettings.applicationProcessingEnabled,
  visaProcessingTime: defaultSettings.visaProcessingTime,
  priorityProcessingFee: defaultSettings.priorityProcessingFee,
  governmentFee: defaultSettings.governmentFee,
  supportEmail: defaultSettings.supportEmail,
  supportPhone: defaultSettings.supportPhone,
  documentRetentionDays: defaultSettings.documentRetentionDays,
  // The test-mode banner waits for the server's word rather than flash on a live site.
  testPayments: false,
};

let live: ShownSettings | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Reads the settings from the server; one request however many components ask at once. */
export function refreshPublicSettings(): Promise<void> {
  pending ??= apiGet<PublicSettings>('/api/settings/public')
    .then((settings) => {
      if (settings) live = settings;
      for (const listener of listeners) listener();
    })
    // Without the server the defaults stay; the next page that asks tries again.
    .catch(() => undefined)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePublicSettings(): { settings: ShownSettings; live: boolean } {
  const current = useSyncExternalStore(
    subscribe,
    () => live,
    () => undefined,
  );
  useEffect(() => {
    if (!live) void refreshPublicSettings();
  }, []);
  return { settings: current ?? fallback, live: current !== undefined };
}

/** '£49.99' or '49,99 £' in the reader's language; whole pounds without decimals ('£16'). */
export function formatPounds(amount: number, language: string): string {
  return formatMoney(poundsToPence(amount), language, { wholePounds: true });
}
