import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertOctagon, ArrowLeft, Check, CheckCircle2, Copy, Download, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type AdminApplication,
  adminNoteSchema,
  maxAdminNoteLength,
  noteRequiredMessage,
  noteTooLongMessage,
  type Traveller,
} from '../../core/admin';
import { type AdminSettableStatus, progressOf, progressStages, statusMoves } from '../../core/statuses';
import { PageMeta } from '../components/layout/page-meta';
import { applicationQuery, saveNote } from '../features/admin/api';
import { CaseEvent, isCaseEvent } from '../features/admin/case-event';
import { CasesPanel } from '../features/admin/cases-panel';
import { DocumentViewer } from '../features/admin/document-viewer';
import { country, formatDate, formatDateTime, formatMoney } from '../features/admin/format';
import { PassportData } from '../features/admin/passport-data';
import { RefundDialog } from '../features/admin/refund-dialog';
import { StatusBadge } from '../features/admin/status-badge';
import { StatusDialog, type StatusTarget } from '../features/admin/status-dialog';
import { travellersOf } from '../features/admin/travellers';
import { AssignmentStrip } from '../features/admin-queue/assignment-strip';
import { ApiError, describeError } from '../lib/api';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { translateMessage } from '../lib/schema-message';
import { toast } from '../lib/toast';
import { useCopy } from '../lib/use-copy';

/** Admin spec §2 'Application detail', with real documents, payment and history (DECISIONS.md). */
export default function AdminApplicationPage() {
  const { t, i18n } = useTranslation(['admin', 'cases']);
  const { id = '' } = useParams();
  const { data: application, isPending, isError, error, refetch } = useQuery(applicationQuery(id));
  const [target, setTarget] = useState<StatusTarget | null>(null);

  if (isPending) {
    return (
      <output className="block text-slate-600">
        <PageMeta title={t('detail.title')} />
        {t('loading')}
      </output>
    );
  }
  if (isError) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-red-200 bg-red-50 p-6" role="alert">
        <PageMeta title={t('detail.title')} />
        <p className="text-red-900">{missing ? t('detail.notFound') : t('detail.error')}</p>
        <div className="mt-4 flex gap-3">
          {!missing && (
            <button
              type="button"
              onClick={() => refetch()}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
            >
              {t('retry')}
            </button>
          )}
          <Link to="/admin/applications" className="px-4 py-2 text-sm text-brand-700 underline">
            {t('detail.back')}
          </Link>
        </div>
      </div>
    );
  }

  const open = (status: AdminSettableStatus) =>
    setTarget({
      id: application.id,
      referenceNumber: application.referenceNumber,
      version: application.version,
      status,
    });

  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta title={`${application.referenceNumber} | ${t('detail.title')}`} />
      <Link to="/admin/applications" className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
        <ArrowLeft className="rtl-mirror h-4 w-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <Header application={application} onStatus={open} />
      <AssignmentStrip id={application.id} reference={application.referenceNumber} status={application.status} />
      <Tabs.Root dir={i18n.dir()} defaultValue="details" className="mt-6">
        <Tabs.List className="flex flex-wrap gap-1 border-b border-slate-200" aria-label={t('detail.tabsLabel')}>
          {tabNames.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {t(`detail.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabNames.map((tab) => {
          const Panel = tabPanels[tab];
          return (
            <Tabs.Content key={tab} value={tab} className="pt-4">
              <Panel application={application} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <StatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

function Header({
  application,
  onStatus,
}: {
  application: AdminApplication;
  onStatus: (status: AdminSettableStatus) => void;
}) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const { copied, copy } = useCopy();
  const done = progressOf(application.status, { documentsKept: application.personalDataErasedAt === null }) ?? 0;
  const moves = statusMoves[application.status];
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-mono text-2xl font-bold">{application.referenceNumber}</h1>
            <button
              type="button"
              onClick={() => copy('reference', application.referenceNumber)}
              className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            >
              {copied === 'reference' ? (
                <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4" aria-hidden="true" />
              )}
              {copied === 'reference' ? t('copied') : t('detail.copyReference')}
            </button>
            <StatusBadge status={application.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {application.firstName} {application.lastName} ·{' '}
            {t('detail.submitted', { date: formatDateTime(application.createdAt, language) })}
          </p>
        </div>
        {moves.length > 0 && (
          <div className="flex flex-wrap gap-2" data-testid="status-actions">
            {moves.includes('approved') && (
              <button
                type="button"
                onClick={() => onStatus('approved')}
                className="inline-flex items-center gap-1 rounded-md bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
              >
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t('actions.approve')}
              </button>
            )}
            {moves.includes('processing') && (
              <button
                type="button"
                onClick={() => onStatus('processing')}
                className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50"
              >
                {t('actions.markProcessing')}
              </button>
            )}
            {moves.includes('rejected') && (
              <button
                type="button"
                onClick={() => onStatus('rejected')}
                className="inline-flex items-center gap-1 rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800"
              >
                <XCircle className="h-4 w-4" aria-hidden="true" />
                {t('actions.reject')}
              </button>
            )}
          </div>
        )}
      </div>
      {application.status === 'cancelled' ? (
        <p
          className="mt-5 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800"
          data-testid="cancelled-banner"
        >
          {t('detail.cancelledText')}
        </p>
      ) : application.status === 'rejected' ? (
        <div className="mt-5 flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          <AlertOctagon className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>{t('detail.rejectedTitle')}</strong> {t('detail.rejectedText')}
            {application.statusNotes && <span className="mt-1 block text-sm">{application.statusNotes}</span>}
          </p>
        </div>
      ) : (
        <ol className="mt-5 grid grid-cols-4 gap-2" aria-label={t('detail.progress')} data-testid="progress">
          {progressStages.map((stage, index) => {
            const complete = index < done;
            const current = index === done;
            return (
              <li
                key={stage}
                className="text-center text-xs"
                data-stage={complete ? 'done' : current ? 'current' : 'todo'}
                aria-current={current ? 'step' : undefined}
              >
                <span
                  className={`block h-2 rounded ${complete ? 'bg-emerald-600' : current ? 'bg-amber-400' : 'bg-slate-200'}`}
                  aria-hidden="true"
                />
                <span className={`mt-1 block ${complete ? 'font-semibold text-emerald-800' : 'text-slate-600'}`}>
                  {t(`detail.stages.${stage}`)}
                  <span className="sr-only">
                    {' '}
                    ({t(complete ? 'detail.stageDone' : current ? 'detail.stageCurrent' : 'detail.stageTodo')})
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {(application.personalDataErasedAt || application.documentsDeletedOn) && (
        <p className="mt-4 text-sm text-slate-700" data-testid="retention">
          {application.personalDataErasedAt
            ? t('detail.personalDataErased', { date: formatDate(application.personalDataErasedAt, language) })
            : t('detail.documentsDeletedOn', { date: formatDate(application.documentsDeletedOn, language) })}
        </p>
      )}
    </div>
  );
}

/** The Details tab: every traveller's data once, each value copied with a click (admin spec 'Applicant Data for Processing'). */
function ProcessingPanel({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const { copied, copy } = useCopy();
  const travellers = travellersOf(application);
  const [selected, setSelected] = useState('all');
  const shown =
    selected === 'all'
      ? travellers.map((traveller, index) => ({ traveller, index }))
      : [{ traveller: travellers[Number(selected)] as Traveller, index: Number(selected) }];
  const field = (key: string, label: string, value: string | null | undefined) => (
    <div key={key}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd>
        {value ? (
          <button
            type="button"
            onClick={() => copy(key, value)}
            className="inline-flex items-center gap-1 rounded px-1 text-start font-medium hover:bg-brand-50"
            title={t('detail.clickToCopy')}
          >
            {value}
            {copied === key ? (
              <Check className="h-3 w-3 text-emerald-600" aria-label={t('copied')} />
            ) : (
              <Copy className="h-3 w-3 text-slate-400" aria-hidden="true" />
            )}
          </button>
        ) : (
          '—'
        )}
      </dd>
    </div>
  );
  return (
    <section className="rounded-lg border border-brand-100 bg-brand-50 p-5" aria-labelledby="processing-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="processing-title" className="font-semibold text-brand-900">
          {t('detail.processingPanel')}
        </h2>
        <a
          href={`/api/admin/applications/${application.id}/export.csv`}
          download
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('detail.exportCsv')}
        </a>
      </div>
      {travellers.length > 1 && (
        <fieldset className="mt-3 flex flex-wrap gap-1">
          <legend className="sr-only">{t('detail.travellers')}</legend>
          {['all', ...travellers.map((_, index) => String(index))].map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={selected === value}
              onClick={() => setSelected(value)}
              className={`rounded-md px-3 py-1 text-sm ${selected === value ? 'bg-brand-700 text-white' : 'bg-white text-slate-700'}`}
            >
              {value === 'all' ? t('detail.allApplicants') : t('detail.applicant', { number: Number(value) + 1 })}
            </button>
          ))}
        </fieldset>
      )}
      {shown.map(({ traveller, index }) => (
        <dl key={index} className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {travellers.length > 1 && (
            <p className="font-semibold sm:col-span-2 lg:col-span-4">{t('detail.applicant', { number: index + 1 })}</p>
          )}
          {field(`${index}-first`, t('fields.firstName'), traveller.firstName)}
          {field(`${index}-last`, t('fields.lastName'), traveller.lastName)}
          {field(`${index}-dob`, t('fields.dateOfBirth'), traveller.dateOfBirth)}
          {field(
            `${index}-nat`,
            t('fields.nationality'),
            traveller.nationality ? country(traveller.nationality, language) : null,
          )}
          {field(`${index}-passport`, t('fields.passportNumber'), traveller.passportNumber)}
          {field(`${index}-issue`, t('fields.passportIssueDate'), traveller.passportIssueDate)}
          {field(`${index}-expiry`, t('fields.passportExpiryDate'), traveller.passportExpiryDate)}
          {field(
            `${index}-issuing`,
            t('fields.issuingCountry'),
            traveller.issuingCountry ? country(traveller.issuingCountry, language) : null,
          )}
          {field(`${index}-email`, t('fields.email'), traveller.email ?? application.email)}
          {field(`${index}-phone`, t('fields.phone'), traveller.phone ?? application.phone)}
        </dl>
      ))}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="col-span-2 font-medium">{children ?? '—'}</dd>
    </div>
  );
}

function Documents({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  if (application.documents.length === 0) return <p className="text-sm text-slate-600">{t('detail.noDocuments')}</p>;
  return (
    <div className="space-y-8">
      {travellersOf(application).map((traveller, index) => {
        // Already in review order from the server: passport, then photo, then any other.
        const own = application.documents.filter((document) => document.travellerIndex === index);
        if (own.length === 0) return null;
        const title = `${t('detail.applicant', { number: index + 1 })}: ${[traveller.firstName, traveller.lastName].filter(Boolean).join(' ')}`;
        return (
          <section key={`${traveller.passportNumber}-${index}`} aria-label={title} data-testid="traveller-documents">
            <h3 className="mb-3 font-semibold">{title}</h3>
            <DocumentViewer documents={own} title={title} aside={<PassportData traveller={traveller} />} />
          </section>
        );
      })}
    </div>
  );
}

function TravelInfo({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <dl className="max-w-2xl divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white p-5">
      <Row label={t('fields.travelPurpose')}>
        {t(`purposes.${application.travelPurpose}`, { defaultValue: application.travelPurpose })}
      </Row>
      <Row label={t('fields.arrivalDate')}>{formatDate(application.arrivalDate, language)}</Row>
      <Row label={t('fields.departureDate')}>{formatDate(application.departureDate, language)}</Row>
      <Row label={t('fields.ukAddress')}>{application.ukAddress}</Row>
      <Row label={t('fields.travellers')}>{application.applicantCount}</Row>
    </dl>
  );
}

function Payment({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const { payment } = application;
  return (
    <div className="max-w-2xl rounded-lg border border-slate-200 bg-white p-5">
      <dl className="divide-y divide-slate-100">
        <Row label={t('payment.amount')}>{formatMoney(payment.amountPence, language)}</Row>
        <Row label={t('payment.type')}>{t(`processing.${application.processingType}`)}</Row>
        <Row label={t('payment.cardholder')}>{payment.cardholderName}</Row>
        <Row label={t('payment.card')}>
          {payment.last4 ? `${payment.brand ? `${payment.brand.toUpperCase()} ` : ''}•••• ${payment.last4}` : null}
        </Row>
        <Row label={t('payment.expiry')}>{payment.expiry}</Row>
        <Row label={t('payment.date')}>{payment.paidAt ? formatDateTime(payment.paidAt, language) : null}</Row>
        <Row label={t('payment.refunded')}>{formatMoney(payment.refundedPence, language)}</Row>
        <Row label={t('payment.net')}>{formatMoney(payment.amountPence - payment.refundedPence, language)}</Row>
      </dl>
      <div className="border-t border-slate-100 pt-3">
        {application.refunds.length > 0 && (
          <ul className="mb-3 space-y-2 text-sm" data-testid="refunds">
            {application.refunds.map((refund) => (
              <li key={refund.createdAt} className="flex flex-wrap justify-between gap-2">
                <span>
                  <span className="font-medium">{formatMoney(refund.amountPence, language)}</span>
                  {' · '}
                  {t(`refund.status.${refund.status}`)}
                  {' · '}
                  {refund.reason}
                </span>
                <time className="text-slate-500" dateTime={refund.createdAt}>
                  {formatDateTime(refund.createdAt, language)}
                </time>
              </li>
            ))}
          </ul>
        )}
        <RefundDialog application={application} />
      </div>
    </div>
  );
}

const noteErrorKeys = { [noteRequiredMessage]: 'history.noteRequired', [noteTooLongMessage]: 'history.noteTooLong' };

function History({ application }: { application: AdminApplication }) {
  const { t } = useTranslation(['admin', 'audit']);
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
      toast({
        title: t('toast.noteError'),
        description: describeError(caught),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="max-w-3xl">
      <ol className="space-y-3" data-testid="history">
        {application.events.map((event) => (
          <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              {isCaseEvent(event) ? (
                <div>
                  <CaseEvent event={event} />
                </div>
              ) : (
                <p className="font-semibold">
                  {event.type === 'status_changed'
                    ? t('history.statusChanged', {
                        from: t(`status.${event.fromStatus}`, { defaultValue: event.fromStatus ?? '' }),
                        to: t(`status.${event.toStatus}`, { defaultValue: event.toStatus ?? '' }),
                      })
                    : t(`history.${event.type}`)}
                </p>
              )}
              <time className="text-slate-500" dateTime={event.createdAt}>
                {formatDateTime(event.createdAt, language)}
              </time>
            </div>
            {event.notes && <p className="mt-1 whitespace-pre-wrap text-slate-700">{event.notes}</p>}
            {event.actorName && (
              <p className="mt-1 text-xs text-slate-500">{t('history.by', { name: event.actorName })}</p>
            )}
          </li>
        ))}
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
            {translateMessage(t, noteErrorKeys, error)}
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
  const { t } = useTranslation(['audit', 'admin']);
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

/** The detail page's tabs, in order, and the panel each shows. */
const tabPanels = {
  details: ProcessingPanel,
  cases: CasesPanel,
  documents: Documents,
  travel: TravelInfo,
  payment: Payment,
  history: History,
} satisfies Record<string, (props: { application: AdminApplication }) => React.ReactNode>;
const tabNames = Object.keys(tabPanels) as (keyof typeof tabPanels)[];
