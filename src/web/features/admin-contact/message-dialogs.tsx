import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type ContactMessageRow,
  type ContactReplyInput,
  contactReplySchema,
  replyPreviewLength,
  truncate,
} from '../../../core/admin-contact';
import { formatDateTime } from '../../../core/format-time';
import { maxLengths } from '../../../core/limits';
import { Modal } from '../../components/admin/modal';
import { Button } from '../../components/ui/form-controls';
import { toastError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { toast } from '../../lib/toast';
import { replyToMessage } from './api';

function Sender({ message, language }: { message: ContactMessageRow; language: string }) {
  const { t } = useTranslation('adminContact');
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium text-slate-600">{t('contacts.view.from')}</dt>
      <dd>
        {message.name} &lt;
        <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
          {message.email}
        </a>
        &gt;
      </dd>
      {message.phone && (
        <>
          <dt className="font-medium text-slate-600">{t('contacts.view.phone')}</dt>
          <dd>{message.phone}</dd>
        </>
      )}
      <dt className="font-medium text-slate-600">{t('contacts.view.category')}</dt>
      <dd>{message.category}</dd>
      {message.applicationReference && (
        <>
          <dt className="font-medium text-slate-600">{t('contacts.view.reference')}</dt>
          <dd className="font-mono">
            {message.applicationId ? (
              <Link to={`/admin/applications/${message.applicationId}`} className="text-brand-700 underline">
                {message.applicationReference}
              </Link>
            ) : (
              message.applicationReference
            )}
          </dd>
        </>
      )}
      <dt className="font-medium text-slate-600">{t('contacts.view.received')}</dt>
      <dd>{formatDateTime(message.createdAt, language)}</dd>
    </dl>
  );
}

/** View Message: the full text and the replies sent so far. */
export function ViewMessageDialog({
  message,
  language,
  onClose,
  onReply,
}: {
  message: ContactMessageRow | null;
  language: string;
  onClose: () => void;
  onReply: (message: ContactMessageRow) => void;
}) {
  const { t } = useTranslation(['adminContact', 'contact', 'admin']);
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={message ? t(`contact:subjects.${message.subject}`, { defaultValue: message.subject }) : ''}
      closeLabel={t('admin:common.close')}
      wide
    >
      {message && (
        <>
          <Sender message={message} language={language} />
          <p className="mt-4 whitespace-pre-wrap rounded-md bg-slate-50 p-4 text-sm break-words">{message.message}</p>
          {message.replies.length > 0 && (
            <section className="mt-4">
              <h3 className="text-sm font-semibold">{t('contacts.view.replies')}</h3>
              <ul className="mt-2 space-y-2">
                {message.replies.map((reply) => (
                  <li key={reply.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="text-xs text-slate-600">
                      {t('contacts.view.repliedBy', {
                        name: reply.adminName ?? t('contacts.view.staff'),
                        date: formatDateTime(reply.createdAt, language),
                      })}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('admin:common.close')}
            </Button>
            <Button onClick={() => onReply(message)}>{t('contacts.menu.reply')}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** Reply: the original cut at 200 characters with 'View full message', and the reply (at least 10). */
export function ReplyDialog({
  message,
  language,
  onClose,
}: {
  message: ContactMessageRow | null;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminContact', 'contact', 'admin']);
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const form = useForm<ContactReplyInput>({
    resolver: zodResolver(contactReplySchema),
    values: { reply: '' },
  });
  const error = form.formState.errors.reply;

  function close() {
    setExpanded(false);
    form.reset({ reply: '' });
    onClose();
  }

  async function submit(values: ContactReplyInput) {
    if (!message) return;
    try {
      await replyToMessage(message.id, values.reply);
      toast({ title: t('toast.replySent'), description: t('toast.replySentText', { email: message.email }) });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
      close();
    } catch (failure) {
      toastError(t('toast.replyError'), failure);
    }
  }

  const long = message ? Array.from(message.message).length > replyPreviewLength : false;
  return (
    <Modal
      open={message !== null}
      onClose={close}
      title={t('contacts.reply.title', {
        subject: message ? t(`contact:subjects.${message.subject}`, { defaultValue: message.subject }) : '',
      })}
      description={message ? t('contacts.reply.text', { name: message.name, email: message.email }) : undefined}
      closeLabel={t('admin:common.cancel')}
      wide
    >
      {message && (
        <form className="mt-4" onSubmit={form.handleSubmit(submit)} noValidate>
          <figure className="rounded-md bg-slate-50 p-4 text-sm">
            <figcaption className="text-xs font-medium text-slate-600">
              {t('contacts.reply.original', { date: formatDateTime(message.createdAt, language) })}
            </figcaption>
            <blockquote className="mt-1 whitespace-pre-wrap break-words" data-testid="reply-original">
              {expanded || !long ? message.message : truncate(message.message, replyPreviewLength)}
            </blockquote>
            {long && !expanded && (
              <button type="button" className="mt-2 text-sm text-brand-700 underline" onClick={() => setExpanded(true)}>
                {t('contacts.reply.viewFull')}
              </button>
            )}
          </figure>
          <label htmlFor="reply-text" className="mt-4 block text-sm font-medium">
            {t('contacts.reply.label')}
          </label>
          <textarea
            id="reply-text"
            rows={6}
            maxLength={maxLengths.reply}
            className={`mt-1 w-full rounded-md border p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
            placeholder={t('contacts.reply.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reply-text-error' : 'reply-text-hint'}
            {...form.register('reply')}
          />
          {error ? (
            <p id="reply-text-error" className="mt-1 text-sm text-red-700">
              {fieldMessage(error.message)}
            </p>
          ) : (
            <p id="reply-text-hint" className="mt-1 text-xs text-slate-600">
              {t('contacts.reply.hint')}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('admin:common.cancel')}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t('contacts.reply.send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
