import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../src/web/lib/i18n';
import { queryClient } from '../../src/web/lib/query-client';

/**
 * Renders a component as a page shows it: inside a router at `path` (matched by `route`) and the
 * app's query client, once the namespaces it reads are loaded from the real locale files.
 */
export async function renderPage(
  element: ReactNode,
  { path = '/', route = '*', namespaces = [] }: { path?: string; route?: string; namespaces?: string[] } = {},
) {
  await i18n.loadNamespaces(['common', 'errors', ...namespaces]);
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/**
 * A person with a mouse and keyboard (user-event). jsdom loads no style sheet, so user-event's check
 * that a clicked element takes pointer events (computed styles up the tree, slow in jsdom) has
 * nothing to find: it is off.
 */
export const person = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
