import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSettings } from '../../core/default-settings';
import { formatGbp, poundsToPence } from '../../core/money';
import type { PublicSettings } from '../../core/settings';
import { apiGet } from './api';

/**
 * The public settings (GET /api/settings/public): prices, fees, support contacts, maintenance.
 * The server is the single source; pre-rendered HTML shows the defaults until the live values load.
 */
export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: () => apiGet<PublicSettings>('/api/settings/public') as Promise<PublicSettings>,
});

const fallback: PublicSettings = {
  maintenanceMode: defaultSettings.maintenanceMode,
  applicationProcessingEnabled: defaultSettings.applicationProcessingEnabled,
  visaProcessingTime: defaultSettings.visaProcessingTime,
  priorityProcessingFee: defaultSettings.priorityProcessingFee,
  governmentFee: defaultSettings.governmentFee,
  supportEmail: defaultSettings.supportEmail,
  supportPhone: defaultSettings.supportPhone,
};

export function usePublicSettings(): { settings: PublicSettings; live: boolean } {
  const query = useQuery(publicSettingsQuery);
  return { settings: query.data ?? fallback, live: query.data !== undefined };
}

/** '£49.99' or '49,99 £' in the reader's language; whole pounds without decimals ('£16'). */
export function formatPounds(amount: number, language: string): string {
  return formatGbp(poundsToPence(amount), language, { wholePounds: true });
}

/** The number without the currency sign, for texts that carry their own '£' ('£{{fee}}'). */
export function formatAmount(amount: number, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
