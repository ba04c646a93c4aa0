import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * Gives a page (or layout) the one query client. Only pages that read or send data through
 * TanStack Query take it, so the pages a visitor reads first never load the library.
 */
export function withQueryClient<Props extends object>(Page: ComponentType<Props>) {
  function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
