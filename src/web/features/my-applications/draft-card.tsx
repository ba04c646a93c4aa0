import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePen, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRelativeTime } from '../../../core/format-time';
import { Button } from '../../components/ui/form-controls';
import { focusElement } from '../../components/ui/return-focus';
import { toastError } from '../../lib/api-errors';
import { forgetLocalDraft } from '../../lib/draft-storage';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { discardDraft, type SavedDraft, savedDraftQuery } from './api';

const primaryLink =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

/**
 * Throws the draft away on the server and in this browser, then does `then`; the caller forgets the
 * query's copy once it is done with the card (the card would otherwise vanish under its dialog).
 */
function useDiscardDraft(then: () => void) {
  const { t } = useTranslation('myApplications');
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: () => {
      forgetLocalDraft();
      then();
    },
    onError: (error) => toastError(t('draft.failedTitle'), error),
  });
}

/** Forgets the dashboard's copy of the draft: the card and the question go. */
function useForgetDraft() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData(savedDraftQuery.queryKey, null);
}

function useDraftSummary(draft: SavedDraft) {
  const { t, i18n } = useTranslation('myApplications');
  const travellers = 1 + (draft.additionalApplicants?.length ?? 0);
  return t('draft.text', { count: travellers, time: formatRelativeTime(draft.lastSaved, i18n.language) });
}

/** A dialog of the dashboard's own look: a title, a text and the actions. */
function DraftDialog(props: {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  onClosed?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-0 z-50 m-auto h-fit w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-xl"
          onCloseAutoFocus={props.onClosed}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{props.text}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The application the traveller started and did not pay for (#37 item 2): where it stands, with
 * Continue (the wizard restores it) and Discard (after a confirmation). Nothing shows without one.
 */
export function DraftCard() {
  const { data: draft } = useQuery(savedDraftQuery);
  return draft ? <DraftCardOf draft={draft} /> : null;
}

function DraftCardOf({ draft }: { draft: SavedDraft }) {
  const { t } = useTranslation('myApplications');
  const [open, setOpen] = useState(false);
  const forget = useForgetDraft();
  // The dialog closes first; once it has, focus goes to the list's heading and the card goes.
  const discarded = useRef(false);
  const discard = useDiscardDraft(() => {
    discarded.current = true;
    setOpen(false);
  });
  return (
    <section
      aria-labelledby="draft-title"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5"
      data-testid="saved-draft"
    >
      <h3 id="draft-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FilePen aria-hidden="true" className="h-5 w-5 text-amber-800" />
        {t('draft.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-800">{useDraftSummary(draft)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/apply" className={primaryLink}>
          {t('draft.continue')}
        </Link>
        <DraftDialog
          open={open}
          onOpenChange={setOpen}
          title={t('draft.confirmTitle')}
          text={t('draft.confirmText')}
          trigger={
            <Button variant="secondary">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('draft.discard')}
            </Button>
          }
          onClosed={(event) => {
            // Once discarded the card goes: focus goes to the list's heading, never the body.
            if (!discarded.current) return;
            event.preventDefault();
            focusElement(document.getElementById('my-applications-title'));
            forget();
            toast({ title: t('draft.discardedTitle'), description: t('draft.discardedText') });
          }}
        >
          <Dialog.Close asChild>
            <Button variant="secondary">{t('draft.keep')}</Button>
          </Dialog.Close>
          <Button variant="danger" onClick={() => discard.mutate()} disabled={discard.isPending}>
            {discard.isPending ? t('draft.discarding') : t('draft.confirm')}
          </Button>
        </DraftDialog>
      </div>
    </section>
  );
}

/**
 * 'New application': straight to the wizard, or, with an unfinished one saved, a question first:
 * continue it, or start again (which discards it), so a new start never silently brings it back.
 */
export function NewApplicationButton({ className }: { className: string }) {
  const { t } = useTranslation('myApplications');
  const { data: draft } = useQuery(savedDraftQuery);
  const label = (
    <>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t('applications.new')}
    </>
  );
  if (!draft) {
    return (
      <Link to="/apply" className={className}>
        {label}
      </Link>
    );
  }
  return <NewWithDraft draft={draft} className={className} label={label} />;
}

function NewWithDraft({ draft, className, label }: { draft: SavedDraft; className: string; label: ReactNode }) {
  const { t } = useTranslation('myApplications');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const forget = useForgetDraft();
  const discard = useDiscardDraft(() => {
    forget();
    navigate('/apply');
  });
  return (
    <DraftDialog
      open={open}
      onOpenChange={setOpen}
      title={t('draft.newTitle')}
      text={`${useDraftSummary(draft)} ${t('draft.newText')}`}
      trigger={
        <button type="button" className={className}>
          {label}
        </button>
      }
    >
      <Button variant="secondary" onClick={() => discard.mutate()} disabled={discard.isPending}>
        {discard.isPending ? t('draft.discarding') : t('draft.startAgain')}
      </Button>
      <Link to="/apply" className={primaryLink}>
        {t('draft.continue')}
      </Link>
    </DraftDialog>
  );
}
