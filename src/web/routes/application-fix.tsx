import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { signInPathFor } from '../../core/return-path';
import { PageMeta } from '../components/layout/page-meta';
import { RequestReasons } from '../components/request-reasons';
import { Spinner } from '../components/ui/spinner';
import { fixTaskQuery } from '../features/cases/api';
import { FixForm } from '../features/cases/fix-form';
import { ApiError } from '../lib/api';
import { describeError } from '../lib/api-errors';
import { useTranslation } from '../lib/i18n';
import { withQueryClient } from '../lib/with-query-client';

/** The e-mail's signed link carries its token in the fragment, which the browser never sends. */
const tokenFromHash = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.hash.slice(1)).get('token');

/** /applications/{id}/fix/{index}: the focused form of 'information needed' (issue #17, decision 017). */
function ApplicationFixPage() {
  const { t } = useTranslation(['cases', 'apply']);
  const { id = '', index = '0' } = useParams();
  const { pathname } = useLocation();
  const [token] = useState(tokenFromHash);
  const [sent, setSent] = useState(false);
  const queryClient = useQueryClient();
  const { data: task, isPending, error } = useQuery({ ...fixTaskQuery(id, index, token), enabled: !sent });
  const name = task ? `${task.firstName} ${task.lastName}` : '';
  // The form (and the button pressed) goes once sent: focus moves to the confirmation that replaces it.
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  let body: React.ReactNode;
  if (sent) {
    body = (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-5 text-emerald-900"
        data-testid="fix-sent"
      >
        <p>{t('form.sent')}</p>
      </div>
    );
  } else if (isPending) {
    body = <Spinner />;
  } else if (error || !task) {
    const code = error instanceof ApiError ? error.status : 0;
    const text =
      code === 401
        ? t('errors.signInOrLink')
        : code === 403
          ? t('errors.linkInvalid')
          : code === 409
            ? t('errors.notWaiting')
            : describeError(error);
    body = (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {text}{' '}
        {code === 401 && (
          <Link to={signInPathFor(pathname)} className="underline">
            {t('common:nav.loginRegister')}
          </Link>
        )}
      </p>
    );
  } else {
    body = (
      <>
        <p className="mt-2 text-slate-700">{t('form.intro', { reference: task.referenceNumber })}</p>
        {(task.message || task.reasons.length > 0) && (
          <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-950">
            <RequestReasons reasons={task.reasons} message={task.message} />
          </div>
        )}
        <FixForm
          id={id}
          index={index}
          token={token}
          task={task}
          onSent={() => {
            setSent(true);
            void queryClient.invalidateQueries();
          }}
        />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageMeta title={t('form.title', { name })} />
      <h1 className="text-2xl font-bold text-slate-900">{t('form.title', { name })}</h1>
      {body}
      {!token && (
        <Link
          to={`/applications/${id}`}
          className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('form.back')}
        </Link>
      )}
    </div>
  );
}

export default withQueryClient(ApplicationFixPage);
