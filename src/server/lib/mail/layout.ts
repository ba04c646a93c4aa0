import { directionOf, type Language } from '../../../core/languages';
import { mailTexts } from './texts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => escapes[c] as string);

/** The footer under every message, and the notice above it while the sandbox provider takes the payments (docs/decisions/047-the-first-readings-of-the-spec.md, 'Test payments'). */
const layoutTexts = mailTexts('layout');

/** '[TEST] ' before every subject in test mode, so a test message is told apart in any inbox. */
export const testSubjectPrefix = '[TEST] ';

/** A paragraph that is only an address is a real link in the HTML part (issue #37 item 4). */
const onlyAddress = /^https?:\/\/\S+$/;
const paragraphHtml = (p: string) =>
  onlyAddress.test(p)
    ? `<p style="margin:0 0 16px;overflow-wrap:anywhere"><a href="${escapeHtml(p)}" style="color:#0f3d5e">${escapeHtml(p)}</a></p>`
    : `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;

/**
 * Wraps a message's paragraphs in one plain, accessible layout (HTML and text), with the
 * not-the-government statement in the recipient's language. The highlight (a code, a
 * reference) stands after paragraph `highlightAt`, where the sentence before it names it.
 */
export function renderLayout(
  language: Language,
  paragraphs: string[],
  highlight?: string,
  mode: { testPayments: boolean } = { testPayments: false },
  highlightAt = paragraphs.length,
) {
  const dir = directionOf(language);
  const notice = mode.testPayments ? layoutTexts[language].testNotice : undefined;
  const test = notice
    ? `<p style="margin:0 0 16px;padding:8px 12px;border:1px solid #7dd3fc;border-radius:6px;background:#f0f9ff;color:#0c4a6e;font-weight:700">${escapeHtml(notice)}</p>`
    : '';
  const before = paragraphs.slice(0, highlightAt);
  const after = paragraphs.slice(highlightAt);
  const code = highlight
    ? `<p dir="ltr" style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(highlight)}</p>`
    : '';
  const body = `${before.map(paragraphHtml).join('')}${code}${after.map(paragraphHtml).join('')}`;
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;background:#f4f7f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:24px"><p style="font-size:20px;font-weight:800;color:#0f3d5e;margin:0 0 24px">Advena</p>${test}<div style="background:#fff;border-radius:8px;padding:24px;line-height:1.5">${body}</div><p style="font-size:12px;color:#475569;margin:16px 0 0">${escapeHtml(layoutTexts[language].footer)}</p></div></body></html>`;
  const text = [
    ...(notice ? [notice] : []),
    ...before,
    ...(highlight ? [highlight] : []),
    ...after,
    '',
    '—',
    layoutTexts[language].footer,
  ].join('\n\n');
  return { html, text };
}
