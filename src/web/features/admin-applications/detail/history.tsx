import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  type AdminApplication,
  type AdminEvent,
  adminNoteSchema,
  maxAdminNoteLength,
} from '../../../../core/admin-applications';
import { formatMoney } from '../../../../core/format';
import { refundedEventAmount } from '../../../../core/refunds';
import { toastError } from '../../../lib/api-errors';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useFieldMessage } from '../../../lib/schema-message';
import { toast } from '../../../lib/toast';
import { saveNote } from '../api';
import { formatDateTime } from '../format';

export function History({
  application,
  caseEvent,
}: {
  application: AdminApplication;
  /** A case's event in the traveller's words (from cases); undefined for any other event. */
  caseEvent: (event: AdminEvent) => ReactNode | undefined;
}) {
  const { t } = useTranslation(['adminApplications', 'adminAudit', 'admin']);
  const fieldMessage = useFieldMessage();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save() {
    const parsed = adminNoteSchema.safeParse({ notes: note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      const { application: updated } = await saveNote(application.id, note);
      queryClient.setQueryData(['admin', 'application', application.id], updated);
      setNote('');
      setError(undefined);
      toast({ title: t('toast.noteSaved') });
    } catch (caught) {
      toastError(t('toast.noteError'), caught);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="max-w-3xl">
      <ol className="space-y-3" data-testid="history">
        {application.events.map((event) => {
          // A refund's line from its amount, in the reader's words (older rows kept it as an English note).
          const refunded = event.type === 'refunded' ? refundedEventAmount(event.details, event.notes) : null;
          const caseLine = caseEvent(event);
          return (
            <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                {caseLine !== undefined ? (
                  <div>{caseLine}</div>
                ) : (
                  <p className="font-semibold">
                    {event.type === 'status_changed'
                      ? t('history.statusChanged', {
                          from: t(`admin:status.${event.fromStatus}`, { defaultValue: event.fromStatus ?? '' }),
                          to: t(`admin:status.${event.toStatus}`, { defaultValue: event.toStatus ?? '' }),
                        })
                      : refunded !== null
                        ? t('historyLines.refunded', { amount: formatMoney(refunded, language) })
                        : t(`history.${event.type}`)}
                  </p>
                )}
                <time className="text-slate-500" dateTime={event.createdAt}>
                  {formatDateTime(event.createdAt, language)}
                </time>
              </div>
              {event.notes && refunded === null && (
                <p className="mt-1 whitespace-pre-wrap text-slate-700">{event.notes}</p>
              )}
              {event.actorName && (
                <p className="mt-1 text-xs text-slate-500">{t('history.by', { name: event.actorName })}</p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <label htmlFor="internal-note" className="block font-semibold">
          {t('history.addNote')}
        </label>
        <textarea
          id="internal-note"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={maxAdminNoteLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'internal-note-error' : undefined}
          className="mt-2 w-full rounded-md border border-slate-300 p-2 text-sm"
          placeholder={t('history.notePlaceholder')}
        />
        {error && (
          <p id="internal-note-error" className="text-sm text-red-700">
            {fieldMessage(error)}
          </p>
        )}
        <button
          type="button"
          onClick={save}
          disabled={saving}
          className="mt-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {t('history.saveNote')}
        </button>
      </div>
      <StaffReads application={application} />
    </div>
  );
}

/** Who of the staff opened the application, its documents, CSV or receipt, newest first (the audit trail). */
function StaffReads({ application }: { application: AdminApplication }) {
  const { t } = useTranslation(['adminAudit', 'admin']);
  const language = currentLanguage();
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="staff-reads-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="staff-reads-title" className="font-semibold">
          {t('history.title')}
        </h3>
        <Link
          to={`/admin/activity?target=${application.id}`}
          className="text-sm text-brand-700 underline"
          data-testid="activity-link"
        >
          {t('history.all')}
        </Link>
      </div>
      {application.accessLog.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-500">{t('history.text', { count: application.accessLog.length })}</p>
          <ol className="mt-3 divide-y divide-slate-100 text-sm" data-testid="staff-reads">
            {application.accessLog.map((access) => (
              <li key={access.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{access.actorName ?? t('unknownActor')}</span>
                  {' · '}
                  {t(`actions.${access.action}`)}
                  {access.documentKind && `: ${t(`admin:documents.${access.documentKind}`)}`}
                </span>
                <time className="text-slate-500" dateTime={access.createdAt}>
                  {formatDateTime(access.createdAt, language)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
