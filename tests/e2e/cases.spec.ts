import { sampleQuestions } from '../setup/application-data';
import { expect, seriousAxeViolations, test, waitForApp } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { waitForMail } from './helpers/applications';
import { image, passportExpires, passportIssued } from './helpers/wizard';

const member = (firstName: string, passportNumber: string) => ({
  firstName,
  lastName: 'Okafor',
  dateOfBirth: '2012-03-04',
  nationality: 'US',
  passportNumber,
  passportIssueDate: passportIssued,
  passportExpiryDate: passportExpires,
  issuingCountry: 'US',
  relationship: 'Child',
  ...sampleQuestions,
});

test.describe('each traveller’s case, from review to the Home Office decision', () => {
  test('a family of three: staff ask for a new photo and a corrected passport number, the traveller fixes exactly those; staff cannot approve before every traveller is submitted, then record one refusal and two grants: partly approved everywhere, the refused child in red', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const email = `family.${Date.now()}@example.com`;
    await registerVerifiedUser(page.request, { email, firstName: 'Ada' });
    // The family members' documents are uploaded as the wizard does.
    const upload = async (kind: 'passportScan' | 'photo') => {
      const response = await page.request.post('/api/documents', {
        multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await image('#2a7') } },
      });
      return ((await response.json()) as { id: string }).id;
    };
    const family = [];
    for (const [name, passport] of [
      ['Ben', 'PBEN12345'],
      ['Cara', 'PCARA1234'],
    ] as const) {
      family.push({
        ...member(name, passport),
        passportScanPath: await upload('passportScan'),
        photoPath: await upload('photo'),
      });
    }
    const application = await submitApplication(page.request, {
      firstName: 'Ada',
      lastName: 'Okafor',
      email,
      additionalApplicants: family,
    });
    const reference = application.referenceNumber;

    // Staff, in their own browser.
    const staffContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '10.217.17.3', origin: new URL(baseURL as string).origin },
    });
    const staff = await staffContext.newPage();
    await signInAdmin(staff);
    await staff.goto(`/admin/applications/${application.id}`);
    await waitForApp(staff);
    await staff.getByRole('tab', { name: 'Travellers' }).click();
    const cases = staff.getByTestId('case');
    await expect(cases).toHaveCount(3);
    await expect(cases.nth(1)).toContainText('Traveller 2: Ben Okafor');

    await cases.nth(1).getByRole('button', { name: 'Request information' }).click();
    const request = staff.getByRole('dialog');
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(request.getByText('Choose at least one answer or document for the traveller to fix.')).toBeVisible();
    await request.getByLabel('Photo').check();
    await request.getByLabel('Message to the traveller').fill('The photo is blurred: please send a sharper one.');
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(cases.nth(1).locator('[data-case-status]')).toHaveText('Information needed');

    await cases.nth(2).getByRole('button', { name: 'Request information' }).click();
    await staff.getByRole('dialog').getByLabel('Passport number').check();
    await staff.getByRole('dialog').getByLabel('Passport expiry date').check();
    await staff.getByRole('dialog').getByLabel('Message to the traveller').fill('The passport number has a typo.');
    await staff.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
    await expect(cases.nth(2).locator('[data-case-status]')).toHaveText('Information needed');
    expect(await seriousAxeViolations(staff)).toEqual([]);

    // The traveller is e-mailed, in their language, with the list.
    await waitForMail([`Action needed for Ben Okafor: ETA application ${reference}`, 'A new photo']);
    await waitForMail([`Action needed for Cara Okafor: ETA application ${reference}`, 'Passport number']);

    // The dashboard shows one row per traveller; the traveller fixes exactly what was asked.
    await page.goto('/dashboard');
    const rows = page.getByTestId('traveller-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toHaveAttribute('data-case-status', 'information_needed');
    await rows.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fix the details for Ben Okafor' })).toBeVisible();
    await expect(page.getByText('The photo is blurred')).toBeVisible();
    await expect(page.getByLabel('Passport number')).toHaveCount(0);
    await page.locator('#fix-photo').setInputFiles({
      name: 'sharper.png',
      mimeType: 'image/png',
      buffer: await image('#e91'),
    });
    await expect(page.getByTestId('fix-photo')).toHaveAttribute('data-status', 'valid');
    await expect(page.locator('#fix-photo-status')).toContainText('sharper.png');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send the corrections' }).click();
    await expect(page.getByTestId('fix-sent')).toBeVisible();

    await page.goto(`/applications/${application.id}/fix/2`);
    const passport = page.getByLabel('Passport number');
    await expect(passport).toHaveValue('PCARA1234');
    // A date is asked as the wizard asks it: day, month and year boxes, filled with the answer given.
    const expiry = page.getByRole('group', { name: 'Passport expiry date' });
    const [year, month, day] = passportExpires.split('-');
    await expect(expiry.getByLabel('Day')).toHaveValue(String(Number(day)));
    await expect(expiry.getByLabel('Month')).toHaveValue(String(Number(month)));
    await expect(expiry.getByLabel('Year')).toHaveValue(year as string);
    await passport.fill('P1');
    await page.getByRole('button', { name: 'Send the corrections' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter a valid passport number.');
    await passport.fill('PCARA12345');
    await page.getByRole('button', { name: 'Send the corrections' }).click();
    await expect(page.getByTestId('fix-sent')).toBeVisible();
    await waitForMail([`Information received for ${reference}`]);

    // Staff submit the main applicant first: nobody may record a decision for the family yet.
    await staff.reload();
    await waitForApp(staff);
    await staff.getByRole('tab', { name: 'Travellers' }).click();
    const submit = async (index: number) => {
      const card = cases.nth(index);
      await expect(card.locator('[data-case-status]')).toHaveText('Under Review');
      await card.getByRole('button', { name: 'Ready to submit' }).click();
      await expect(card.locator('[data-case-status]')).toHaveText('Ready to submit');
      await card.getByRole('button', { name: 'Mark submitted' }).click();
      await staff.getByLabel('Home Office reference').fill(`HO-${index + 1}-2026`);
      await staff.getByRole('dialog').getByRole('button', { name: 'Mark submitted' }).click();
      await expect(card.locator('[data-case-status]')).toHaveText('Submitted to the Home Office');
    };
    await submit(0);
    // No top-level Approve or Reject: the same decision for everyone waits until all are submitted.
    await expect(staff.getByTestId('status-actions').getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(staff.getByTestId('record-for-all')).toContainText(
      'Record the same decision for all submitted travellers',
    );
    await expect(staff.getByTestId('record-for-all').getByRole('button')).toHaveCount(0);
    // Trying anyway from the list's row menu: refused, and nothing changes.
    await staff.goto(`/admin/applications?search=${reference}`);
    await waitForApp(staff);
    await staff.getByRole('button', { name: `Actions for ${reference}` }).click();
    await staff.getByRole('menuitem', { name: 'Record grant for all submitted' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Record the grant' }).click();
    await expect(staff.getByText('Only the Home Office decides').first()).toBeVisible();
    await expect(staff.getByTestId('application-row').getByTestId('status-badge')).toHaveText('Under Review');

    // Then every traveller is submitted and each decision is recorded on its own case.
    await staff.goto(`/admin/applications/${application.id}`);
    await waitForApp(staff);
    await staff.getByRole('tab', { name: 'Travellers' }).click();
    await submit(1);
    await submit(2);
    await expect(staff.getByTestId('record-for-all').getByRole('button')).toHaveCount(2);
    for (const [index, decision] of [
      [0, 'Record granted'],
      [1, 'Record refused'],
      [2, 'Record granted'],
    ] as const) {
      await cases.nth(index).getByRole('button', { name: decision }).click();
      const dialog = staff.getByRole('dialog');
      if (decision === 'Record refused') {
        await dialog.getByRole('button', { name: decision }).click();
        await expect(dialog.getByText('Enter the reason the Home Office gave.')).toBeVisible();
        await dialog.getByLabel('Reason given by the Home Office').fill('Previous breach of immigration rules');
      }
      await dialog.getByRole('button', { name: decision }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expect(cases.nth(1).locator('[data-case-status]')).toHaveText('Rejected');
    // A family with a refusal is partly approved, never plainly approved.
    await expect(staff.getByTestId('status-badge').first()).toHaveText('Partly approved');
    await expect(staff.getByTestId('family-outcome').first()).toHaveText('1 of 3 refused');

    // The History tab shows every step with who did it, old and new values for staff.
    await staff.getByRole('tab', { name: 'History' }).click();
    const history = staff.getByTestId('history');
    await expect(history).toContainText('Traveller 2: information requested (Photo)');
    await expect(history).toContainText('Traveller 3: information sent back (Passport number, Passport expiry date)');
    await expect(history).toContainText('Passport number: PCARA1234 → PCARA12345');
    // The expiry date was confirmed as it was: no change is shown for it.
    await expect(history).not.toContainText('Passport expiry date: ');
    await expect(history).toContainText('Traveller 2: Submitted to the Home Office → Rejected');
    await expect(history).toContainText('By Ada Okafor');
    await expect(history.getByText(/^By /)).not.toHaveCount(0);
    expect(await seriousAxeViolations(staff)).toEqual([]);

    // The traveller's dashboard shows the three decisions and the family's outcome, the refusal in red.
    await page.goto('/dashboard');
    await expect(rows.nth(0)).toHaveAttribute('data-case-status', 'granted');
    await expect(rows.nth(1)).toHaveAttribute('data-case-status', 'refused');
    await expect(rows.nth(2)).toHaveAttribute('data-case-status', 'granted');
    await expect(rows.nth(1)).toContainText('Rejected');
    await expect(rows.nth(1).locator('span.bg-red-100')).toHaveCount(1);
    await expect(page.getByTestId('my-application').getByTestId('status-badge')).toHaveText('Partly approved');
    await expect(page.getByTestId('my-application').getByTestId('family-outcome')).toHaveText('1 of 3 refused');
    await waitForMail([`ETA granted for Ada Okafor (${reference})`]);
    await waitForMail([`ETA refused for Ben Okafor (${reference})`, 'standard-visitor']);
    await waitForMail([
      `ETA granted for Cara Okafor (${reference})`,
      'partly approved, 1 of 3 refused.',
      'Ben Okafor: Rejected',
    ]);
    await page.goto(`/applications/${application.id}`);
    await expect(page.getByTestId('status-badge').first()).toHaveText('Partly approved');
    await expect(page.getByTestId('traveller-task')).toHaveCount(3);
    await expect(page.getByTestId('traveller-task').nth(1).locator('span.bg-red-100')).toHaveText('Rejected');
    await page.getByText('Timeline for Ben Okafor').click();
    await expect(page.getByTestId('traveller-timeline').nth(1)).toContainText('Additional info requested');
    await expect(page.getByTestId('traveller-timeline').nth(1)).toContainText('Decision made: Rejected');

    // The public tracker the e-mails link to names each traveller's outcome, initials only.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/track?reference=${reference}`);
    await waitForApp(visitor);
    const result = visitor.getByTestId('track-result');
    await expect(result.getByTestId('status-badge')).toHaveText('Partly approved');
    await expect(result.getByTestId('family-outcome')).toHaveText('1 of 3 refused');
    const outcomes = result.getByTestId('traveller-outcomes').getByRole('listitem');
    await expect(outcomes).toHaveCount(3);
    await expect(outcomes.nth(1)).toHaveAttribute('data-traveller-status', 'refused');
    await expect(outcomes.nth(1)).toContainText('B*** O***');
    await expect(outcomes.nth(1)).toHaveClass(/text-red-900/);
    await expect(outcomes.nth(0)).toHaveClass(/text-emerald-900/);
    await expect(result).not.toContainText('Ben Okafor');
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await visitorContext.close();
    await staffContext.close();
  });
});
