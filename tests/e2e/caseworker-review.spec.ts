import { sampleQuestions } from '../setup/application-data';
import { expect, test, waitForApp } from './fixtures';
import { signInAdmin } from './helpers/admin';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { image, passportExpires, passportIssued } from './helpers/wizard';

test.describe("the caseworker's review screen (issue #36, decision 045)", () => {
  test('scan and photo side by side with the checks, single-key shortcuts that stay quiet in fields and dialogs and can be turned off, and a request from the viewer with its document ticked and the check’s reason first', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const email = `review.${Date.now()}@example.com`;
    await registerVerifiedUser(page.request, { email, firstName: 'Aiko' });
    const upload = async (kind: 'passportScan' | 'photo', colour: string) => {
      const response = await page.request.post('/api/documents', {
        multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await image(colour) } },
      });
      return ((await response.json()) as { id: string }).id;
    };
    // An older case, so the queue has one after this family's.
    await submitApplication(page.request, { firstName: 'Aiko', lastName: 'Older', email });
    // The child's photo is nearly black: the server's photo check warns PHOTO_TOO_DARK.
    const darkPhoto = await upload('photo', '#080808');
    const application = await submitApplication(page.request, {
      firstName: 'Aiko',
      lastName: 'Tanaka',
      email,
      additionalApplicants: [
        {
          firstName: 'Ken',
          lastName: 'Tanaka',
          dateOfBirth: '2012-03-04',
          nationality: 'US',
          passportNumber: 'PKEN12345',
          passportIssueDate: passportIssued,
          passportExpiryDate: passportExpires,
          issuingCountry: 'US',
          relationship: 'child',
          ...sampleQuestions,
          passportScanPath: await upload('passportScan', '#2a7'),
          photoPath: darkPhoto,
        },
      ],
    });
    // The server's check runs after the upload: wait for its verdict, so staff see it on opening.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/documents/${darkPhoto}/check`)).json()) as {
              photo?: { status: string };
            }
          ).photo?.status,
        { timeout: 30_000 },
      )
      .toBe('checked');

    const staffContext = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': '10.217.17.5', origin: new URL(baseURL as string).origin },
    });
    const staff = await staffContext.newPage();
    await signInAdmin(staff);
    // The list remembers its queue in this tab, so 'Next case' has somewhere to go: this account's two cases.
    await staff.goto(`/admin/applications?search=${encodeURIComponent(email)}`);
    await waitForApp(staff);
    await expect(staff.getByRole('link', { name: application.referenceNumber })).toBeVisible();
    await staff.goto(`/admin/applications/${application.id}`);
    await waitForApp(staff);
    // The Details tab names the family member's relationship with their data.
    await expect(staff.getByTestId('processing-traveller').nth(1)).toHaveText('Applicant 2 (Child)');
    await staff.getByRole('tab', { name: 'Review' }).click();

    const review = staff.getByTestId('review');
    const heading = staff.getByTestId('review-traveller');
    await expect(heading).toHaveText('Traveller 1 of 2: Aiko Tanaka');
    // On a wide screen the typed data, the scan and the photo stand side by side.
    const data = await review.getByTestId('review-data').boundingBox();
    const scan = await review.locator('[data-review-document="passportScan"]').boundingBox();
    const photo = await review.locator('[data-review-document="photo"]').boundingBox();
    expect(data && scan && photo).toBeTruthy();
    expect(scan!.x).toBeGreaterThan(data!.x + data!.width - 1);
    expect(photo!.x).toBeGreaterThan(scan!.x + scan!.width - 1);
    expect(Math.abs(photo!.y - scan!.y)).toBeLessThan(2);
    await expect(review.getByTestId('passport-check')).toBeVisible();
    // On a narrow one they stack: the photo below the scan.
    await staff.setViewportSize({ width: 700, height: 900 });
    const narrowScan = await review.locator('[data-review-document="passportScan"]').boundingBox();
    const narrowPhoto = await review.locator('[data-review-document="photo"]').boundingBox();
    expect(narrowPhoto!.y).toBeGreaterThanOrEqual(narrowScan!.y + narrowScan!.height);
    await staff.setViewportSize({ width: 1440, height: 900 });
    const shortcuts = staff.getByTestId('review-shortcuts');
    for (const line of ['NNext traveller', 'BPrevious traveller', 'RMark ready to submit', 'CNext case'])
      await expect(shortcuts).toContainText(line);

    // N and B move between travellers; the child's photo check found it too dark.
    await staff.keyboard.press('n');
    await expect(heading).toHaveText('Traveller 2 of 2: Ken Tanaka (Child)');
    await expect(review.getByTestId('photo-check')).toContainText(/too dark/i);
    await staff.keyboard.press('b');
    await expect(heading).toHaveText('Traveller 1 of 2: Aiko Tanaka');

    // I opens the request; letters typed in its message, and Escape, move nothing behind it.
    await staff.keyboard.press('i');
    const dialog = staff.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/message/i).fill('nnb');
    await staff.keyboard.press('n');
    await expect(dialog.getByLabel(/message/i)).toHaveValue('nnbn');
    await staff.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(heading).toHaveText('Traveller 1 of 2: Aiko Tanaka');

    // S opens the scan full screen; N does nothing while it is open.
    await staff.keyboard.press('s');
    const fullScreen = staff.getByTestId('viewer-full-screen');
    await expect(fullScreen).toBeVisible();
    await staff.keyboard.press('n');
    await staff.keyboard.press('Escape');
    await expect(fullScreen).toBeHidden();
    await expect(heading).toHaveText('Traveller 1 of 2: Aiko Tanaka');

    // R marks the traveller shown ready to submit.
    await staff.keyboard.press('r');
    await expect(review.locator('[data-case-status]').first()).toHaveText('Ready to submit');

    // Typing in a field on the page (no dialog open) moves nothing either.
    await staff.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'typed-field';
      field.setAttribute('aria-label', 'A note');
      document.querySelector('[data-testid="review"]')?.append(field);
    });
    await staff.locator('#typed-field').pressSequentially('nbn');
    await expect(staff.locator('#typed-field')).toHaveValue('nbn');
    await expect(heading).toHaveText('Traveller 1 of 2: Aiko Tanaka');
    await staff.evaluate(() => document.getElementById('typed-field')?.remove());

    // Turned off, the keys do nothing (WCAG 2.1.4); the choice is remembered in this browser.
    await shortcuts.getByLabel('Use the single-key shortcuts on this page').uncheck();
    // Focus off the checkbox, so only the switch can be what keeps N quiet.
    await staff.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await staff.keyboard.press('n');
    await expect(heading).toHaveText('Traveller 1 of 2: Aiko Tanaka');
    await staff.reload();
    await waitForApp(staff);
    await staff.getByRole('tab', { name: 'Review' }).click();
    await expect(staff.getByLabel('Use the single-key shortcuts on this page')).not.toBeChecked();
    await staff.getByLabel('Use the single-key shortcuts on this page').check();

    // From the document viewer: the child's photo, 'Request information about this document'.
    await staff.getByRole('tab', { name: 'Documents' }).click();
    const child = staff.getByTestId('traveller-documents').nth(1);
    await child.getByRole('button', { name: 'Photo', exact: true }).click();
    await child.getByRole('button', { name: 'Request information about this document' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[value="photo"]')).toBeChecked();
    await expect(dialog.locator('input[value="passportScan"]')).not.toBeChecked();
    const offered = dialog.getByTestId('request-reasons-offered').locator('label');
    await expect(offered.first()).toContainText('(Suggested by the check)');
    await expect(offered.first().locator('input')).toHaveAttribute('value', 'PHOTO_TOO_DARK');
    await offered.first().locator('input').check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await staff.getByRole('tab', { name: 'Travellers' }).click();
    await expect(staff.getByTestId('case').nth(1).locator('[data-case-status]')).toHaveText('Information needed');

    // The Activity log names which traveller was moved (by number: the audit keeps no names).
    await staff.goto(`/admin/activity?target=${application.referenceNumber}`);
    const moved = staff.getByTestId('activity-row').filter({ hasText: "Moved a traveller's case" });
    await expect(moved.first()).toContainText('Traveller 1');

    // C goes to the next case of the queue the list last showed in this tab (both cases are in it).
    const queue = (await staff.evaluate(() =>
      JSON.parse(sessionStorage.getItem('advena_queue_order') ?? '[]'),
    )) as string[];
    expect(queue).toContain(application.id);
    expect(queue).toHaveLength(2);
    await staff.goto(`/admin/applications/${queue[0]}`);
    await waitForApp(staff);
    await staff.getByRole('tab', { name: 'Review' }).click();
    await expect(review.getByRole('link', { name: 'Next case' })).toBeVisible();
    await staff.keyboard.press('c');
    await expect(staff).toHaveURL(new RegExp(`/admin/applications/${queue[1]}$`));
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    await staffContext.close();
  });
});
