import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card } from '../../components/ui/form-controls';
import { apiGet, apiRequest } from '../../lib/api';
import { describeError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

type Preference = { enabled: boolean };
const remindersQuery = {
  queryKey: ['user', 'reminders'],
  queryFn: () => apiGet<Preference>('/api/user/reminders'),
};

/**
 * Profile tab: the reminders' switch (issue #34), the same as the one-click unsubscribe in each
 * reminder. Service e-mails about a live application are always sent.
 */
export function RemindersCard() {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const { data } = useQuery(remindersQuery);
  const save = useMutation({
    mutationFn: (enabled: boolean) => apiRequest<Preference>('PUT', '/api/user/reminders', { enabled }),
    onSuccess: (saved) => {
      client.setQueryData(remindersQuery.queryKey, saved);
      toast({ title: t('reminders.saved') });
    },
    onError: (error) => toast({ title: describeError(error), variant: 'destructive' }),
  });
  return (
    <Card title={t('reminders.title')} description={t('reminders.hint')}>
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={data?.enabled ?? true}
          disabled={!data || save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          data-testid="reminders-switch"
        />
        {t('reminders.label')}
      </label>
    </Card>
  );
}
