import { expect, test } from './fixtures';

// WCAG 2.2 3.3.8: a code is pasted, not retyped, even when the mail or the app copies it spaced out.
test('a code pasted with spaces and a line break goes into the code field whole', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Verify' }).click();
  const code = page.getByLabel('Verification Code');
  for (const pasted of [' 123 456\n', '123-456', '123456']) {
    await code.fill('');
    await code.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      // A paste the page does not handle is the browser's own: type it as the browser would (maxLength applies).
      if (input.dispatchEvent(event)) (input as HTMLInputElement).value = text.slice(0, 6);
    }, pasted);
    await expect(code).toHaveValue('123456');
  }
});
