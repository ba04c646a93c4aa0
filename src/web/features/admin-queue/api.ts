import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignRequest, BulkRequest, BulkResult, StaffMember } from '../../../core/admin-queue';
import { ApiError, apiGet, apiRequest } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** The admins an application can be assigned to. */
export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: async () => ((await apiGet<{ staff: StaffMember[] }>('/api/admin/staff')) as { staff: StaffMember[] }).staff,
  staleTime: 5 * 60_000,
});

/** Who has an application, its clocks and duplicates (the detail page's header strip). */
export const assignmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'assignment', id],
    queryFn: async () =>
      (
        (await apiGet<{ assignment: Assignment }>(`/api/admin/applications/${id}/assignment`)) as {
          assignment: Assignment;
        }
      ).assignment,
    retry: 1,
  });

export type QueueAction = { kind: 'claim' } | { kind: 'release' } | ({ kind: 'assign' } & AssignRequest);

const pathOf = (action: QueueAction) => action.kind;

/** The CSV of the selected applications, as a link can download it. */
export const selectionCsvUrl = (ids: readonly string[]) => `/api/admin/applications/selection.csv?ids=${ids.join(',')}`;

export const runBulk = (request: BulkRequest) =>
  apiRequest<BulkResult>('POST', '/api/admin/applications/bulk', request);

/** The reader's words for a queue refusal, by its code. */
export function useQueueError() {
  const { t } = useTranslation('adminQueue');
  return (error: unknown) =>
    error instanceof ApiError && error.body?.code
      ? t(`errors.${error.body.code}`, { defaultValue: t('errors.generic') })
      : t('errors.generic');
}

/**
 * Claim, assign or release one application: the list and the detail refresh either way, and a
 * toast says what happened in the reader's language.
 */
export function useQueueAction() {
  const { t } = useTranslation('adminQueue');
  const queryClient = useQueryClient();
  const describe = useQueueError();
  return async (id: string, reference: string, action: QueueAction, assigneeName?: string) => {
    try {
      const { kind: _kind, ...body } = action as QueueAction & Record<string, unknown>;
      const { assignment } = await apiRequest<{ assignment: Assignment }>(
        'POST',
        `/api/admin/applications/${id}/${pathOf(action)}`,
        action.kind === 'assign' ? body : undefined,
      );
      queryClient.setQueryData(['admin', 'assignment', id], assignment);
      const name = assigneeName ?? assignment.assignee?.name ?? '';
      toast({ title: t(`done.${action.kind}`, { reference, name }) });
      return true;
    } catch (error) {
      toast({ title: t('errors.title'), description: describe(error), variant: 'destructive' });
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  };
}
