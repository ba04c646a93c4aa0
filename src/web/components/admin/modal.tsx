import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../ui/return-focus';

/** The admin portal's dialog frame (Radix: focus trap, Escape, labelled title; focus returns on close). */
export function Modal({
  open,
  onClose,
  title,
  description,
  closeLabel,
  wide = false,
  trigger,
  onOpen,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The button that opens it, when it has one (Radix then returns focus to it on close). */
  trigger?: ReactNode;
  onOpen?: () => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpen?.() : onClose())}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          className={`fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <Dialog.Title className="pe-8 text-lg font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
          <Dialog.Close
            className="absolute end-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900"
            aria-label={closeLabel}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A confirmation (Delete …): Cancel or the red confirm button, which waits for the action. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} closeLabel={cancelLabel}>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
