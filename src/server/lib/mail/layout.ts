import { directionOf, type Language } from '../../../core/languages';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => escapes[c] as string);

const footers: Record<Language, string> = {
  en: 'Advena is a private agency, not the UK government. You can apply for an ETA directly on GOV.UK.',
  fr: 'Advena est une agence privée, pas le gouvernement britannique. Vous pouvez demander une ETA directement sur GOV.UK.',
  de: 'Advena ist eine private Agentur, nicht die britische Regierung. Sie können eine ETA direkt auf GOV.UK beantragen.',
  es: 'Advena es una agencia privada, no el Gobierno del Reino Unido. Puede solicitar una ETA directamente en GOV.UK.',
  zh: 'Advena 是一家私营代理机构，并非英国政府。您可以直接在 GOV.UK 上申请 ETA。',
  ar: 'Advena وكالة خاصة وليست حكومة المملكة المتحدة. يمكنك التقديم على تصريح ETA مباشرة عبر GOV.UK.',
  sv: 'Advena är en privat byrå, inte den brittiska regeringen. Du kan ansöka om ETA direkt på GOV.UK.',
  ja: 'Advena は民間の代行業者であり、英国政府ではありません。ETA は GOV.UK で直接申請することもできます。',
  pt: 'A Advena é uma agência privada, não o Governo do Reino Unido. Pode pedir uma ETA diretamente no GOV.UK.',
  it: 'Advena è un’agenzia privata, non il governo del Regno Unito. Puoi richiedere un’ETA direttamente su GOV.UK.',
};

/** Above every message while the sandbox provider takes the payments (DECISIONS.md, 'Test payments'). */
const testNotices: Record<Language, string> = {
  en: 'TEST — no real payment was taken.',
  fr: 'TEST — aucun paiement réel n’a été effectué.',
  de: 'TEST — es wurde keine echte Zahlung eingezogen.',
  es: 'PRUEBA (TEST) — no se ha cobrado ningún pago real.',
  zh: '测试（TEST）— 未收取任何真实付款。',
  ar: 'اختبار (TEST) — لم يُحصَّل أي دفع حقيقي.',
  sv: 'TEST — ingen riktig betalning har dragits.',
  ja: 'テスト（TEST）— 実際の支払いは行われていません。',
  pt: 'TESTE (TEST) — não foi cobrado nenhum pagamento real.',
  it: 'TEST — non è stato addebitato alcun pagamento reale.',
};

/** '[TEST] ' before every subject in test mode, so a test message is told apart in any inbox. */
export const testSubjectPrefix = '[TEST] ';

/**
 * Wraps a message's paragraphs in one plain, accessible layout (HTML and text), with the
 * not-the-government statement in the recipient's language.
 */
export function renderLayout(
  language: Language,
  paragraphs: string[],
  highlight?: string,
  mode: { testPayments: boolean } = { testPayments: false },
) {
  const dir = directionOf(language);
  const notice = mode.testPayments ? testNotices[language] : undefined;
  const test = notice
    ? `<p style="margin:0 0 16px;padding:8px 12px;border:1px solid #7dd3fc;border-radius:6px;background:#f0f9ff;color:#0c4a6e;font-weight:700">${escapeHtml(notice)}</p>`
    : '';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const code = highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(highlight)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;background:#f4f7f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;padding:24px"><p style="font-size:20px;font-weight:800;color:#0f3d5e;margin:0 0 24px">Advena</p>${test}<div style="background:#fff;border-radius:8px;padding:24px;line-height:1.5">${body}${code}</div><p style="font-size:12px;color:#475569;margin:16px 0 0">${escapeHtml(footers[language])}</p></div></body></html>`;
  const text = [
    ...(notice ? [notice] : []),
    ...paragraphs,
    ...(highlight ? [highlight] : []),
    '',
    '—',
    footers[language],
  ].join('\n\n');
  return { html, text };
}
