import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedRequest, refusal, stubServer } from '../../../tests/setup/fake-server';
import { person, renderPage } from '../../../tests/setup/render';
import { applicationList, applicationRow, publicSettings, signedInUser } from '../../../tests/setup/server-answers';
import type { ApplicationListResponse } from '../../core/admin-applications';
import { errorCodes } from '../../core/errors';
import { adminPageSize } from '../../core/limits';
import { i18n, namespacesForPath, type TFunction } from '../lib/i18n';
import AdminApplications from './admin-applications';

let t: TFunction;
beforeAll(async () => {
  await i18n.loadNamespaces(namespacesForPath('/admin/applications'));
  t = i18n.getFixedT('en', ['admin', 'adminQueue']);
});

const staff = signedInUser({ id: 'b1d2c3e4-0000-4000-8000-000000000009', email: 'ops@advena.example', role: 'admin' });
/** Twenty applications, served a page at a time as the server pages them. */
const all = Array.from({ length: 20 }, (_, index) => applicationRow(index + 1));
const pageOf = (request: ReceivedRequest): ApplicationListResponse => {
  const page = Number(request.query.get('page') ?? 1);
  return applicationList(all.slice((page - 1) * adminPageSize, page * adminPageSize), { total: all.length, page });
};

async function openList(
  list: (request: ReceivedRequest) => { status?: number; body?: unknown } = (request) => ({
    body: pageOf(request),
  }),
) {
  const server = stubServer({
    'GET /api/user': { body: staff },
    'GET /api/settings/public': { body: publicSettings() },
    'GET /api/admin/applications': list,
  });
  const user = person();
  const page = await renderPage(<AdminApplications />, {
    path: '/admin/applications',
    route: '/admin/applications',
    namespaces: ['admin', 'adminApplications', 'adminQueue'],
  });
  const lastQuery = () => server.to('GET /api/admin/applications').at(-1)?.query;
  return { ...page, server, user, lastQuery };
}

/** A page's button in the pagination (a role query over the whole page is slow in jsdom). */
const pageButton = (number: string) =>
  within(screen.getByRole('navigation', { name: t('list.pagination'), hidden: true })).getByRole('button', {
    name: number,
    hidden: true,
  });

/** The references in the table, in its order. */
const tableReferences = () =>
  within(screen.getByRole('table', { hidden: true }))
    .getAllByTestId('application-row')
    .map((row) => row.querySelector('a')?.textContent);

describe('the admin applications list', () => {
  it("shows the server's counters, its page of rows and the pages, and asks for the next page with an anchor", async () => {
    const { user, lastQuery, router } = await openList();
    await waitFor(() => expect(tableReferences()).toHaveLength(adminPageSize));
    expect(screen.getByTestId('counter-total').textContent).toBe('20');
    expect(screen.getByTestId('counter-pending').textContent).toBe('20');
    expect(screen.getByText(t('list.showing', { from: '1', to: '8', total: '20' }))).toBeTruthy();
    // The caseworker's queue: soonest arrival first, unless the address says otherwise.
    expect(lastQuery()?.get('sort')).toBe('arrivalDate');
    expect(lastQuery()?.get('order')).toBe('asc');

    await user.click(pageButton('2'));
    await waitFor(() => expect(tableReferences()[0]).toBe(all[adminPageSize]?.referenceNumber));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    // The first row of the page shown anchors the next, so the server need not count from the start.
    expect(lastQuery()?.get('anchor')).toBe(all[0]?.id);
    expect(lastQuery()?.get('anchorPage')).toBe('1');
  });

  it('filters, searches and sorts through the address, each time from page 1', async () => {
    const { user, lastQuery, router } = await openList();
    await waitFor(() => expect(tableReferences()).toHaveLength(adminPageSize));
    await user.click(pageButton('3'));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('3'));

    await user.selectOptions(screen.getByLabelText(t('adminApplications:list.statusFilter')), t('status.pending'));
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('pending'));
    expect(lastQuery()?.get('page')).toBe('1');

    await user.type(screen.getByLabelText(t('adminApplications:list.searchLabel')), 'Traveller 3{Enter}');
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('Traveller 3'));
    expect(lastQuery()?.get('status')).toBe('pending');

    const byReference = within(screen.getByRole('table', { hidden: true })).getByRole('button', {
      name: t('adminApplications:list.columns.reference'),
      hidden: true,
    });
    await user.click(byReference);
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('reference'));
    expect(lastQuery()?.get('order')).toBe('asc');
    await user.click(byReference);
    await waitFor(() => expect(lastQuery()?.get('order')).toBe('desc'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Traveller 3');
  });

  it('says when the list could not be loaded, never showing rows, and loads it again on Retry', async () => {
    // The list asks twice before it gives up (one retry): both fail here.
    let calls = 0;
    const { user } = await openList((request) =>
      ++calls <= 2
        ? refusal(500, { code: errorCodes.internal, message: 'Internal Server Error' })
        : { body: pageOf(request) },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('adminApplications:list.error'));
    expect(screen.queryAllByTestId('application-row')).toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: t('retry') }));
    await waitFor(() => expect(tableReferences()).toHaveLength(adminPageSize));
  });

  it('opens More Filters and asks for one nationality', async () => {
    const { user, lastQuery } = await openList();
    const more = await screen.findByRole('button', { name: t('adminApplications:list.moreFilters') });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await user.selectOptions(screen.getByLabelText(t('adminApplications:list.nationality')), 'JP');
    await waitFor(() => expect(lastQuery()?.get('nationality')).toBe('JP'));
  });
});
