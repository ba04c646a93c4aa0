import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

/** The provider types live in ./provider, so the providers need not import this file (no import cycle). */
export type { IntentStatus, PaymentDetails, PaymentProvider, ProviderIntent, ProviderRefund } from './provider';

export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  return config.payments.provider === 'stripe' ? stripeProvider(config.payments.stripe) : sandboxProvider(db);
}
