import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { languageCodes } from '../core/languages';
import { type PageRoute, pageRoutes } from '../core/routes';

/** Routes come from the one page table in src/core/routes.ts; public pages also answer under /{language}. */
function entriesFor(page: PageRoute): RouteConfigEntry[] {
  const own = page.path === '/' ? index(page.file, { id: page.id }) : route(page.path, page.file, { id: page.id });
  if (!page.prerender) return [own];
  return [
    own,
    ...languageCodes.map((language) =>
      route(`${language}${page.path === '/' ? '' : page.path}`, page.file, { id: `${language}:${page.id}` }),
    ),
  ];
}

const pagesOf = (kind: PageRoute['layout']) => pageRoutes.filter((page) => page.layout === kind).flatMap(entriesFor);

export default [
  ...pagesOf('bare'),
  layout('components/layout/public-layout.tsx', [
    ...pagesOf('public'),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  ...(pagesOf('admin').length ? [layout('components/layout/admin-layout.tsx', pagesOf('admin'))] : []),
];
