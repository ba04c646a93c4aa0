import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../core/auth';
import { authErrorKeys, fieldRefusals } from './error-keys';

describe('sign-in and registration refusals at the field', () => {
  it('puts a wrong e-mail or password at the password field, by code', () => {
    expect(fieldRefusals({ code: 'INVALID_CREDENTIALS' }, ['email', 'password'])).toEqual([
      { field: 'password', key: 'fieldRefusals.invalidCredentials' },
    ]);
  });
  it("puts the server's field errors at their fields, only those the form has", () => {
    const refusals = fieldRefusals(
      { code: 'VALIDATION_ERROR', fieldErrors: { password: authMessages.commonPassword, role: 'x' } },
      ['email', 'password'],
    );
    expect(refusals).toEqual([{ field: 'password', message: authMessages.commonPassword }]);
    expect(authErrorKeys[refusals[0]?.message ?? '']).toBe('errors.commonPassword');
  });
  it('leaves other refusals to the toast', () => {
    expect(fieldRefusals({ code: 'RATE_LIMITED' }, ['email', 'password'])).toEqual([]);
    expect(fieldRefusals(undefined, ['email'])).toEqual([]);
  });
});
