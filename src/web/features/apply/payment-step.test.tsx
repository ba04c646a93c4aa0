import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Answer, heldAnswer, refusal, stubServer } from '../../../../tests/setup/fake-server';
import { person, renderPage } from '../../../../tests/setup/render';
import { publicSettings } from '../../../../tests/setup/server-answers';
import { errorCodes, refusalCodes } from '../../../core/errors';
import { feeMessages } from '../../../core/fees';
import { formatMoney } from '../../../core/format';
import { paymentMessages } from '../../../core/payments';
import { ApiError } from '../../lib/api';
import { i18n, type TFunction } from '../../lib/i18n';
import type { Intent } from './payment-intent';
import { PaymentStep } from './payment-step';
import { emptyWizard } from './state';

let t: TFunction;
beforeAll(async () => {
  await i18n.loadNamespaces(['apply']);
  t = i18n.getFixedT('en', ['apply']);
});

/** POST /api/create-payment-intent for two travellers at the default price, with the sandbox. */
const intent = (amount = 9998, id = 'pi_sandbox_1'): Answer => ({
  body: {
    clientSecret: `${id}_secret`,
    paymentIntentId: id,
    amount,
    currency: 'gbp',
    provider: 'sandbox',
  } satisfies Intent,
});
const succeeded = (id = 'pi_sandbox_1'): Answer => ({ body: { paymentIntent: { id, status: 'succeeded' } } });
const money = (pence: number) => formatMoney(pence, 'en');

/** The payment step as the wizard shows it: its terms box and what happens once paid. */
function Step({ onPaid }: { onPaid(id: string): Promise<void> }) {
  const [data, setData] = useState(() => {
    const wizard = emptyWizard();
    wizard.personal.firstName = 'Ana';
    wizard.additionalApplicants = [{ ...wizard.personal, relationship: 'child' }];
    return wizard;
  });
  return (
    <PaymentStep
      data={data}
      onTerms={(termsAccepted) => setData((d) => ({ ...d, termsAccepted }))}
      onPrevious={() => undefined}
      onPaid={onPaid}
    />
  );
}

async function openStep(
  routes: Parameters<typeof stubServer>[0],
  onPaid: (id: string) => Promise<void> = vi.fn(async () => undefined),
) {
  const server = stubServer({ 'GET /api/settings/public': { body: publicSettings() }, ...routes });
  const user = person();
  await renderPage(<Step onPaid={onPaid} />, { namespaces: ['apply'] });
  await user.click(screen.getByRole('checkbox', { name: t('payment.termsLabel') }));
  return { server, user, onPaid };
}

async function payWith(user: ReturnType<typeof person>, cardNumber: string) {
  await user.type(screen.getByLabelText(t('payment.cardholderName')), 'Ana Silva');
  await user.type(screen.getByLabelText(t('payment.cardNumber')), cardNumber);
  await user.type(screen.getByLabelText(t('payment.expiry')), '12/39');
  await user.type(screen.getByLabelText(t('payment.cvc')), '123');
  await user.click(screen.getByRole('button', { name: t('payment.pay', { total: money(9998) }) }));
}

describe('the payment step', () => {
  it('asks for no payment before the terms are accepted, then prepares one and pays it', async () => {
    const onPaid = vi.fn(async () => undefined);
    const prepare = heldAnswer();
    const confirm = heldAnswer();
    const server = stubServer({
      'GET /api/settings/public': { body: publicSettings() },
      'POST /api/create-payment-intent': prepare.route,
      'POST /api/payments/sandbox/confirm': confirm.route,
    });
    const user = person();
    await renderPage(<Step onPaid={onPaid} />, { namespaces: ['apply'] });
    expect(await screen.findByText(t('payment.pay', { total: money(9998) }))).toBeTruthy();
    expect(screen.getByText(t('payment.termsNotice'))).toBeTruthy();
    expect(server.to('POST /api/create-payment-intent')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: t('payment.termsLabel') }));
    expect(await screen.findByText(t('payment.loading'))).toBeTruthy();
    prepare.release(intent());
    await screen.findByLabelText(t('payment.cardNumber'));
    await payWith(user, '4242 4242 4242 4242');
    // While the card is confirmed the button says so and cannot pay twice.
    const busy = screen.getByRole('button', { name: t('payment.processingPayment') });
    expect(busy).toHaveProperty('disabled', true);

    confirm.release(succeeded());
    expect(await screen.findByText(t('payment.submitting'))).toBeTruthy();
    expect(onPaid).toHaveBeenCalledWith('pi_sandbox_1');
    expect(server.to('POST /api/create-payment-intent')).toHaveLength(1);
    expect(server.to('POST /api/payments/sandbox/confirm')[0]?.body).toMatchObject({
      paymentIntentId: 'pi_sandbox_1',
      cardNumber: '4242 4242 4242 4242',
    });
  });

  it('says a declined card by its code and lets the traveller pay with another', async () => {
    let confirmations = 0;
    const { user, onPaid } = await openStep({
      'POST /api/create-payment-intent': intent(),
      'POST /api/payments/sandbox/confirm': () =>
        ++confirmations === 1
          ? refusal(402, { code: errorCodes.cardDeclined, message: 'Your card was declined.' })
          : succeeded(),
    });
    await screen.findByLabelText(t('payment.cardNumber'));
    await payWith(user, '4000 0000 0000 0002');
    const declined = i18n.t(`errors:${errorCodes.cardDeclined}`);
    expect(await screen.findByText(declined)).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(t('payment.cardNumber')));
    await user.type(screen.getByLabelText(t('payment.cardNumber')), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: t('payment.pay', { total: money(9998) }) }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_sandbox_1'));
  });

  it('shows a new price before any payment, and prepares the payment again once the traveller goes on', async () => {
    let asked = 0;
    const { user, server } = await openStep({
      'POST /api/create-payment-intent': () =>
        ++asked === 1
          ? refusal(409, {
              code: refusalCodes.priceChanged,
              message: feeMessages.priceChanged,
              params: { pricePence: 5500, governmentFeePence: 2000, amountPence: 11000 },
            })
          : intent(11000, 'pi_sandbox_2'),
    });
    const goOn = await screen.findByRole('button', {
      name: t('payment.priceChanged.continue', { total: money(11000) }),
    });
    expect(screen.getByText(t('payment.priceChanged.title'))).toBeTruthy();
    expect(screen.queryByLabelText(t('payment.cardNumber'))).toBeNull();

    await user.click(goOn);
    expect(await screen.findByRole('button', { name: t('payment.pay', { total: money(11000) }) })).toBeTruthy();
    expect(server.to('POST /api/create-payment-intent')).toHaveLength(2);
  });

  it.each([
    {
      case: 'answers the server refuses',
      answer: refusal(400, {
        code: errorCodes.validation,
        message: 'Validation failed',
        fieldErrors: { passportExpiryDate: 'Passport must be valid for the whole stay' },
      }),
      // The refusal names whose answer it is: the main traveller, Ana.
      words: () => t('payment.invalidAnswersOf', { name: 'Ana', message: 'Passport must be valid for the whole stay' }),
      retry: false,
    },
    {
      case: 'a payment of this draft already under way',
      answer: refusal(409, { code: refusalCodes.paymentProcessing, message: paymentMessages.paymentProcessing }),
      words: () => t('paymentErrors.paymentProcessing'),
      retry: false,
    },
    {
      case: 'payments paused for maintenance',
      answer: refusal(503, {
        code: refusalCodes.maintenance,
        message: 'The service is under maintenance. Please try again later.',
      }),
      words: () => t('payment.unavailable'),
      retry: true,
    },
  ])('says why no payment can be prepared for $case, with a retry only where one can help', async (example) => {
    await openStep({ 'POST /api/create-payment-intent': example.answer });
    expect((await screen.findByRole('alert')).textContent).toContain(example.words());
    expect(screen.queryByLabelText(t('payment.cardNumber'))).toBeNull();
    expect(Boolean(screen.queryByRole('button', { name: t('payment.tryAgain') }))).toBe(example.retry);
  });

  it('keeps a paid payment when the submission fails: it says so, never asks to pay again, and tries again', async () => {
    const onPaid = vi
      .fn<(id: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(500, '500: Internal Server Error'))
      .mockResolvedValueOnce(undefined);
    const { user } = await openStep(
      { 'POST /api/create-payment-intent': intent(), 'POST /api/payments/sandbox/confirm': succeeded() },
      onPaid,
    );
    await screen.findByLabelText(t('payment.cardNumber'));
    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByText(t('payment.paidNotSubmitted', { id: 'pi_sandbox_1' }))).toBeTruthy();
    expect(screen.queryByLabelText(t('payment.cardNumber'))).toBeNull();

    await user.click(screen.getByRole('button', { name: t('payment.tryAgain') }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(2));
    expect(onPaid).toHaveBeenLastCalledWith('pi_sandbox_1');
  });

  it('says a payment held for staff as the server words it by code, with nothing to retry', async () => {
    const held = new ApiError(409, '409', { code: refusalCodes.paymentHeld, message: paymentMessages.paymentHeld });
    const { user } = await openStep(
      { 'POST /api/create-payment-intent': intent(), 'POST /api/payments/sandbox/confirm': succeeded() },
      vi.fn(async () => Promise.reject(held)),
    );
    await screen.findByLabelText(t('payment.cardNumber'));
    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByText(t('paymentErrors.paymentHeld'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('payment.tryAgain') })).toBeNull();
  });

  it('back from Stripe paid, its submission refused as signed out: says to sign in again, then Try Again sends it', async () => {
    const onPaid = vi
      .fn<(id: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(401, '401', { code: errorCodes.unauthorized, message: 'Not signed in' }))
      .mockResolvedValueOnce(undefined);
    stubServer({ 'GET /api/settings/public': { body: publicSettings() } });
    await renderPage(<Step onPaid={onPaid} />, {
      path: '/apply/payment?payment_intent=pi_1&redirect_status=succeeded',
      namespaces: ['apply'],
    });
    expect(await screen.findByText(t('payment.signInToSubmit'))).toBeTruthy();
    expect(screen.queryByText(/payment not found/i)).toBeNull();
    await person().click(screen.getByRole('button', { name: t('payment.tryAgain') }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(2));
    expect(onPaid).toHaveBeenLastCalledWith('pi_1');
  });
});
