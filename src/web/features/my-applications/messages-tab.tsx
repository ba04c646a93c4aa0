import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { formatDateTime } from '../../../core/format-time';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { myMessagesQuery } from './api';

/** 'Messages': the user's contact messages and the staff replies, newest first (docs/decisions/047-the-first-readings-of-the-spec.md). */
export function MessagesTab() {
  const { t, i18n } = useTranslation('myApplications');
  const { data, isPending, isError } = useQuery(myMessagesQuery);
  const language = i18n.language;

  return (
    <div>
      <h2 className="text-xl font-semibold text-slate-900">{t('messages.title')}</h2>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
          {t('messages.error')}
        </p>
      ) : data.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-10 text-center" role="status">
          <MessageSquare aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-800">{t('messages.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('messages.emptyText')}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4">
          {data.map((message) => (
            <li
              key={message.id}
              className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
              data-testid="my-message"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  {t(`contact:subjects.${message.subject}`, { defaultValue: message.subject })}
                </h3>
                <span className="text-sm text-slate-600">{formatDateTime(message.createdAt, language)}</span>
              </div>
              {message.applicationReference && (
                <p className="mt-1 text-sm text-slate-600">
                  {t('messages.about', { reference: message.applicationReference })}
                </p>
              )}
              <p className="mt-2 whitespace-pre-line text-slate-800">{message.message}</p>
              {message.replies.length === 0 ? (
                <p className="mt-3 text-sm italic text-slate-600">{t('messages.noReply')}</p>
              ) : (
                <ul className="mt-3 grid gap-3 border-s-4 border-brand-100 ps-4">
                  {message.replies.map((reply) => (
                    <li key={reply.id}>
                      <p className="text-sm font-semibold text-brand-800">
                        {t('messages.reply', { date: formatDateTime(reply.createdAt, language) })}
                      </p>
                      <p className="mt-1 whitespace-pre-line text-slate-800">{reply.body}</p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
