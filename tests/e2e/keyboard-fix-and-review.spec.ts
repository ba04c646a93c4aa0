import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { sampleQuestions } from '../setup/application-data';
import { expect, fromOrigin, test } from './fixtures';
import { builtInAdmin, nextTotpCode, signInAdminThroughApi } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { startSession } from './helpers/applications';
import { chooseFileByKeyboard, expectFocusOn, expectFocusVisible, tabTo, typeInto } from './helpers/keyboard';
import { image, passportExpires, passportIssued, snapshot } from './helpers/wizard';

/**
 * Issue #19 item 7: the fix form and the admin review done with the keyboard alone (Tab, Shift+Tab,
 * Enter, Space, arrows and typing; no click, no fill), with every focus stop checked for a visible
 * indicator. The wizard's own keyboard journeys are in apply-keyboard-<language>.spec.ts.
 */

const member = (firstName: string) => ({
  firstName,
  lastName: 'Okafor',
  dateOfBirth: '2012-03-04',
  nationality: 'US',
  passportNumber: `P${firstName.toUpperCase()}12345`,
  passportIssueDate: passportIssued,
  passportExpiryDate: passportExpires,
  issuingCountry: 'US',
  relationship: 'Child',
  ...sampleQuestions,
});

/** A paid application for Ada Okafor and her children, made through the API as the wizard makes it. */
async function applyAsFamily(request: APIRequestContext, email: string, children: string[]) {
  const upload = async (kind: 'passportScan' | 'photo') => {
    const response = await request.post('/api/documents', {
      multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await image('#2a7') } },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { id: string }).id;
  };
  const additionalApplicants = [];
  for (const name of children) {
    additionalApplicants.push({
      ...member(name),
      passportScanPath: await upload('passportScan'),
      photoPath: await upload('photo'),
    });
  }
  return submitApplication(request, { firstName: 'Ada', lastName: 'Okafor', email, additionalApplicants });
}

/**
 * The staff session the review journey signed in with, reused by the fix-form journey for its one
 * staff call: each sign-in spends a 30-second code step (helpers/admin.ts), so a spec that signs in
 * once starts at once. A test run on its own signs in through the API instead.
 */
let staffSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

async function staffRequest(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: staffSession,
    extraHTTPHeaders: { 'x-forwarded-for': '10.219.19.7' },
  });
  const request = fromOrigin(context.request, new URL(baseURL).origin);
  if (!staffSession) await signInAdminThroughApi(request);
  return { request, close: () => context.close() };
}

const travellerCase = (index: number) => `[data-testid="case"][data-traveller="${index}"]`;
const caseAction = (index: number, move: string) => `${travellerCase(index)} button[data-move="${move}"]`;
const caseStatus = (page: Page, index: number) => page.locator(`${travellerCase(index)} [data-case-status]`);
const dialogSubmit = '[role="dialog"] button[type="submit"]';

/** Tab stays inside an open dialog (it traps focus) and every stop shows its focus. */
async function expectFocusTrapped(page: Page, presses = 12) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await expectFocusVisible(page, 'in the dialog');
  }
}

test.describe.configure({ mode: 'serial' });

test('staff review a family with the keyboard alone: sign in, find it, approve one, ask another for information, record a decision', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await startSession(request);
  const application = await applyAsFamily(request, `keys.review.${Date.now()}@example.com`, ['Ben', 'Cara']);

  // Sign in: username, password, Enter; the code field takes focus; the code, Enter.
  await page.goto('/admin/login');
  await typeInto(page, 'input[autocomplete="username"]', builtInAdmin.username);
  await typeInto(page, 'input[autocomplete="current-password"]', builtInAdmin.password);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, 'input[autocomplete="one-time-code"]');
  await page.keyboard.type(await nextTotpCode(builtInAdmin.totpSecret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
  staffSession = await page.context().storageState();

  // The first Tab offers the skip link; it leads past the sidebar into the page.
  await page.keyboard.press('Tab');
  await expectFocusOn(page, 'a[href="#main"]');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  await expectFocusVisible(page, 'the first stop after the skip link');

  // Back to the sidebar, to the applications, the search, the row.
  await tabTo(page, 'nav a[href="/admin/applications"]', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await typeInto(page, '#application-search', application.referenceNumber);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await tabTo(page, `a[href="/admin/applications/${application.id}"]`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: application.referenceNumber })).toBeVisible();
  // From here on the page keeps its title: no panel or dialog swaps the page for a loading state.
  await page.evaluate(() => {
    const lost: number[] = [];
    (window as unknown as { titleLost: number[] }).titleLost = lost;
    const watch = () => {
      if (document.title.trim() === '') lost.push(Math.round(performance.now()));
      requestAnimationFrame(watch);
    };
    watch();
  });

  // The tabs take the arrow keys: Details, then Travellers.
  await tabTo(page, '[role="tab"][aria-selected="true"]');
  await page.keyboard.press('ArrowRight');
  await expectFocusOn(page, '[role="tab"][aria-selected="true"]');
  await expect(page.getByRole('tab', { name: 'Travellers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('case')).toHaveCount(3);

  // Traveller 1 passes our review; focus stays on their case, whose buttons have changed.
  await tabTo(page, caseAction(0, 'ready_to_submit'));
  await page.keyboard.press('Enter');
  await expect(caseStatus(page, 0)).toHaveText('Ready to submit');
  await expectFocusOn(page, travellerCase(0));

  // Traveller 2 is asked for a new photo and passport number: nothing chosen is refused first.
  await tabTo(page, caseAction(1, 'information_needed'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFocusTrapped(page);
  await tabTo(page, dialogSubmit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByText('Choose at least one answer or document')).toBeVisible();
  await expectFocusOn(page, '[role="dialog"] input[type="checkbox"]');
  await tabTo(page, '[role="dialog"] input[value="passportNumber"]');
  await page.keyboard.press('Space');
  await tabTo(page, '[role="dialog"] input[value="photo"]');
  await page.keyboard.press('Space');
  await snapshot(page, testInfo, 'keys-review-request');
  await typeInto(page, '#request-message', 'The photo is blurred and the passport number has a typo.');
  await tabTo(page, dialogSubmit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(caseStatus(page, 1)).toHaveText('Information needed');
  await expectFocusOn(page, travellerCase(1));

  // Escape closes a dialog and gives focus back to the button that opened it.
  await tabTo(page, caseAction(0, 'submitted'), { backwards: true });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, '#case-homeOfficeReference');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocusOn(page, caseAction(0, 'submitted'));

  // Traveller 1 goes to the Home Office (Enter in the field sends it) and is granted.
  await page.keyboard.press('Enter');
  await expectFocusOn(page, '#case-homeOfficeReference');
  await page.keyboard.type('HO-KEYS-2026');
  await page.keyboard.press('Enter');
  await expect(caseStatus(page, 0)).toHaveText('Submitted to the Home Office');
  await expectFocusOn(page, travellerCase(0));
  await tabTo(page, caseAction(0, 'granted'));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, '#case-decisionDate');
  await tabTo(page, dialogSubmit);
  await page.keyboard.press('Enter');
  await expect(caseStatus(page, 0)).toHaveText('Approved');
  await expectFocusOn(page, travellerCase(0));

  // The History tab (End from the tabs) shows the steps; focus stays on its tab.
  await tabTo(page, '[role="tab"][aria-selected="true"]', { backwards: true });
  await page.keyboard.press('End');
  await expect(page.getByTestId('history')).toContainText('Traveller 2: information requested');
  await expectFocusOn(page, '[role="tab"][aria-selected="true"]');
  await expect(page.getByRole('tab', { name: 'History' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { titleLost: number[] }).titleLost)).toEqual([]);
});

test('a traveller answers staff’s request with the keyboard alone: a corrected answer and a new photo', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `keys.fix.${Date.now()}@example.com`;
  await registerVerifiedUser(page.request, { email, firstName: 'Ada', lastName: 'Okafor' });
  const application = await applyAsFamily(page.request, email, ['Ben']);
  const staff = await staffRequest(browser, baseURL as string);
  const asked = await staff.request.post(`/api/admin/applications/${application.id}/travellers/1/request-information`, {
    data: { fields: ['passportNumber'], documents: ['photo'], message: 'The photo is blurred.' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await staff.close();

  // From the dashboard's task list to the fix form.
  await page.goto('/dashboard');
  await tabTo(page, '[data-testid="traveller-row"][data-case-status="information_needed"] a');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Fix the details for Ben Okafor' })).toBeVisible();

  // The new photo through the file chooser, opened with Space.
  await chooseFileByKeyboard(page, '#fix-photo', 'sharper.png', await image('#e91'));
  await expect(page.getByTestId('fix-photo')).toHaveAttribute('data-status', 'valid');
  await expect(page.locator('#fix-photo-status')).toContainText('sharper.png');
  await expectFocusOn(page, '#fix-photo');

  // A wrong answer (back up with Shift+Tab): the error summary takes focus, its link takes focus to the field.
  await tabTo(page, '#fix-passportNumber', { backwards: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('P1');
  await tabTo(page, '[data-testid="fix-form"] button[type="submit"]');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, '#fix-errors');
  await expect(page.locator('#fix-errors')).toContainText('Please enter a valid passport number.');
  await tabTo(page, '#fix-errors a[href="#fix-passportNumber"]');
  await snapshot(page, testInfo, 'keys-fix-summary');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, '#fix-passportNumber');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('PBEN123456');
  await expect(page.locator('#fix-photo-status')).toContainText('sharper.png');
  await tabTo(page, '[data-testid="fix-form"] button[type="submit"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fix-sent')).toBeVisible();
  await expectFocusOn(page, '[data-testid="fix-sent"]');
});
