import { type ReactNode, useState } from 'react';
import type { AdminApplication, Traveller } from '../../../../core/admin-applications';
import type { CaseTraveller, FixableDocument } from '../../../../core/case-requests';
import { DocumentViewer } from '../../../components/admin/document-viewer';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { relationshipLabel } from '../../../lib/relationship';
import { canRequest, travellersOf } from '../../../lib/travellers';
import { formatDate, formatDateTime, formatMoney } from '../format';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="col-span-2 font-medium">{children ?? '—'}</dd>
    </div>
  );
}

/** What the detail page shows beside a traveller's documents: the checks' results (from document-checks). */
export type TravellerAside = (traveller: Traveller, checks: CaseTraveller | undefined) => ReactNode;

/** The request for information opened from a viewer (from cases), with the document it showed ticked. */
export type RequestFromViewer = (request: {
  index: number;
  name: string;
  document: FixableDocument;
  onClose: () => void;
}) => ReactNode;

export function Documents({
  application,
  aside,
  requestDialog,
}: {
  application: AdminApplication;
  aside: TravellerAside;
  requestDialog: RequestFromViewer;
}) {
  const { t } = useTranslation('adminApplications');
  // The request dialog opened from a viewer, with the document it showed ticked.
  const [request, setRequest] = useState<{ index: number; name: string; document: FixableDocument } | null>(null);
  if (application.documents.length === 0) return <p className="text-sm text-slate-600">{t('detail.noDocuments')}</p>;
  return (
    <div className="space-y-8">
      {travellersOf(application).map((traveller, index) => {
        // Already in review order from the server: passport, then photo, then any other.
        const own = application.documents.filter((document) => document.travellerIndex === index);
        if (own.length === 0) return null;
        const name = [traveller.firstName, traveller.lastName].filter(Boolean).join(' ');
        const title = `${t('detail.applicant', { number: index + 1 })}: ${name}${traveller.relationship ? ` (${relationshipLabel(t, traveller.relationship)})` : ''}`;
        const checks = application.travellers.find((item) => item.index === index);
        return (
          <section
            key={`${traveller.passportNumber}-${index}`}
            aria-label={title}
            data-testid="traveller-documents"
            data-documents-of={index}
            tabIndex={-1}
          >
            <h3 className="mb-3 font-semibold">{title}</h3>
            <DocumentViewer
              documents={own}
              title={title}
              aside={aside(traveller, checks)}
              onRequest={canRequest(checks) ? (document) => setRequest({ index, name, document }) : undefined}
            />
          </section>
        );
      })}
      {request && requestDialog({ ...request, onClose: () => setRequest(null) })}
    </div>
  );
}

export function TravelInfo({ application }: { application: AdminApplication }) {
  const { t } = useTranslation(['adminApplications', 'admin']);
  const language = currentLanguage();
  return (
    <dl className="max-w-2xl divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white p-5">
      <Row label={t('admin:fields.travelPurpose')}>
        {t(`purposes.${application.travelPurpose}`, { defaultValue: application.travelPurpose })}
      </Row>
      <Row label={t('admin:fields.arrivalDate')}>{formatDate(application.arrivalDate, language)}</Row>
      <Row label={t('admin:fields.departureDate')}>{formatDate(application.departureDate, language)}</Row>
      <Row label={t('admin:fields.ukAddress')}>{application.ukAddress}</Row>
      <Row label={t('admin:fields.travellers')}>{application.applicantCount}</Row>
    </dl>
  );
}

/** The payment and its refunds; `refund` is the refund action (from refunds). */
export function Payment({ application, refund }: { application: AdminApplication; refund: ReactNode }) {
  const { t } = useTranslation(['adminApplications', 'admin', 'refunds']);
  const language = currentLanguage();
  const { payment } = application;
  return (
    <div className="max-w-2xl rounded-lg border border-slate-200 bg-white p-5">
      <dl className="divide-y divide-slate-100">
        <Row label={t('payment.amount')}>{formatMoney(payment.amountPence, language)}</Row>
        <Row label={t('payment.type')}>{t(`admin:processing.${application.processingType}`)}</Row>
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
                  {t(`refunds:refund.status.${refund.status}`)}
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
        {refund}
      </div>
    </div>
  );
}
