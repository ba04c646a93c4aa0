import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, stubServer } from '../../../../tests/setup/fake-server';
import { person, renderPage } from '../../../../tests/setup/render';
import { i18n } from '../../lib/i18n';
import { CaseMoveDialog } from './case-move-dialog';

const path = '/api/admin/applications/app-1/travellers/0/case';

describe('the case move dialog', () => {
  it("shows the server's field refusals by code at their fields: a rule's and a refusal's (decision 051)", async () => {
    const server = stubServer({
      [`POST ${path}`]: refusal(400, {
        code: 'VALIDATION_FAILED',
        message: 'The Home Office reference must be at most 50 characters.',
        fieldErrors: { homeOfficeReference: 'CASE_REFERENCE_TOO_LONG' },
      }),
    });
    await renderPage(
      <CaseMoveDialog
        applicationId="app-1"
        index={0}
        name="Ana"
        status="submitted"
        onClose={() => {}}
        caseElement={() => null}
      />,
      { namespaces: ['cases', 'fields'] },
    );
    const t = i18n.getFixedT('en', ['cases']);
    const user = person();
    await user.type(screen.getByLabelText(t('staff.move.homeOfficeReference')), 'GWF123456789');
    await user.click(screen.getByRole('button', { name: t('staff.actions.submitted') }));
    const words = i18n.getFixedT('en', ['fields'])('CASE_REFERENCE_TOO_LONG');
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText('CASE_REFERENCE_TOO_LONG')).toBeNull();
    expect(server.to(`POST ${path}`)).toHaveLength(1);
  });

  it("says a refusal's code at the field from the errors namespace", async () => {
    stubServer({
      [`POST ${path}`]: refusal(400, {
        code: 'DECISION_DATE_INVALID',
        message: 'Enter the decision date as YYYY-MM-DD, not after today.',
        fieldErrors: { decisionDate: 'DECISION_DATE_INVALID' },
      }),
    });
    await renderPage(
      <CaseMoveDialog
        applicationId="app-1"
        index={0}
        name="Ana"
        status="granted"
        onClose={() => {}}
        caseElement={() => null}
      />,
      { namespaces: ['cases', 'fields'] },
    );
    const t = i18n.getFixedT('en', ['cases']);
    await person().click(screen.getByRole('button', { name: t('staff.actions.granted') }));
    expect(await screen.findByText(i18n.getFixedT('en', ['errors'])('DECISION_DATE_INVALID'))).toBeTruthy();
  });
});
