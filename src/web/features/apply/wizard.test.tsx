import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, sampleQuestions, sampleTraveller } from '../../../../tests/setup/application-data';
import { type Answer, refusal, stubServer } from '../../../../tests/setup/fake-server';
import { person, renderPage } from '../../../../tests/setup/render';
import { publicSettings, signedInUser } from '../../../../tests/setup/server-answers';
import { errorCodes } from '../../../core/errors';
import { setCurrentUser } from '../../lib/current-user';
import { i18n, type TFunction } from '../../lib/i18n';
import { type DocSet, draftStorageKey, stepStorageKey, type WizardData } from './state';
import { ApplyWizard } from './wizard';

let t: TFunction;
beforeAll(async () => {
  await i18n.loadNamespaces(['apply', 'upload', 'auth']);
  t = i18n.getFixedT('en', ['apply']);
});

const anonymous = refusal(401, { code: errorCodes.unauthorized, message: 'Not signed in' });
const stored = (kind: string) => ({
  status: 'valid' as const,
  progress: 1,
  id: `0d1f7a4e-0000-4000-8000-00000000000${kind === 'photo' ? 2 : 1}`,
  name: `${kind}.png`,
  size: 2048,
  type: 'image/png',
});
const bothDocuments: DocSet = { passportScan: stored('passportScan'), photo: stored('photo') };

/** This tab's draft as the wizard stores it (sessionStorage), from the sample traveller. */
function storeDraft(draft: Partial<WizardData>) {
  sessionStorage.setItem(draftStorageKey, JSON.stringify({ personal: sampleTraveller, documents: [{}], ...draft }));
}

/** The wizard at `path`, its server answering as ours: the user, the settings, every stored file. */
async function openWizard(
  path: string,
  routes: Record<string, Answer | (() => Answer)> = {},
  signIn: (onSignedIn: () => void) => ReactNode = () => null,
) {
  const server = stubServer({
    'GET /api/user': anonymous,
    'GET /api/settings/public': { body: publicSettings() },
    [`GET /api/documents/${stored('passportScan').id}/info`]: { body: { success: true } },
    [`GET /api/documents/${stored('photo').id}/info`]: { body: { success: true } },
    ...routes,
  });
  const page = await renderPage(<ApplyWizard signIn={signIn} />, {
    path,
    route: '/apply/:step?',
    namespaces: ['apply', 'upload'],
  });
  return { ...page, server, at: () => page.router.state.location.pathname };
}

/** Waits for the step's heading (by its test id: a role query over every country option is slow in jsdom). */
const heading = (step: string) =>
  waitFor(() => expect(screen.getByTestId('step-heading').textContent).toBe(t(`steps.${step}`)));

describe('the application wizard', () => {
  it('opens a deep link to a later step at the first step whose answers are missing', async () => {
    const wizard = await openWizard('/apply/payment');
    await heading('personal');
    expect(wizard.at()).toBe('/apply/personal');
  });

  it("restores this tab's draft on reload and opens the step asked for once the steps before it are done", async () => {
    storeDraft({ documents: [bothDocuments] });
    const wizard = await openWizard('/apply/travel');
    await heading('travel');
    expect(wizard.at()).toBe('/apply/travel');

    // Without the travel answers the check step is not open yet: the travel step is.
    storeDraft({ documents: [bothDocuments] });
    wizard.unmount();
    const again = await openWizard('/apply/check');
    await heading('travel');
    expect(again.at()).toBe('/apply/travel');
  });

  it("lists each missing document when 'Next' is pressed, focused and linked to its chooser", async () => {
    storeDraft({ documents: [{ passportScan: stored('passportScan') }] });
    const user = person();
    const wizard = await openWizard('/apply/documents');
    await heading('documents');

    await user.click(screen.getByRole('button', { name: t('nav.next') }));
    const summary = screen.getByRole('alert', { name: t('errorSummary.title') });
    const missing = t('a11y.documentMissing', { name: 'Jane Smith', document: t('documents.photo') });
    expect(summary.textContent).toContain(missing);
    expect(summary.textContent).not.toContain(t('documents.passportScan'));
    expect(document.activeElement).toBe(summary);
    expect(wizard.at()).toBe('/apply/documents');
    await user.click(screen.getByRole('link', { name: missing }));
    expect(document.activeElement?.id).toBe('doc-0-photo');
  });

  it("holds a form step to its rules: 'Next' with answers missing stays, lists each in the reader's words and links to it", async () => {
    storeDraft({
      documents: [bothDocuments],
      travel: { travelPurpose: 'tourism', arrivalDate: '', departureDate: '', ukAddress: '' },
    });
    const user = person();
    const wizard = await openWizard('/apply/travel');
    await heading('travel');

    await user.click(screen.getByRole('button', { name: t('nav.next') }));
    const summary = await screen.findByRole('alert', { name: t('errorSummary.title') });
    expect(document.activeElement).toBe(summary);
    const address = within(summary).getByRole('link', { name: t('validation.ukAddress') });
    expect(within(summary).queryByText(t('validation.travelPurpose'))).toBeNull();
    expect(wizard.at()).toBe('/apply/travel');
    await user.click(address);
    expect(document.activeElement).toBe(screen.getByLabelText(t('fields.ukAddress')));
  });

  it('goes from the documents to the travel step once every document is stored', async () => {
    storeDraft({ documents: [bothDocuments] });
    const user = person();
    const wizard = await openWizard('/apply/documents');
    await heading('documents');
    await user.click(screen.getByRole('button', { name: t('nav.next') }));
    await heading('travel');
    expect(wizard.at()).toBe('/apply/travel');
    expect(screen.queryByRole('alert', { name: t('errorSummary.title') })).toBeNull();
  });

  it('merges saved progress over the answers typed before signing in and fills the rest from the account', async () => {
    // Typed in this tab before signing in: a first name and a nationality the saved record lacks.
    sessionStorage.setItem(
      draftStorageKey,
      JSON.stringify({ personal: { firstName: 'Ana', nationality: 'PT' }, documents: [{}] }),
    );
    const { nationality: _typedHere, email: _fromAccount, phone: _alsoFromAccount, ...saved } = sampleTraveller;
    const wizard = await openWizard('/apply/personal', {
      'GET /api/user': { body: signedInUser() },
      'POST /api/application/save-progress': { body: { success: true, lastSaved: new Date().toISOString() } },
      'GET /api/application/saved-progress': {
        body: {
          success: true,
          data: { ...saved, firstName: 'Anabela', documents: [bothDocuments], currentStep: 3 },
        },
      },
    });
    await heading('personal');
    const value = (field: string) => (screen.getByLabelText(t(`fields.${field}`)) as HTMLInputElement).value;
    // The saved answer wins (once read, the form is drawn again); one only typed here stays; an
    // empty one takes the account's.
    await waitFor(() => expect(value('firstName')).toBe('Anabela'));
    expect(value('lastName')).toBe(sampleTraveller.lastName);
    expect(value('email')).toBe(signedInUser().email);
    expect(value('phone')).toBe(signedInUser().phone);
    expect((screen.getByLabelText(t('fields.nationality')) as HTMLSelectElement).value).toBe('PT');
    expect(wizard.server.to('GET /api/application/saved-progress')).toHaveLength(1);
  });

  it('opens /apply at the step saved progress recorded when the answers before it are all there', async () => {
    localStorage.setItem(stepStorageKey, 'personal');
    const wizard = await openWizard('/apply', {
      'GET /api/user': { body: signedInUser() },
      'GET /api/application/saved-progress': {
        body: { success: true, data: { ...sampleTraveller, documents: [bothDocuments], currentStep: 3 } },
      },
    });
    await heading('travel');
    await waitFor(() => expect(wizard.at()).toBe('/apply/travel'));
  });
});

describe('a session ended in another tab at Pay', () => {
  const payment = { clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', amount: 4999, currency: 'gbp' };
  const signedOut = refusal(401, { code: errorCodes.unauthorized, message: 'Not signed in' });

  /**
   * A signed-in traveller at Pay with every answer saved, the terms ticked and the card typed.
   * `routes` answer the payment and the submission; the sign-in offered in place signs them in.
   */
  async function payAtPay(routes: Record<string, Answer | (() => Answer)>) {
    let user: Answer = { body: signedInUser() };
    const saved = {
      ...sampleTraveller,
      ...sampleQuestions,
      travelPurpose: 'tourism',
      arrivalDate: daysFromNow(10),
      departureDate: daysFromNow(20),
      ukAddress: '1 Baker Street, London',
      additionalApplicants: [],
      documents: [bothDocuments],
      currentStep: 6,
    };
    const wizard = await openWizard(
      '/apply/payment',
      {
        'GET /api/user': () => user,
        'GET /api/application/saved-progress': { body: { success: true, data: saved } },
        'POST /api/create-payment-intent': { body: { ...payment, provider: 'sandbox' } },
        // Autosave goes through: only the payment's own answer may tell the wizard.
        'POST /api/application/save-progress': { body: { success: true } },
        ...routes,
      },
      (onSignedIn) => (
        <button
          type="button"
          onClick={() => {
            user = { body: signedInUser() };
            setCurrentUser(signedInUser());
            onSignedIn();
          }}
        >
          Sign in again
        </button>
      ),
    );
    await heading('payment');
    const someone = person();
    await someone.click(await screen.findByRole('checkbox', { name: t('payment.termsLabel') }));
    await someone.type(await screen.findByLabelText(t('payment.cardholderName')), 'Jane Smith');
    await someone.type(screen.getByLabelText(t('payment.cardNumber')), '4242 4242 4242 4242');
    await someone.type(screen.getByLabelText(t('payment.expiry')), '12/39');
    await someone.type(screen.getByLabelText(t('payment.cvc')), '123');
    user = signedOut;
    await someone.click(screen.getByRole('button', { name: /^Pay / }));
    return { ...wizard, user: someone };
  }

  /** The wizard's notice: said, focused, with the sign-in; never 'payment not found'. */
  async function toldToSignIn() {
    const notice = await screen.findByTestId('session-expired');
    expect(notice.textContent).toContain(t('session.expiredTitle'));
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(document.body.textContent).not.toMatch(/payment not found/i);
    return notice;
  }

  it('the card refused as signed out: nothing taken, sign in again in place, then pay', async () => {
    let confirmations = 0;
    const wizard = await payAtPay({
      'POST /api/payments/sandbox/confirm': () =>
        ++confirmations === 1 ? signedOut : { body: { paymentIntent: { id: 'pi_1', status: 'succeeded' } } },
      'POST /api/applications': { body: { application: { id: 'a1', referenceNumber: 'ADV-12345678' } } },
    });
    const notice = await toldToSignIn();
    expect(await screen.findByText(t('payment.signInToPay'))).toBeTruthy();

    await wizard.user.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(screen.queryByTestId('session-expired')).toBeNull());
    expect(wizard.at()).toBe('/apply/payment');
    await wizard.user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(wizard.at()).toBe('/apply/confirmation'));
    expect(wizard.server.to('POST /api/create-payment-intent')).toHaveLength(1);
  });

  it('paid, then the submission refused as signed out (as after a Stripe payment): sign in again, Try Again sends it', async () => {
    let submissions = 0;
    const wizard = await payAtPay({
      'POST /api/payments/sandbox/confirm': { body: { paymentIntent: { id: 'pi_1', status: 'succeeded' } } },
      'POST /api/applications': () =>
        ++submissions === 1 ? signedOut : { body: { application: { id: 'a1', referenceNumber: 'ADV-12345678' } } },
    });
    const notice = await toldToSignIn();
    expect(await screen.findByText(t('payment.signInToSubmit'))).toBeTruthy();
    expect(screen.queryByText(t('toasts.submitError'))).toBeNull();

    await wizard.user.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    await wizard.user.click(await screen.findByRole('button', { name: t('payment.tryAgain') }));
    await waitFor(() => expect(wizard.at()).toBe('/apply/confirmation'));
    // The one payment, submitted twice (once refused): never paid again.
    expect(wizard.server.to('POST /api/payments/sandbox/confirm')).toHaveLength(1);
    expect(wizard.server.to('POST /api/applications').map((request) => request.body)).toEqual([
      expect.objectContaining({ paymentId: 'pi_1' }),
      expect.objectContaining({ paymentId: 'pi_1' }),
    ]);
  });
});
