import { apiRequest } from './api';

let pending: Promise<unknown> | undefined;

/**
 * Makes sure this browser has a session before work that belongs to it (uploads, payment).
 * One request for the whole page: parallel first uploads then share one session.
 */
export function ensureSession(): Promise<unknown> {
  pending ??= apiRequest('POST', '/api/session').catch((error) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
