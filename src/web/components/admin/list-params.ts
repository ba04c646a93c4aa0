import { useSearchParams } from 'react-router';
import { queryString } from '../../lib/query-string';

/** What every admin list keeps in the address bar. */
export interface ListState {
  page: number;
  search: string;
  sort: string;
  order: 'asc' | 'desc';
}

/**
 * An admin list's state in the address bar: page, search, sort and order, plus the list's own
 * filters given with their 'not set' value ('all' or ''). `update` starts again on page 1 unless
 * told a page, and leaves defaults out of the URL; `sortProps` feed SortHeader, `searchProps`
 * ListSearch, `filterProps(name)` a ListFilter of that filter, and `pageProps` the pages.
 */
export function useListParams<Filters extends Record<string, string>>(
  filters: Filters,
  defaults: { sort: string; order: 'asc' | 'desc' } = { sort: 'createdAt', order: 'desc' },
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const order = searchParams.get('order') ?? defaults.order;
  const params = {
    page: Number(searchParams.get('page') ?? 1) || 1,
    search: searchParams.get('search') ?? '',
    sort: searchParams.get('sort') ?? defaults.sort,
    order: order === 'asc' ? 'asc' : 'desc',
    ...Object.fromEntries(Object.keys(filters).map((key) => [key, searchParams.get(key) ?? filters[key]])),
  } as ListState & Filters;

  function update(next: Partial<ListState & Filters>) {
    const merged: Record<string, unknown> = { ...params, page: 1, ...next };
    setSearchParams(new URLSearchParams(queryString({ ...merged, page: merged.page === 1 ? undefined : merged.page })));
  }

  // A new order starts again on page 1: the old page number means nothing in the new order.
  const sortProps = {
    sort: params.sort,
    order: params.order,
    onSort: (field: string, order: 'asc' | 'desc') => update({ sort: field, order } as Partial<ListState & Filters>),
  };
  const searchProps = {
    value: params.search,
    onSearch: (search: string) => update({ search } as Partial<ListState & Filters>),
  };
  const filterProps = (name: keyof Filters & string) => ({
    value: params[name],
    onChange: (value: string) => update({ [name]: value } as Partial<ListState & Filters>),
  });
  const pageProps = { page: params.page, onPage: (page: number) => update({ page } as Partial<ListState & Filters>) };
  return { params, update, sortProps, searchProps, filterProps, pageProps };
}
