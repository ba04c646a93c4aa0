import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import type { MyApplication } from '../../../../core/my-applications';
import { Button } from '../../../components/ui/form-controls';
import { toastError } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cancelApplication, myApplicationQuery, myApplicationsQuery } from '../api';
import { PolicyConfirmDialog } from './policy-confirm-dialog';

/** Cancel a pending application, with the refund policy stated before the owner confirms. */
export function CancelDialog({ application }: { application: MyApplication }) {
  const { t } = useTranslation('myApplications');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelApplication(application.id),
    onSuccess: (updated) => {
      setOpen(false);
      queryClient.setQueryData(myApplicationQuery(application.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey, exact: true });
      toast({ title: t('cancel.doneTitle'), description: t('cancel.doneText') });
    },
    onError: (error) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: myApplicationQuery(application.id).queryKey });
      toastError(t('cancel.failedTitle'), error);
    },
  });
  return (
    <PolicyConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger">
          <XCircle aria-hidden="true" className="h-4 w-4" />
          {t('cancel.button')}
        </Button>
      }
      title={t('cancel.title')}
      description={t('cancel.text', { reference: application.referenceNumber })}
      policyTitle={t('cancel.refundTitle')}
      policy={[t('cancel.refundFull'), t('cancel.refundPolicy')]}
      keepLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      busyLabel={t('cancel.cancelling')}
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate()}
    />
  );
}
