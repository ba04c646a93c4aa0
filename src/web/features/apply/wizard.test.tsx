import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleTraveller } from '../../../../tests/setup/application-data';
import { type Answer, refusal, stubServer } from '../../../../tests/setup/fake-server';
import { person, renderPage } from '../../../../tests/setup/render';
import { publicSettings, signedInUser } from '../../../../tests/setup/server-answers';
import { errorCodes } from '../../../core/errors';
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
async function openWizard(path: string, routes: Record<string, Answer | (() => Answer)> = {}) {
  const server = stubServer({
    'GET /api/user': anonymous,
    'GET /api/settings/public': { body: publicSettings() },
    [`GET /api/documents/${stored('passportScan').id}/info`]: { body: { success: true } },
    [`GET /api/documents/${stored('photo').id}/info`]: { body: { success: true } },
    ...routes,
  });
  const page = await renderPage(<ApplyWizard signIn={() => null} />, {
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
