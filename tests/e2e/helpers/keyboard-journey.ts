import { expect, test } from '../fixtures';
import {
  answerQuestionsByKeyboard,
  chooseFileWithKeyboard,
  chooseWithArrows,
  day,
  image,
  passportExpires,
  passportIssued,
  snapshot,
  tabTo,
  typeDate,
  typeInto,
} from './wizard';

// The keyboard journeys, one spec file per language (apply-keyboard-<language>.spec.ts), so the
// shards of `npm test` can balance: the six journeys together took as long as several spec files.
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};
const next = '[data-testid="next-step"]';

/** A family of three with the keyboard alone: Tab, typing, arrows, Space and Enter; every focus stop shows its focus. */
export function familyAppliesWithKeyboard(language: 'en' | 'ja' | 'ar') {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`a family of three applies with the keyboard alone (${language}, ${size})`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      // The language as a visitor's earlier choice leaves it: in the cookie the server also reads.
      await page
        .context()
        .addCookies([{ name: 'i18nextLng', value: language, url: testInfo.project.use.baseURL ?? '' }]);
      await page.goto('/apply');
      await expect(page).toHaveURL(/\/apply\/personal$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const shot = (name: string) => snapshot(page, testInfo, `${language}-${size}-${name}`);

      // The surname comes first in Japanese (#37 item 6): Tab reaches the names in the order asked.
      const typeNames = async (prefix: string, first: string, last: string) => {
        const fields: [string, string][] = [
          [`#${prefix}-firstName`, first],
          [`#${prefix}-lastName`, last],
        ];
        for (const [selector, text] of language === 'ja' ? fields.reverse() : fields)
          await typeInto(page, selector, text);
      };
      await typeNames('personal', 'Jane', 'Smith');
      await typeDate(page, 'personal-dateOfBirth', '1988-04-12');
      await chooseWithArrows(page, '#personal-nationality', 'US');
      await typeInto(page, '#personal-email', `keys-${language}-${size}-${Date.now()}@example.com`);
      await typeInto(page, '#personal-phone', '+1 555 0100');
      await typeInto(page, '#personal-passportNumber', 'X1234567');
      await typeDate(page, 'personal-passportIssueDate', passportIssued);
      await typeDate(page, 'personal-passportExpiryDate', passportExpires);
      await chooseWithArrows(page, '#personal-issuingCountry', 'US');

      for (const [firstName, born, relationship] of [
        ['Tom', '2015-06-01', 'child'],
        ['Ann', '2018-09-30', 'child'],
      ] as const) {
        await tabTo(page, '[data-testid="add-family-member"]');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog')).toBeVisible();
        await typeNames('applicant', firstName, 'Smith');
        await typeDate(page, 'applicant-dateOfBirth', born);
        await chooseWithArrows(page, '#applicant-nationality', 'US');
        await typeInto(page, '#applicant-passportNumber', `${firstName.toUpperCase()}12345`);
        await typeDate(page, 'applicant-passportIssueDate', passportIssued);
        await typeDate(page, 'applicant-passportExpiryDate', passportExpires);
        await chooseWithArrows(page, '#applicant-issuingCountry', 'US');
        // A list of codes now (#37): Enter on a select does not submit, so Tab on to Save.
        await chooseWithArrows(page, '#applicant-relationship', relationship);
        await tabTo(page, '[role="dialog"] button[type="submit"]');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog')).toBeHidden();
        // Focus lands on the new entry, not on <body> (#37 item 1).
        await expect(page.locator(`#family-edit-${firstName === 'Tom' ? 0 : 1}`)).toBeFocused();
      }
      await expect(page.getByTestId('family-list').locator('li')).toHaveCount(2);
      await shot('1-personal');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/documents$/);
      for (const traveller of [0, 1, 2]) {
        await chooseFileWithKeyboard(page, `doc-${traveller}-passportScan`, 'passport.png', await image('#3366aa'));
        await chooseFileWithKeyboard(page, `doc-${traveller}-photo`, 'photo.png', await image('#aa6633'));
      }
      await expect(page.getByText('No file chosen')).toHaveCount(0);
      await shot('2-documents');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/travel$/);
      await chooseWithArrows(page, '#travel-travelPurpose', 'tourism');
      await typeDate(page, 'travel-arrivalDate', day(10));
      await typeDate(page, 'travel-departureDate', day(20));
      await typeInto(page, '#travel-ukAddress', '221B Baker Street, London');
      await shot('3-travel');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await answerQuestionsByKeyboard(page, 3);
      await shot('4-questions');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/check$/);
      await expect(page.getByTestId('review-traveller-3')).toContainText('Ann Smith');
      await shot('4-check');
      // Back returns to the previous step, and a reload stays where it is.
      await page.goBack();
      await expect(page).toHaveURL(/\/apply\/questions$/);
      await page.reload();
      await expect(page).toHaveURL(/\/apply\/questions$/);
      await expect(page.locator('#q-0-homeAddress-line1')).toHaveValue('12 Main Street');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.goForward();
      await expect(page).toHaveURL(/\/apply\/check$/);
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/apply\/payment$/);
      await tabTo(page, '#payment-termsAccepted');
      await page.keyboard.press('Space');
      // The card form comes once the terms are accepted; a person waits for it before moving on.
      await expect(page.locator('input[name="cardholderName"]')).toBeVisible();
      await typeInto(page, 'input[name="cardholderName"]', 'Jane Smith');
      await typeInto(page, 'input[name="cardNumber"]', '4242 4242 4242 4242');
      await typeInto(page, 'input[name="expiry"]', '12/34');
      await typeInto(page, 'input[name="cvc"]', '123');
      await shot('5-payment');
      await page.keyboard.press('Enter');

      await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/apply\/confirmation$/);
      await expect(page.getByTestId('apply-reference')).toHaveText(/^ADV-\d{8}$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await shot('6-confirmation');
    });
  }
}
