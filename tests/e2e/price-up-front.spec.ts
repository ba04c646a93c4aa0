import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdminThroughApi } from './helpers/admin';

/** Opens a page and waits until React has hydrated it and the live settings are in. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

// The settings are the server's own: these journeys change them one at a time.
test.describe.configure({ mode: 'serial' });

test.describe('the whole price before the first step, and who can apply', () => {
  test('the home page, how it works and the first step show the all-in price per traveller', async ({
    page,
    request,
  }) => {
    const settings = await (await request.get('/api/settings/public')).json();
    const line = `£${settings.priorityProcessingFee.toFixed(2)} per traveller, including the £${settings.governmentFee} government fee`;
    await open(page, '/');
    const hero = page.getByTestId('price-up-front').first();
    await expect(hero).toHaveAttribute('data-live', 'true');
    await expect(hero).toHaveText(line);
    // Beside the Apply button itself.
    await expect(page.getByRole('link', { name: 'Apply Now' }).first().locator('..')).toContainText(line);
    await open(page, '/how-it-works');
    await expect(page.getByTestId('price-up-front').first()).toHaveText(line);
    await open(page, '/apply');
    await expect(page.getByTestId('step-heading')).toBeVisible();
    await expect(page.getByTestId('price-up-front')).toHaveText(line);
    await expect(page.getByText('You pay only at the last step, after checking your answers.')).toBeVisible();
    // In French, the amounts in the French way.
    await open(page, '/fr');
    await expect(page.getByTestId('price-up-front').first()).toContainText('par voyageur, frais gouvernementaux de');
  });

  test('with applications switched off, every Apply button and the first step say so at once', async ({
    page,
    request,
  }) => {
    await signInAdminThroughApi(request);
    const original = (await (await request.get('/api/admin/settings')).json()).settings;
    try {
      const saved = await request.patch('/api/admin/settings', {
        data: { ...original, applicationProcessingEnabled: false },
      });
      expect(saved.ok()).toBe(true);
      const closed = 'We are not taking new applications at the moment. Please come back later.';
      await open(page, '/');
      await expect(page.getByTestId('applications-closed').first()).toHaveText(closed);
      await expect(page.getByTestId('price-up-front')).toHaveCount(0);
      await open(page, '/apply');
      await expect(page.getByTestId('step-heading')).toHaveText('Personal & Passport Details');
      await expect(page.getByTestId('applications-closed')).toHaveText(closed);
      // Said before the first field of the form.
      const notice = await page.getByTestId('applications-closed').boundingBox();
      const firstField = await page.locator('#personal-firstName').boundingBox();
      expect(notice!.y).toBeLessThan(firstField!.y);
    } finally {
      await request.patch('/api/admin/settings', { data: original });
    }
    await open(page, '/apply');
    await expect(page.getByTestId('price-up-front')).toBeVisible();
    await expect(page.getByTestId('applications-closed')).toHaveCount(0);
  });

  test('a visa national is told at once that they need a visa; every ETA nationality can be chosen', async ({
    page,
  }) => {
    await open(page, '/apply');
    const nationality = page.locator('#personal-nationality');
    // The ETA nationalities first, the others after: about 250 countries in all.
    // Waited for, not read at once: the list fills in once the step's country names have loaded.
    await expect(nationality.locator('optgroup')).toHaveCount(2);
    await expect.poll(() => nationality.locator('optgroup').first().locator('option').count()).toBeGreaterThan(80);
    for (const code of ['AR', 'IL', 'AE', 'TW', 'HK']) {
      await expect(nationality.locator('optgroup').first().locator(`option[value="${code}"]`)).toHaveCount(1);
    }
    await nationality.selectOption('IN');
    const notice = page.getByTestId('personal-nationality-warning');
    await expect(notice).toContainText('With this nationality you need a visa to visit the UK, not an ETA.');
    await expect(notice.getByRole('link', { name: 'Check on GOV.UK which visa you need' })).toHaveAttribute(
      'href',
      'https://www.gov.uk/check-uk-visa',
    );
    await expect(nationality).toHaveAttribute('aria-describedby', /personal-nationality-warning/);
    await nationality.selectOption('GB');
    await expect(notice).toHaveText('British and Irish citizens do not need an ETA or a visa to visit the UK.');
    // The step refuses it too: no one reaches the payment with it.
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('British and Irish citizens do not need an ETA');
    await nationality.selectOption('AR');
    await expect(notice).toHaveCount(0);
    // Any issuing country: a Hong Kong BN(O) passport is issued by the United Kingdom.
    const issuing = page.locator('#personal-issuingCountry');
    await expect(issuing.locator('optgroup').first()).toHaveAttribute('label', 'Countries whose citizens need an ETA');
    await issuing.selectOption('GB');
    await expect(page.locator('#personal-issuingCountry')).toHaveValue('GB');
  });
});
