import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { StaffMember } from '../../../core/admin-queue';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { runBulk, selectionCsvUrl, useQueueError } from './api';
import { AssignDialog, type AssignTarget } from './assign-dialog';

const button = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50';

/** Actions on the selected rows: assign, mark in review, export their CSV. Shown while rows are selected. */
export function BulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('adminQueue');
  const number = (value: number) => new Intl.NumberFormat(currentLanguage()).format(value);
  const queryClient = useQueryClient();
  const describe = useQueueError();
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);

  async function run(request: Parameters<typeof runBulk>[0]) {
    try {
      const { results } = await runBulk(request);
      const failed = results.filter((result) => !result.ok).length;
      toast({
        title: t('bulk.result', { done: number(results.length - failed), failed: number(failed) }),
        variant: failed ? 'destructive' : undefined,
      });
      onDone();
    } catch (error) {
      toast({ title: t('errors.title'), description: describe(error), variant: 'destructive' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    }
  }

  if (ids.length === 0) return null;
  return (
    <section
      aria-label={t('bulk.label')}
      className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3"
      data-testid="bulk-bar"
    >
      <p className="me-2 text-sm font-semibold">{t('bulk.selected', { number: number(ids.length) })}</p>
      <button
        type="button"
        className={button}
        onClick={() => setAssigning({ title: t('assignDialog.titleSelection', { number: number(ids.length) }) })}
      >
        {t('bulk.assign')}
      </button>
      <button type="button" className={button} onClick={() => run({ action: 'mark_in_review', ids: [...ids] })}>
        {t('bulk.markInReview')}
      </button>
      <a href={selectionCsvUrl(ids)} download className={`${button} inline-flex items-center gap-2`}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {t('bulk.export')}
      </a>
      <button type="button" className="px-3 py-2 text-sm text-brand-700 underline" onClick={onDone}>
        {t('bulk.clear')}
      </button>
      <AssignDialog
        target={assigning}
        onClose={() => setAssigning(null)}
        onAssign={(assignee: StaffMember) => run({ action: 'assign', ids: [...ids], assigneeId: assignee.id })}
      />
    </section>
  );
}
