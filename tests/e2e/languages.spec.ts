import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/core/format';
import { expect, test } from './fixtures';
import { registerVerifiedUser } from './helpers/applicant';
import { answerQuestions, fillPersonal, fillTravel, image, upload } from './helpers/wizard';

/**
 * Issue 19: a French and an Arabic traveller read the server's refusals in their own language
 * (a wrong password, a declined card, an unknown reference: words chosen by the code the server
 * sends), and amounts in their own money format.
 */
interface Texts {
  [key: string]: string | Texts;
}
const locale = async (language: string, namespace: string): Promise<Texts> =>
  (await import(`../../src/locales/${language}/${namespace}.json`, { with: { type: 'json' } })).default;
const text = (texts: Texts, key: string): string => {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node;
};
/** As the site fills a placeholder: in Arabic the text put in is isolated (first-strong isolate). */
const fill = (template: string, name: string, value: string, language: string) =>
  template.replace(`{{${name}}}`, language === 'ar' ? `\u2068${value}\u2069` : value);

/** The x position of each character of `needle` inside the element's text, left to right on screen. */
async function positionsOf(page: Page, selector: string, needle: string): Promise<number[]> {
  return page.locator(selector).evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted);
      if (at < 0) continue;
      const xs: number[] = [];
      for (let index = at; index < at + wanted.length; index += 1) {
        if (wanted[index - at] === ' ') continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        xs.push(range.getBoundingClientRect().left);
      }
      return xs;
    }
    return [];
  }, needle);
}

/** The characters of `needle` sit left to right on the screen, each group after the one before. */
async function expectLeftToRight(page: Page, selector: string, needle: string) {
  const xs = await positionsOf(page, selector, needle);
  expect(xs, `${needle} in ${selector}`).toHaveLength(needle.replaceAll(' ', '').length);
  expect(xs, `${needle} reads left to right`).toEqual([...xs].sort((a, b) => a - b));
}

for (const language of ['fr', 'ar'] as const) {
  test.describe(`in ${language}`, () => {
    test('a wrong password and an unknown reference are said in the language', async ({ page }) => {
      const errors = await locale(language, 'errors');
      const auth = await locale(language, 'auth');
      const dashboard = await locale(language, 'myApplications');
      const email = `lang.${language}.${Date.now()}@example.com`;

      await page.goto(`/${language}/auth`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const panel = page.getByRole('tabpanel');
      await panel.locator('input[type="email"]').fill(email);
      await panel.locator('input[type="password"]').fill('not-the-password-1');
      await panel.locator('button[type="submit"]').click();
      // At the password field, in words for a form that asks for an e-mail address (#37 item 1).
      await expect(page.getByText(text(auth, 'fieldRefusals.invalidCredentials')).first()).toBeVisible();
      await expect(page.getByText('Invalid username or password')).toHaveCount(0);

      await registerVerifiedUser(page.request, { email, firstName: 'Zoé' });
      await page.goto(`/${language}/dashboard`);
      await page.getByRole('tab', { name: text(dashboard, 'tabs.track') }).click();
      await page.locator('#track-reference').fill('ADV-00000000');
      await page.locator('#track-reference').press('Enter');
      await expect(page.getByTestId('track-error')).toHaveText(text(errors, 'APPLICATION_NOT_FOUND'));
    });

    test('the pay button shows the money format and a declined card is said in the language', async ({ page }) => {
      const apply = await locale(language, 'apply');
      const errors = await locale(language, 'errors');
      const next = text(apply, 'nav.next');
      await page.goto(`/${language}/apply`);
      await fillPersonal(page, `pay.${language}.${Date.now()}@example.com`);
      await page.getByRole('button', { name: next }).click();
      await upload(page, 'doc-0-passportScan', 'passport.png', await image('#3366aa'));
      await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
      for (const id of ['doc-0-passportScan', 'doc-0-photo']) {
        await expect(page.getByTestId(id)).toHaveAttribute('data-status', 'valid', { timeout: 20_000 });
      }
      await page.getByRole('button', { name: next }).click();
      await fillTravel(page);
      await page.getByRole('button', { name: next }).click();
      await answerQuestions(page);
      // The phone number reads left to right inside the Arabic review, never '0100 555 1+'.
      await expect(page.getByTestId('review-traveller-1')).toContainText('+1 555 0100');
      if (language === 'ar') await expectLeftToRight(page, '[data-testid="review-traveller-1"]', '+1 555 0100');
      await page.getByRole('button', { name: text(apply, 'check.continue') }).click();

      await page.locator('#payment-termsAccepted').check();
      const amount = formatMoney(4999, language);
      const pay = page.locator('form[aria-labelledby="pay-title"] button[type="submit"]');
      await expect(pay).toHaveText(fill(text(apply, 'payment.pay'), 'total', amount, language));
      // '49,99 £' in French; in Arabic Western digits, pounds before pence, whatever the page's direction.
      if (language === 'fr') expect(amount.replace(/\s/g, ' ')).toBe('49,99 £');
      else await expectLeftToRight(page, 'form[aria-labelledby="pay-title"] button[type="submit"]', '49.99');

      // A card that is not a test card: the refusal names the test card, its digits in their order.
      await page.locator('input[name="cardholderName"]').fill('Jane Smith');
      await page.locator('input[name="cardNumber"]').fill('4111 1111 1111 1111');
      await page.locator('input[name="expiry"]').fill('12/34');
      await page.locator('input[name="cvc"]').fill('123');
      await pay.click();
      const notATestCard = page.locator('form[aria-labelledby="pay-title"] p[role="alert"]');
      await expect(notATestCard).toHaveText(text(errors, 'NOT_A_TEST_CARD'));
      if (language === 'ar') {
        await expectLeftToRight(page, 'form[aria-labelledby="pay-title"] p[role="alert"]', '4242 4242 4242 4242');
      }
      // The refusal is also at the card number, which takes focus and is described by it.
      const cardNumber = page.locator('input[name="cardNumber"]');
      await expect(page.locator('#card-cardNumber-error')).toHaveText(text(errors, 'NOT_A_TEST_CARD'));
      await expect(cardNumber).toBeFocused();
      await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
      await expect(cardNumber).toHaveAttribute('aria-describedby', 'card-cardNumber-error');

      // An expired card at the expiry; a CVC the server refuses at the CVC, in the reader's words.
      await cardNumber.fill('4242 4242 4242 4242');
      await page.locator('input[name="expiry"]').fill('01/20');
      await page.locator('input[name="cvc"]').fill('1');
      await pay.click();
      await expect(page.locator('#card-cvc-error')).toHaveText(text(apply, 'payment.cardErrors.cvc'));
      await expect(page.locator('#card-cardNumber-error')).toHaveCount(0);
      await page.locator('input[name="cvc"]').fill('123');
      await pay.click();
      await expect(page.locator('#card-expiry-error')).toHaveText(text(errors, 'CARD_EXPIRED'));
      await expect(page.locator('input[name="expiry"]')).toBeFocused();
      await page.locator('input[name="expiry"]').fill('12/34');

      await page.locator('input[name="cardNumber"]').fill('4000 0000 0000 0002');
      await pay.click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: text(errors, 'CARD_DECLINED') })
          .first(),
      ).toBeVisible();
      await expect(page.getByText('Your card was declined.')).toHaveCount(0);
    });
  });
}
