import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/form-controls';

/**
 * The owner's cancellation dialogs (the whole application, one traveller): what is cancelled, the
 * refund policy as it applies, then keep or confirm.
 */
export function PolicyConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  policyTitle: string;
  policy: readonly string[];
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{props.description}</Dialog.Description>
          <div className="mt-4 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{props.policyTitle}</p>
            {props.policy.map((line) => (
              <p key={line} className="mt-1">
                {line}
              </p>
            ))}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{props.keepLabel}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={props.onConfirm} disabled={props.busy}>
              {props.busy ? props.busyLabel : props.confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
