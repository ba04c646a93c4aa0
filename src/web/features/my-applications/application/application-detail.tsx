import { Download, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import type { MyApplication } from '../../../../core/my-applications';
import { FamilyOutcome } from '../../../components/family-outcome';
import { PageMeta } from '../../../components/layout/page-meta';
import { StatusBadge } from '../../../components/status-badge';
import { country, formatDateTime, formatDate as formatDay, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/localized-link';
import { receiptUrl } from '../api';
import { TravellerCases } from '../traveller-cases';
import { ApplicationDocuments } from './application-documents';
import { CancelDialog } from './cancel-dialog';
import { FamilyMembers } from './family-members';
import { Field, InfoCard, linkButton } from './info-card';
import { StatusHistory } from './status-history';

const secondaryLink = `${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

/** /applications/{id}: everything the traveller sent and where it stands (spec §2 'Application detail'). */
export function ApplicationDetail({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('myApplications');
  const localize = useLocalizedPath();
  const language = i18n.language;
  const day = (value: string | null) => formatDay(value, language);
  const { payment } = application;
  const supportLink = `${localize('/contact-support')}?reference=${encodeURIComponent(application.referenceNumber)}`;
  return (
    <>
      <PageMeta title={t('detail.title', { reference: application.referenceNumber })} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">{t('detail.reference')}</p>
          <h1 className="font-mono text-3xl font-bold text-brand-900" dir="ltr">
            {application.referenceNumber}
          </h1>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={receiptUrl(application.id, language)} download className={secondaryLink}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('detail.receipt')}
          </a>
          <Link to={supportLink} className={secondaryLink} data-testid="contact-support-link">
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            {t('detail.contactSupport')}
          </Link>
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
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={application.status} withIcon />
            <FamilyOutcome status={application.status} travellers={application.travellers} />
          </span>
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
          <Field
            label={t('fields.fullName')}
            value={`${application.firstName} ${application.lastName}`}
            direction="auto"
          />
          <Field label={t('fields.dateOfBirth')} value={day(application.dateOfBirth)} />
          <Field label={t('fields.nationality')} value={country(application.nationality, language)} />
          <Field label={t('fields.email')} value={application.email} direction="ltr" />
          <Field label={t('fields.phone')} value={application.phone} direction="ltr" />
        </InfoCard>
        <InfoCard title={t('detail.passport')}>
          <Field label={t('fields.passportNumber')} value={application.passportNumber} direction="ltr" />
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
          <Field label={t('fields.ukAddress')} value={application.ukAddress} direction="auto" />
        </InfoCard>
        <InfoCard title={t('detail.payment')}>
          <Field label={t('fields.processingType')} value={t(`processing.${application.processingType}`)} />
          <Field label={t('fields.cardholder')} value={payment.cardholderName ?? ''} direction="auto" />
          <Field
            label={t('fields.card')}
            value={[payment.brand?.toUpperCase(), payment.maskedCard].filter(Boolean).join(' ')}
            direction="ltr"
          />
          <Field label={t('fields.cardExpiry')} value={payment.expiry ?? ''} direction="ltr" />
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

      <FamilyMembers application={application} />
      <ApplicationDocuments application={application} />
      <StatusHistory application={application} />
    </>
  );
}
