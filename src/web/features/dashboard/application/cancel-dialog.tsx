import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import type { MyApplication } from '../../../../core/my-applications';
import { Button } from '../../../components/ui/form-controls';
import { describeError } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cancelApplication, myApplicationQuery, myApplicationsQuery } from '../api';

/** Cancel a pending application, with the refund policy stated before the owner confirms. */
export function CancelDialog({ application }: { application: MyApplication }) {
  const { t } = useTranslation('dashboard');
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
      toast({ title: t('cancel.failedTitle'), description: describeError(error), variant: 'destructive' });
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger">
          <XCircle aria-hidden="true" className="h-4 w-4" />
          {t('cancel.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('cancel.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('cancel.text', { reference: application.referenceNumber })}
          </Dialog.Description>
          <div className="mt-4 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{t('cancel.refundTitle')}</p>
            <p className="mt-1">{t('cancel.refundFull')}</p>
            <p className="mt-1">{t('cancel.refundPolicy')}</p>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('cancel.keep')}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
