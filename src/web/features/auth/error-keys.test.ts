import { describe, expect, it } from 'vitest';
import { refusalCodes } from '../../../core/errors';
import { fieldRefusals } from './error-keys';

describe('sign-in and registration refusals at the field', () => {
  it('puts a wrong e-mail or password at the password field, by code', () => {
    expect(fieldRefusals({ code: 'INVALID_CREDENTIALS' }, ['email', 'password'])).toEqual([
      { field: 'password', key: 'fieldRefusals.invalidCredentials' },
    ]);
  });
  it("puts the server's field errors at their fields by code, only those the form has", () => {
    const refusals = fieldRefusals(
      { code: refusalCodes.passwordTooCommon, fieldErrors: { password: refusalCodes.passwordTooCommon, role: 'x' } },
      ['email', 'password'],
    );
    expect(refusals).toEqual([{ field: 'password', message: refusalCodes.passwordTooCommon }]);
  });
  it('leaves other refusals to the toast', () => {
    expect(fieldRefusals({ code: 'RATE_LIMITED' }, ['email', 'password'])).toEqual([]);
    expect(fieldRefusals(undefined, ['email'])).toEqual([]);
  });
});
