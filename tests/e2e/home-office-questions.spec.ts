import { standardVisitorVisaUrl } from '../../src/core/traveller-questions';
import { sampleQuestions } from '../setup/application-data';
import { expect, seriousAxeViolations, test } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { submitApplication } from './helpers/applicant';
import { fillPersonal, fillTravel, image, upload } from './helpers/wizard';

/**
 * Issue 31: the Home Office's questions before payment, in Japanese and Arabic. Nothing answered
 * is refused field by field; a yes shows, before paying, what it may cost and the visa that may
 * suit better, asks for details, and still lets the traveller go on; the review lists the answers
 * with Change links; the payment goes through. Every screen is checked by axe.
 */
interface Texts {
  [key: string]: string | Texts;
}
const apply = async (language: string): Promise<Texts> =>
  (await import(`../../src/locales/${language}/apply.json`, { with: { type: 'json' } })).default;
const text = (texts: Texts, key: string): string => {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node;
};

const details = 'Speeding fine, Osaka, 2025';

for (const language of ['ja', 'ar'] as const) {
  test(`${language}: the Home Office's questions are asked, a yes is warned about, and the answers are reviewed and paid`, async ({
    page,
  }) => {
    const texts = await apply(language);
    const next = page.getByTestId('next-step');
    await page.goto(`/${language}/apply`);
    await fillPersonal(page, `questions.${language}.${Date.now()}@example.com`);
    await next.click();
    await upload(page, 'doc-0-passportScan', 'passport.png', await image('#3366aa'));
    await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
    for (const id of ['doc-0-passportScan', 'doc-0-photo']) {
      await expect(page.getByTestId(id)).toHaveAttribute('data-status', 'valid', { timeout: 20_000 });
    }
    await next.click();
    await fillTravel(page);
    await next.click();

    await expect(page).toHaveURL(new RegExp(`/${language}/apply/questions$`));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(text(texts, 'questions.intro'))).toBeVisible();
    // Nothing answered: each missing answer is named in the reader's language, and the summary links to it.
    await next.click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(text(texts, 'questions.validation.sex'));
    await expect(summary).toContainText(text(texts, 'questions.validation.addressLine'));
    await expect(summary).toContainText(text(texts, 'questions.validation.job'));
    await expect(summary).toContainText(text(texts, 'questions.validation.answer'));
    expect(await seriousAxeViolations(page, `questions errors ${language}`)).toEqual([]);
    await summary.getByRole('link', { name: text(texts, 'questions.validation.sex') }).click();
    await expect(page.locator('#q-0-sex')).toBeFocused();

    await page.locator('#q-0-sex-M').check();
    await page.locator('#q-0-otherNationalities').selectOption('CA');
    await expect(page.getByRole('button', { name: /Canada|カナダ|كندا/ })).toBeVisible();
    await page.locator('#q-0-homeAddress-line1').fill('1-2-3 Umeda');
    await page.locator('#q-0-homeAddress-city').fill('Osaka');
    await page.locator('#q-0-homeAddress-country').selectOption('US');
    await page.locator('#q-0-job-status').check();
    await expect(page.locator('#q-0-job-title')).toBeVisible();
    await page.locator('#q-0-job-title').fill('Engineer');
    await page.locator('#q-0-suitability-seriousConviction-no').check();
    await page.locator('#q-0-suitability-recentConviction').check();
    await page.locator('#q-0-suitability-terrorismOrWarCrimes-no').check();
    await page.locator('#q-0-suitability-immigrationRefusal-no').check();

    // A yes: said plainly before paying, with the visa that may suit better; details are asked for.
    const warning = page.getByTestId('suitability-warning');
    await expect(warning).toContainText(text(texts, 'questions.warning.refused'));
    await expect(warning).toContainText(text(texts, 'questions.warning.fee'));
    await expect(warning).toContainText(text(texts, 'questions.warning.goOn'));
    await expect(warning.getByRole('link', { name: text(texts, 'questions.warning.visaLink') })).toHaveAttribute(
      'href',
      standardVisitorVisaUrl,
    );
    await next.click();
    await expect(summary).toContainText(text(texts, 'questions.validation.details'));
    await page.locator('#q-0-suitability-details').fill(details);
    expect(await seriousAxeViolations(page, `questions yes ${language}`)).toEqual([]);
    await next.click();

    // The review lists the answers, each with its Change link back to the question.
    await expect(page).toHaveURL(new RegExp(`/${language}/apply/check$`));
    const review = page.getByTestId('review-traveller-1');
    await expect(review).toContainText('1-2-3 Umeda');
    await expect(review).toContainText('Engineer');
    await expect(review).toContainText(details);
    await review.getByRole('link', { name: text(texts, 'questions.check.change.suitability') }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${language}/apply/questions\\?return=check#q-0-suitability-seriousConviction$`),
    );
    await expect(page.locator('#q-0-suitability-seriousConviction')).toBeFocused();
    await next.click();
    await page.getByRole('button', { name: text(texts, 'check.continue') }).click();

    await expect(page).toHaveURL(new RegExp(`/${language}/apply/payment$`));
    await page.locator('#payment-termsAccepted').check();
    await page.locator('input[name="cardholderName"]').fill('Taro Yamada');
    await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="expiry"]').fill('12/34');
    await page.locator('input[name="cvc"]').fill('123');
    await page.locator('form[aria-labelledby="pay-title"] button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${language}/apply/confirmation$`), { timeout: 20_000 });
    await expect(page.getByTestId('apply-reference')).toHaveText(/^ADV-\d{8}$/);
  });
}

test('staff see a yes flagged in the list and filter, and each answer with its details to copy in the official order', async ({
  page,
  request,
}) => {
  const secret = `Overstayed a visa in Canada by 10 days, 2019 (${Date.now()})`;
  const application = await submitApplication(request, {
    firstName: 'Omar',
    lastName: 'Haddad',
    suitability: { ...sampleQuestions.suitability, immigrationRefusal: true, details: secret },
  });

  await signInAdmin(page);
  await page.goto('/admin/applications?suitability=yes');
  const row = page.getByTestId('application-row').filter({ hasText: application.referenceNumber });
  await expect(row.getByTestId('suitability-yes')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Suitability: yes only' })).toBeChecked();

  await page.goto(`/admin/applications/${application.id}`);
  await expect(page.getByTestId('assignment-strip').getByTestId('suitability-yes')).toBeVisible();
  const answers = page.getByTestId('answers-0');
  await expect(answers).toContainText('12 Main Street');
  await expect(answers).toContainText('Teacher');
  await expect(page.getByTestId('suitability-details-0')).toContainText(secret);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('suitability-details-0').getByRole('button').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await seriousAxeViolations(page, 'admin answers')).toEqual([]);
});
