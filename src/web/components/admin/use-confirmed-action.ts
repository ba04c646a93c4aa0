import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';

/**
 * A row action an admin confirms first (Delete, Reset): the row waiting for the answer, busy while
 * the action runs, a toast either way, and the lists under `queryKey` fetched again. Its `dialog`
 * feeds a ConfirmDialog as it is.
 */
export function useConfirmedAction<Row>({
  run,
  done,
  failed,
  queryKey,
}: {
  run: (row: Row) => Promise<unknown>;
  done: (row: Row) => { title: string; description?: string };
  failed: string;
  queryKey: readonly string[];
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await run(target);
      toast(done(target));
      setTarget(null);
    } catch (error) {
      toastError(failed, error);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey });
    }
  }

  return {
    target,
    ask: setTarget,
    dialog: { open: target !== null, onClose: () => setTarget(null), busy, onConfirm: confirm },
  };
}
