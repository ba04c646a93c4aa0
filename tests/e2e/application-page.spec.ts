import fs from 'node:fs';
import { referencePlaceholder } from '../../src/core/references';
import { sampleQuestions } from '../setup/application-data';
import { pdfText } from '../setup/pdf-text';
import { expect, seriousAxeViolations, test } from './fixtures';
import { registerVerifiedUser, submitApplication } from './helpers/applicant';
import { image, passportExpires, passportIssued } from './helpers/wizard';

test.describe('the application page shows what was sent', () => {
  test("a Japanese traveller's page shows the family and the documents' previews, links to support with the reference, and the receipt is in Japanese with every name", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `ja.${Date.now()}@example.com`;
    await registerVerifiedUser(page.request, { email, firstName: '太郎', lastName: '山田' });
    const upload = async (kind: 'passportScan' | 'photo') => {
      const response = await page.request.post('/api/documents', {
        multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await image('#c33') } },
      });
      return ((await response.json()) as { id: string }).id;
    };
    const child = {
      firstName: 'Hanako',
      lastName: 'Yamada',
      dateOfBirth: '2015-07-08',
      nationality: 'JP',
      passportNumber: 'TZ7654321',
      passportIssueDate: passportIssued,
      passportExpiryDate: passportExpires,
      issuingCountry: 'JP',
      relationship: 'Daughter',
      ...sampleQuestions,
      passportScanPath: await upload('passportScan'),
      photoPath: await upload('photo'),
    };
    const application = await submitApplication(page.request, {
      firstName: 'Taro',
      lastName: 'Yamada',
      nationality: 'JP',
      issuingCountry: 'JP',
      email,
      additionalApplicants: [child],
    });

    await page.goto(`/ja/applications/${application.id}`);
    await expect(page.getByRole('heading', { level: 1, name: application.referenceNumber })).toBeVisible();
    // Each family member's details.
    const family = page.getByTestId('family-members');
    await expect(family).toContainText('Hanako Yamada');
    await expect(family).toContainText('TZ7654321');
    await expect(family).toContainText('日本');
    // The documents sent, two per traveller, each previewed from the server.
    const documents = page.getByTestId('application-documents');
    await expect(documents.getByTestId('document')).toHaveCount(4);
    const thumbnails = documents.getByTestId('document-thumbnail');
    await expect(thumbnails).toHaveCount(4);
    for (const thumbnail of await thumbnails.all()) {
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(documents).toContainText('Hanako Yamada');
    const download = page.waitForEvent('download');
    await documents
      .getByRole('link', { name: /をダウンロード/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^passportScan-${application.referenceNumber}\\.png$`),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The receipt, in the language the site is read in, with the traveller's Japanese account name nowhere
    // missing a glyph and the passport names and Japanese country names printed.
    const receiptLink = page.getByRole('link', { name: '領収書をダウンロード（PDF）' });
    const receiptDownload = page.waitForEvent('download');
    await receiptLink.click();
    const receipt = await receiptDownload;
    const text = await pdfText(fs.readFileSync(await receipt.path()));
    expect(text).toContain('お支払いの領収書');
    expect(text).toContain(`参照番号：${application.referenceNumber}`);
    expect(text).toContain('1. Taro Yamada（日本）');
    expect(text).toContain('2. Hanako Yamada（日本）');
    expect(text).not.toMatch(/[?\uFFFD]/);

    // Contact support about this application: the form arrives with the reference filled in.
    await page.getByTestId('contact-support-link').click();
    await expect(page).toHaveURL(/\/ja\/contact-support\?reference=/);
    await expect(page.getByPlaceholder(referencePlaceholder)).toHaveValue(application.referenceNumber);
  });

  test('a country without a requirements page is the not-found page, with HTTP 404', async ({ page }) => {
    const response = await page.goto('/requirements/xx');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});
