import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { freshSignInMinutes } from '../../../core/request-safety';
import { Button, Card, TextField } from '../../components/ui/form-controls';
import { apiRequest } from '../../lib/api';
import { describeError, toastError } from '../../lib/api-errors';
import { forgetCurrentUser, useCurrentUser, useLogout } from '../../lib/current-user';
import { asksForFreshProof, freshProofBody } from '../../lib/fresh-proof';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** What deleting the account does (decision 016), said exactly before it is done. */
const erasureTerms = ['now', 'underReview', 'submitted', 'kept'] as const;

/** Security tab: Sign Out, and Delete Account behind the spec's confirmation. */
export function AccountActionsCard() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  // The password (or, with two-step verification on, a code): needed when the sign-in is older than 10 minutes.
  const [proof, setProof] = useState('');
  const mfaEnabled = useCurrentUser().data?.mfaEnabled ?? false;
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/user/account', freshProofBody(proof, mfaEnabled)),
    onSuccess: () => {
      setConfirming(false);
      forgetCurrentUser();
      toast({ title: t('toast.deleted'), description: t('toast.deletedText') });
      navigate('/');
    },
    onError: (error) => {
      // Asked for proof: the dialog stays open, its field says what is missing.
      if (asksForFreshProof(error)) return;
      setConfirming(false);
      toastError(t('toast.deleteFailed'), error);
    },
  });

  return (
    <Card title={t('actions.title')} description={t('actions.description')}>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {logout.isPending ? t('common:account.loggingOut') : t('actions.signOut')}
        </Button>
        <Dialog.Root open={confirming} onOpenChange={setConfirming}>
          <Dialog.Trigger asChild>
            <Button variant="danger">{t('actions.delete')}</Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
            <Dialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-xl">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{t('actions.confirmTitle')}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-700">
                {t('actions.confirmText')}
              </Dialog.Description>
              <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700" data-testid="erasure-terms">
                {erasureTerms.map((term) => (
                  <li key={term}>{t(`actions.erasure.${term}`)}</li>
                ))}
              </ul>
              <TextField
                type={mfaEnabled ? 'text' : 'password'}
                label={t(mfaEnabled ? 'freshProof.codeLabel' : 'freshProof.passwordLabel')}
                hint={t('freshProof.hint', { minutes: freshSignInMinutes })}
                value={proof}
                onChange={(event) => setProof(event.target.value)}
                error={asksForFreshProof(remove.error) ? describeError(remove.error) : undefined}
                autoComplete={mfaEnabled ? 'one-time-code' : 'current-password'}
                inputMode={mfaEnabled ? 'numeric' : undefined}
                className="mt-4"
              />
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('actions.cancel')}</Button>
                </Dialog.Close>
                <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  {remove.isPending ? t('actions.deleting') : t('actions.confirmDelete')}
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </Card>
  );
}
