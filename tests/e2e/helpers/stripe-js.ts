import type { Page } from '@playwright/test';

/** What our code handed the stand-in Stripe.js, read back from the page. */
export interface StripeCalls {
  key: string;
  elements: { clientSecret?: string; locale?: string }[];
  created: { type: string; options: Record<string, unknown> }[];
  confirmed: { redirect?: string; confirmParams?: Record<string, unknown>; withElements: boolean }[];
}

/**
 * A stand-in for https://js.stripe.com/endive/stripe.js (there is no network here): the few calls
 * React Stripe.js and our card form make, each recorded on `window.__stripeCalls`. Its Payment
 * Element either loads, or fails to load as Stripe.js does with an intent it refuses. Its
 * `confirmPayment` pays the e2e server's sandbox intent (its client secret is `<id>_secret`) through
 * the sandbox's card route, with the cardholder name our form passed, and answers as Stripe does.
 */
export function stripeJsStandIn(options: { refuseIntent?: boolean } = {}): string {
  const script = (refuseIntent: boolean) => {
    const win = window as unknown as Record<string, unknown>;
    const calls = { key: '', elements: [] as unknown[], created: [] as unknown[], confirmed: [] as unknown[] };
    win.__stripeCalls = calls;
    const Stripe = (key: string) => {
      calls.key = key;
      let clientSecret = '';
      const elements = {
        create(type: string, elementOptions: Record<string, unknown>) {
          calls.created.push({ type, options: elementOptions });
          const handlers: Record<string, (event: unknown) => void> = {};
          return {
            mount(node: HTMLElement) {
              node.innerHTML = '<p>Card number, expiry and security code (Stripe test stand-in)</p>';
              setTimeout(() => {
                if (refuseIntent) {
                  handlers.loaderror?.({
                    elementType: 'payment',
                    error: { type: 'invalid_request_error', message: 'This PaymentIntent cannot be used.' },
                  });
                } else handlers.ready?.({ elementType: 'payment' });
              }, 50);
            },
            on(event: string, handler: (event: unknown) => void) {
              handlers[event] = handler;
            },
            off(event: string) {
              delete handlers[event];
            },
            update() {},
            unmount() {},
            destroy() {},
          };
        },
        update() {},
        getElement() {
          return null;
        },
        async submit() {
          return {};
        },
      };
      return {
        elements(elementsOptions: { clientSecret: string; locale?: string }) {
          calls.elements.push(elementsOptions);
          clientSecret = elementsOptions.clientSecret;
          return elements;
        },
        async confirmPayment(params: {
          elements: unknown;
          redirect?: string;
          confirmParams?: { payment_method_data?: { billing_details?: { name?: string } } };
        }) {
          calls.confirmed.push({
            redirect: params.redirect,
            confirmParams: params.confirmParams,
            withElements: params.elements === elements,
          });
          const id = clientSecret.replace(/_secret$/, '');
          const paid = await fetch('/api/payments/sandbox/confirm', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              paymentIntentId: id,
              cardholderName: params.confirmParams?.payment_method_data?.billing_details?.name,
              cardNumber: '4242424242424242',
              expiry: '12/39',
              cvc: '123',
            }),
          });
          if (!paid.ok) return { error: { type: 'card_error', message: 'Your card was declined.' } };
          return { paymentIntent: { id, object: 'payment_intent', status: 'succeeded' } };
        },
        createToken() {},
        createPaymentMethod() {},
        confirmCardPayment() {},
        _registerWrapper() {},
        registerAppInfo() {},
      };
    };
    // The release train @stripe/stripe-js 10 expects (it warns about another with a test key).
    win.Stripe = Object.assign(Stripe, { version: 'endive' });
  };
  return `(${script.toString()})(${JSON.stringify(Boolean(options.refuseIntent))});`;
}

/** Serves the stand-in for Stripe.js, and records which address was asked for. */
export async function serveStripeJs(page: Page, options: { refuseIntent?: boolean } = {}): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: stripeJsStandIn(options) });
  });
  return asked;
}

export const stripeCallsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stripeCalls: StripeCalls }).__stripeCalls);
