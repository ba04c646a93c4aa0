import { sampleQuestions } from '../setup/application-data';
import { expect, test, waitForApp } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { image, passportExpires, passportIssued } from './helpers/wizard';

const member = (firstName: string, passportNumber: string) => ({
  firstName,
  lastName: 'Tanaka',
  dateOfBirth: '2012-03-04',
  nationality: 'US',
  passportNumber,
  passportIssueDate: passportIssued,
  passportExpiryDate: passportExpires,
  issuingCountry: 'US',
  relationship: 'Child',
  ...sampleQuestions,
});

test.describe("the caseworker's day (issue #36)", () => {
  test('a family of four from open to all submitted in at most 12 actions; a standard reason read in Japanese', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const email = `tanaka.${Date.now()}@example.com`;
    await registerVerifiedUser(page.request, { email, firstName: 'Aiko' });
    const upload = async (kind: 'passportScan' | 'photo') => {
      const response = await page.request.post('/api/documents', {
        multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await image('#2a7') } },
      });
      return ((await response.json()) as { id: string }).id;
    };
    const family = [];
    for (const [name, passport] of [
      ['Ken', 'PKEN12345'],
      ['Yui', 'PYUI12345'],
      ['Rin', 'PRIN12345'],
    ] as const) {
      family.push({
        ...member(name, passport),
        passportScanPath: await upload('passportScan'),
        photoPath: await upload('photo'),
      });
    }
    const application = await submitApplication(page.request, {
      firstName: 'Aiko',
      lastName: 'Tanaka',
      email,
      additionalApplicants: family,
    });

    const staffContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '10.217.17.4', origin: new URL(baseURL as string).origin },
    });
    const staff = await staffContext.newPage();
    await signInAdmin(staff);
    await staff.goto(`/admin/applications/${application.id}`);
    await waitForApp(staff);

    let actions = 0;
    const act = async (step: () => Promise<unknown>) => {
      actions += 1;
      await step();
    };
    await act(() => staff.getByRole('tab', { name: 'Travellers' }).click());
    const cases = staff.getByTestId('case');
    await expect(cases).toHaveCount(4);
    await expect(cases.nth(1)).toContainText('Child');
    for (const index of [0, 1, 2, 3]) await act(() => staff.locator(`[data-select-traveller="${index}"]`).check());
    const bulk = staff.getByTestId('bulk-move');
    await act(() => bulk.locator('[data-bulk-move="ready_to_submit"]').click());
    await expect(cases.locator('[data-case-status]')).toHaveText(Array(4).fill('Ready to submit'));
    await act(() => bulk.locator('[data-bulk-move="submitted"]').click());
    for (const index of [0, 1, 2, 3])
      await act(() => bulk.locator(`[data-bulk-reference="${index}"]`).fill(`HO-${index + 1}`));
    await act(() => bulk.getByRole('button', { name: 'Move selected' }).click());
    await expect(cases.locator('[data-case-status]')).toHaveText(Array(4).fill('Submitted to the Home Office'));
    expect(actions).toBeLessThanOrEqual(12);

    // A second family's traveller is asked for a new photo with a standard reason and no message.
    const second = await submitApplication(page.request, {
      firstName: 'Aiko',
      lastName: 'Tanaka',
      email,
      additionalApplicants: [
        { ...family[0]!, passportScanPath: await upload('passportScan'), photoPath: await upload('photo') },
      ],
    });
    await staff.goto(`/admin/applications/${second.id}`);
    await waitForApp(staff);
    await staff.getByRole('tab', { name: 'Travellers' }).click();
    await staff.getByTestId('case').nth(1).getByRole('button', { name: 'Request information' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.locator('input[value="photo"]').check();
    await dialog.locator('input[value="PHOTO_TOO_DARK"]').check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(staff.getByTestId('case').nth(1).locator('[data-case-status]')).toHaveText('Information needed');

    await page.goto(`/ja/applications/${second.id}/fix/1`);
    await waitForApp(page);
    const reasons = page.getByTestId('request-reasons');
    await expect(reasons).toContainText('写真が暗すぎます');
    await expect(reasons).not.toContainText('too dark');
    await staffContext.close();
  });
});
