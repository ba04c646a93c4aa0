import { queryOptions } from '@tanstack/react-query';
import type { SystemSettings } from '../../../core/settings';
import { apiGet, apiRequest } from '../../lib/api';

/** The settings and when they were last saved, which a save sends back (409 if someone saved since). */
export interface LoadedSettings {
  settings: SystemSettings;
  updatedAt: string;
}

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => (await apiGet<LoadedSettings>('/api/admin/settings')) as LoadedSettings,
  retry: 1,
});

export const saveSettings = (settings: SystemSettings, updatedAt: string) =>
  apiRequest<LoadedSettings>('PATCH', '/api/admin/settings', { ...settings, updatedAt });
