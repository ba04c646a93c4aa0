import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../core/languages';
import { renderEmail } from './templates/index';

const render = (language: (typeof languageCodes)[number], testPayments: boolean) =>
  renderEmail('passwordChanged', { firstName: 'Tess' }, language, { testPayments });

describe('the e-mail layout in test mode', () => {
  it('says TEST in the subject and atop the body in every language', () => {
    for (const language of languageCodes) {
      const message = render(language, true);
      expect(message.subject, language).toMatch(/^\[TEST\] /);
      expect(message.text.split('\n')[0], language).toContain('TEST');
      expect(message.html, language).toContain('TEST');
    }
  });

  it('says nothing of tests when the payments are real', () => {
    for (const language of languageCodes) {
      const message = render(language, false);
      expect(`${message.subject}${message.text}${message.html}`, language).not.toContain('TEST');
    }
  });
});
