import { latestDecisionDay } from '../../src/core/decision-deadline';
import { formatDate } from '../../src/core/format-time';
import { expect, fromOrigin, test } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { answerQuestions, day, fillDate, fillPersonal, image, upload } from './helpers/wizard';

/** Issue #34: a Home Office disruption told on every page, and the latest decision day told before paying. */
test.describe.configure({ mode: 'serial' });

test('a declared disruption shows on the Arabic home page, not as a modal, with the official app, until staff end it', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await browser.newContext({ baseURL });
  fromOrigin(staff.request, new URL(baseURL as string).origin);
  await signInAdmin(staff);
  const declared = await staff.request.put('/api/admin/disruption', { data: { active: true } });
  expect(declared.ok(), await declared.text()).toBe(true);
  try {
    await page.goto('/ar');
    const banner = page.getByTestId('disruption-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('خدمة ETA لدى وزارة الداخلية البريطانية متعطلة');
    await expect(banner.getByRole('link', { name: /تطبيق UK ETA الرسمي/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.gov\.uk\//,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // A notice, not a dialog: the page behind it stays usable.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  } finally {
    const ended = await staff.request.put('/api/admin/disruption', { data: { active: false } });
    expect(ended.ok(), await ended.text()).toBe(true);
    await staff.close();
  }
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByTestId('disruption-banner')).toHaveCount(0);
});

test('the travel step names the latest decision day for an arrival in 4 days', async ({ page }) => {
  await page.goto('/apply');
  await fillPersonal(page, `deadline-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await upload(page, 'doc-0-passportScan', 'passport.png', await image('#3366aa'));
  await upload(page, 'doc-0-photo', 'photo.png', await image('#aa6633'));
  await expect(page.getByTestId('doc-0-photo')).toHaveAttribute('data-status', 'valid');
  await expect(page.getByTestId('doc-0-passportScan')).toHaveAttribute('data-status', 'valid');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/apply\/travel$/);

  await page.locator('#travel-travelPurpose').selectOption('tourism');
  await fillDate(page, 'travel-arrivalDate', day(10));
  await expect(page.getByTestId('decision-deadline')).toHaveCount(0);
  await fillDate(page, 'travel-arrivalDate', day(4));
  const deadline = page.getByTestId('decision-deadline');
  await expect(deadline).toContainText(formatDate(latestDecisionDay(), 'en'));
  await expect(page.getByTestId('urgent-travel').getByRole('link')).toHaveAttribute(
    'href',
    /^https:\/\/www\.gov\.uk\//,
  );

  await fillDate(page, 'travel-departureDate', day(12));
  await page.locator('#travel-ukAddress').fill('221B Baker Street, London');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await answerQuestions(page);
  await expect(page).toHaveURL(/\/apply\/check$/);
  await expect(page.getByTestId('decision-deadline')).toContainText(formatDate(latestDecisionDay(), 'en'));
});

test('the ETA-end reminder’s link starts a new application filled from the earlier one, the passport left to type', async ({
  page,
}) => {
  const email = `again.${Date.now()}@example.com`;
  await registerVerifiedUser(page.request, { email, firstName: 'Amaya', lastName: 'Ortiz' });
  const earlier = await submitApplication(page.request, {
    firstName: 'Amaya',
    lastName: 'Ortiz',
    email,
    dateOfBirth: '1985-07-14',
    nationality: 'CA',
  });
  await page.goto(`/apply?again=${earlier.id}&traveller=0`);
  await expect(page.locator('#personal-firstName')).toHaveValue('Amaya');
  await expect(page.locator('#personal-lastName')).toHaveValue('Ortiz');
  await expect(page.locator('#personal-dateOfBirth-year')).toHaveValue('1985');
  await expect(page.locator('#personal-nationality')).toHaveValue('CA');
  // A new ETA goes with a new passport: nothing of the old one is filled in.
  await expect(page.locator('#personal-passportNumber')).toHaveValue('');
});
