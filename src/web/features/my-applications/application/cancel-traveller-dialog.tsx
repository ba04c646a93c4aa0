import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../../core/format';
import type { MyApplication } from '../../../../core/my-applications';
import { Button } from '../../../components/ui/form-controls';
import { toastError } from '../../../lib/api-errors';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cancelTraveller, myApplicationQuery, myApplicationsQuery } from '../api';
import { PolicyConfirmDialog } from './policy-confirm-dialog';

/**
 * Cancel one traveller not yet submitted to the Home Office (docs/decisions/030-decisions-recorded-per-traveller.md, 'Money and erasure follow
 * each traveller'), with the policy as it applies to them stated before the owner confirms.
 */
export function CancelTravellerDialog({
  application,
  index,
  name,
}: {
  application: MyApplication;
  index: number;
  name: string;
}) {
  const { t } = useTranslation('outcome');
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelTraveller(application.id, index),
    onSuccess: (updated) => {
      setOpen(false);
      queryClient.setQueryData(myApplicationQuery(application.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey, exact: true });
      toast({ title: t('cancelTraveller.doneTitle'), description: t('cancelTraveller.doneText', { name }) });
    },
    onError: (error) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: myApplicationQuery(application.id).queryKey });
      toastError(t('cancelTraveller.failedTitle'), error);
    },
  });
  const price = formatMoney(application.travellerPricePence, language);
  return (
    <PolicyConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" data-testid="cancel-traveller">
          <UserX aria-hidden="true" className="h-4 w-4" />
          {t('cancelTraveller.button', { name })}
        </Button>
      }
      title={t('cancelTraveller.title', { name })}
      description={t('cancelTraveller.text', { name, reference: application.referenceNumber })}
      policyTitle={t('cancelTraveller.refundTitle')}
      policy={[t('cancelTraveller.refund', { name, amount: price }), t('cancelTraveller.others')]}
      keepLabel={t('cancelTraveller.keep', { name })}
      confirmLabel={t('cancelTraveller.confirm', { name })}
      busyLabel={t('cancelTraveller.cancelling')}
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate()}
    />
  );
}
