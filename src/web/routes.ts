import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { answersUnderPrefix, type PageRoute, pageRoutes } from '../core/routes';

/**
 * Routes come from the one page table in src/core/routes.ts. A page of the public layout also
 * answers under /{language}: one route with an optional first segment (':lang?/pricing'), not
 * eleven, which keeps the route manifest every page loads small. The public layout shows the
 * not-found page when that segment is not one of the ten languages.
 */
function entriesFor(page: PageRoute): RouteConfigEntry[] {
  const file = page.file ?? `routes/${page.id}.tsx`;
  if (answersUnderPrefix(page)) return [route(`:lang?${page.path === '/' ? '' : page.path}`, file, { id: page.id })];
  return [page.path === '/' ? index(file, { id: page.id }) : route(page.path, file, { id: page.id })];
}

const pagesOf = (kind: PageRoute['layout']) => pageRoutes.filter((page) => page.layout === kind).flatMap(entriesFor);

export default [
  ...pagesOf('bare'),
  layout('components/layout/public-layout.tsx', [
    ...pagesOf('public'),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  ...(pagesOf('admin').length
    ? [
        layout('components/layout/admin-layout.tsx', [
          ...pagesOf('admin'),
          // An unknown /admin address: a 404 inside the admin layout, not the public one.
          route('admin/*', 'routes/admin-not-found.tsx', { id: 'admin-not-found' }),
        ]),
      ]
    : []),
];
