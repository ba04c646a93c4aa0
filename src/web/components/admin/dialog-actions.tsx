import * as Dialog from '@radix-ui/react-dialog';

/** The footer of an admin form dialog: Cancel closes it, the submit button names the action. */
export function DialogActions({
  cancelLabel,
  submitLabel,
  busy,
  danger = false,
  className = 'flex justify-end gap-2',
}: {
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <Dialog.Close asChild>
        <button
          type="button"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
      </Dialog.Close>
      <button
        type="submit"
        disabled={busy}
        className={`rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
          danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
        }`}
      >
        {submitLabel}
      </button>
    </div>
  );
}
