import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, stubServer } from '../../../../tests/setup/fake-server';
import { person, renderPage } from '../../../../tests/setup/render';
import { i18n } from '../../lib/i18n';
import { LoginForm } from './login-form';

describe('the sign-in form', () => {
  it("shows a server refusal's field code at its field in the reader's words (decision 051)", async () => {
    await i18n.loadNamespaces(['auth', 'fields']);
    await i18n.changeLanguage('fr');
    try {
      stubServer({
        'POST /api/login': refusal(400, {
          code: 'VALIDATION_FAILED',
          message: 'Please enter a valid email address.',
          fieldErrors: { email: 'EMAIL_INVALID' },
        }),
      });
      await renderPage(<LoginForm onSignedIn={() => {}} onNeedsVerification={() => {}} />, {
        namespaces: ['auth', 'fields', 'mfa'],
      });
      const auth = i18n.getFixedT('fr', ['auth']);
      const user = person();
      await user.type(screen.getByLabelText(auth('fields.email')), 'ana@example.com');
      await user.type(screen.getByLabelText(auth('fields.password')), 'a-long-password');
      await user.click(screen.getByRole('button', { name: auth('login.submit') }));
      const words = i18n.getFixedT('fr', ['fields'])('EMAIL_INVALID');
      expect(words).not.toBe('EMAIL_INVALID');
      expect(await screen.findByText(words)).toBeTruthy();
      expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
