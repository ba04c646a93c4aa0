import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../core/format';
import type { MyApplication, MyApplicationEvent } from '../../core/my-applications';
import { RequireUser } from '../components/auth/require-user';
import { PageMeta } from '../components/layout/page-meta';
import { Button } from '../components/ui/form-controls';
import { Spinner } from '../components/ui/spinner';
import { cancelApplication, myApplicationQuery, myApplicationsQuery, receiptUrl } from '../features/dashboard/api';
import { StatusBadge } from '../features/dashboard/status-badge';
import { TravellerCases } from '../features/dashboard/traveller-cases';
import { ApiError, describeError } from '../lib/api';
import { country } from '../lib/country';

import { useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';
import { withQueryClient } from '../lib/with-query-client';

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{value || '—'}</dd>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function eventLabel(event: MyApplicationEvent, t: (key: string, options?: Record<string, unknown>) => string) {
  if (event.type === 'submitted') return t('timeline.submitted');
  if (event.type === 'cancelled') return t('timeline.cancelled');
  if (event.type === 'refunded') return t('timeline.refunded');
  switch (event.toStatus) {
    case 'processing':
      return t('timeline.processing');
    case 'reviewing':
      return t('timeline.reviewing');
    case 'approved':
    case 'rejected':
      return t('timeline.decision', { status: t(`statusName.${event.toStatus}`) });
    default:
      return t('timeline.changed', { status: t(`statusName.${event.toStatus ?? 'pending'}`) });
  }
}

function CancelDialog({ application }: { application: MyApplication }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelApplication(application.id),
    onSuccess: (updated) => {
      setOpen(false);
      queryClient.setQueryData(myApplicationQuery(application.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey, exact: true });
      toast({ title: t('cancel.doneTitle'), description: t('cancel.doneText') });
    },
    onError: (error) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: myApplicationQuery(application.id).queryKey });
      toast({ title: t('cancel.failedTitle'), description: describeError(error), variant: 'destructive' });
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger">
          <XCircle aria-hidden="true" className="h-4 w-4" />
          {t('cancel.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto h-fit w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('cancel.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('cancel.text', { reference: application.referenceNumber })}
          </Dialog.Description>
          <div className="mt-4 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{t('cancel.refundTitle')}</p>
            <p className="mt-1">{t('cancel.refundFull')}</p>
            <p className="mt-1">{t('cancel.refundPolicy')}</p>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('cancel.keep')}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Detail({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const day = (value: string | null) => formatDate(value, language);
  const { payment } = application;
  return (
    <>
      <PageMeta title={t('detail.title', { reference: application.referenceNumber })} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">{t('detail.reference')}</p>
          <h1 className="font-mono text-3xl font-bold text-brand-900">{application.referenceNumber}</h1>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={receiptUrl(application.id)}
            download
            className={`${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('detail.receipt')}
          </a>
          {application.canCancel && <CancelDialog application={application} />}
        </div>
      </div>

      <section
        className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="status-title"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="status-title" className="text-lg font-semibold text-slate-900">
            {t('detail.status')}
          </h2>
          <StatusBadge status={application.status} withIcon />
        </div>
        {application.statusNotes && (
          <p className="mt-3 whitespace-pre-line text-slate-800" data-testid="status-notes">
            {application.statusNotes}
          </p>
        )}
        <p className="mt-3 text-sm text-slate-600">
          {t('detail.lastUpdate', { date: formatDateTime(application.lastStatusUpdate, language) })}
        </p>
        {application.documentsDeletedOn && (
          <p className="mt-3 text-sm text-slate-800" data-testid="documents-deleted-on">
            {t('detail.documentsDeletedOn', { date: day(application.documentsDeletedOn) })}
          </p>
        )}
        {application.personalDataErasedAt && (
          <p className="mt-3 text-sm text-slate-800" data-testid="personal-data-erased">
            {t('detail.personalDataErased', { date: day(application.personalDataErasedAt) })}
          </p>
        )}
      </section>

      <TravellerCases application={application} />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <InfoCard title={t('detail.personal')}>
          <Field label={t('fields.fullName')} value={`${application.firstName} ${application.lastName}`} />
          <Field label={t('fields.dateOfBirth')} value={day(application.dateOfBirth)} />
          <Field label={t('fields.nationality')} value={country(application.nationality, language)} />
          <Field label={t('fields.email')} value={application.email} />
          <Field label={t('fields.phone')} value={application.phone} />
        </InfoCard>
        <InfoCard title={t('detail.passport')}>
          <Field label={t('fields.passportNumber')} value={application.passportNumber} />
          <Field label={t('fields.issueDate')} value={day(application.passportIssueDate)} />
          <Field label={t('fields.expiryDate')} value={day(application.passportExpiryDate)} />
          <Field label={t('fields.issuingCountry')} value={country(application.issuingCountry, language)} />
        </InfoCard>
        <InfoCard title={t('detail.travel')}>
          <Field
            label={t('fields.purpose')}
            value={t(`purpose.${application.travelPurpose}`, application.travelPurpose)}
          />
          <Field label={t('fields.arrival')} value={day(application.arrivalDate)} />
          <Field label={t('fields.departure')} value={day(application.departureDate)} />
          <Field label={t('fields.ukAddress')} value={application.ukAddress} />
        </InfoCard>
        <InfoCard title={t('detail.payment')}>
          <Field label={t('fields.processingType')} value={t(`processing.${application.processingType}`)} />
          <Field label={t('fields.cardholder')} value={payment.cardholderName ?? ''} />
          <Field
            label={t('fields.card')}
            value={[payment.brand?.toUpperCase(), payment.maskedCard].filter(Boolean).join(' ')}
          />
          <Field label={t('fields.cardExpiry')} value={payment.expiry ?? ''} />
          <Field label={t('fields.amount')} value={formatMoney(payment.amountPence, language)} />
          <Field label={t('fields.paidAt')} value={day(payment.paidAt)} />
          {application.refunds.map((refund) => (
            <Field
              key={refund.createdAt}
              label={t('refunds.label', { date: day(refund.createdAt) })}
              value={`${formatMoney(refund.amountPence, language)} · ${t(`refunds.status.${refund.status}`)}`}
            />
          ))}
          {application.refunds.some((refund) => refund.status === 'succeeded') && (
            <Field label={t('refunds.whenLabel')} value={t('refunds.timing')} />
          )}
        </InfoCard>
      </div>

      {application.additionalApplicants.length > 0 && (
        <section className="mt-6">
          <h2 className="text-xl font-semibold text-slate-900">{t('detail.additional')}</h2>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            {application.additionalApplicants.map((traveller, index) => (
              <InfoCard
                // biome-ignore lint/suspicious/noArrayIndexKey: travellers have no id and their order is fixed
                key={index}
                title={t('detail.traveller', {
                  number: index + 2,
                  name: [traveller.firstName, traveller.lastName].filter(Boolean).join(' '),
                })}
              >
                <Field label={t('fields.dateOfBirth')} value={day(traveller.dateOfBirth)} />
                <Field label={t('fields.nationality')} value={country(traveller.nationality, language)} />
                <Field label={t('fields.passportNumber')} value={traveller.passportNumber ?? ''} />
                <Field label={t('fields.issueDate')} value={day(traveller.passportIssueDate)} />
                <Field label={t('fields.expiryDate')} value={day(traveller.passportExpiryDate)} />
                <Field label={t('fields.issuingCountry')} value={country(traveller.issuingCountry, language)} />
              </InfoCard>
            ))}
          </div>
        </section>
      )}

      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t('detail.history')}</h2>
        <ol className="mt-4 border-s-2 border-slate-200" data-testid="timeline">
          {application.events
            .filter((event) => event.travellerIndex === null)
            .map((event) => (
              <li key={event.id} className="relative ms-4 pb-5 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute -start-[1.4rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700"
                />
                <p className="font-semibold text-slate-900">{eventLabel(event, t)}</p>
                <p className="text-sm text-slate-600">{formatDateTime(event.createdAt, language)}</p>
                {event.notes && <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{event.notes}</p>}
              </li>
            ))}
        </ol>
      </section>
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mx-auto max-w-xl py-16 text-center" data-testid="application-not-found">
      <PageMeta title={t('notFound.title')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notFound.text')}</p>
      <Link to="/dashboard" className={`${linkButton} mt-6 bg-brand-700 text-white hover:bg-brand-800`}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}

function ApplicationView({ id }: { id: string }) {
  const { t } = useTranslation('dashboard');
  const { data, isPending, error } = useQuery(myApplicationQuery(id));
  if (isPending) return <Spinner />;
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {t('detail.error')}
      </p>
    );
  }
  if (!data) return <NotFound />;
  return <Detail application={data} />;
}

/** /applications/{id}: one of the user's applications (spec §2 'Application detail'). */
function ApplicationPage() {
  const { t } = useTranslation('dashboard');
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Link
        to="/dashboard"
        className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="rtl-mirror h-4 w-4" />
        {t('detail.back')}
      </Link>
      <RequireUser>{() => <ApplicationView id={id} />}</RequireUser>
    </div>
  );
}

export default withQueryClient(ApplicationPage);
