import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isIsoDate } from '../../../core/applications';
import { countryName } from '../../../core/countries';
import { DocumentThumbnails } from '../../components/document-thumbnails';
import { useTranslation } from '../../lib/i18n';
import { relationshipLabel } from '../../lib/relationship';
import { questionRows } from './question-rows';
import { emptyQuestions } from './question-values';
import type { Step, WizardData } from './state';
import { StepNav } from './step-nav';
import { UrgentTravelNotice } from './urgent-travel-notice';

/** Each row's 'Change …' sentence (apply.json payment.changeRow), the accessible name of its link. */
const changeRowOf: Record<string, string> = {
  name: 'name',
  dob: 'dateOfBirth',
  nat: 'nationality',
  em: 'email',
  ph: 'phone',
  pn: 'passportNumber',
  pv: 'passportDates',
  ic: 'issuingCountry',
  docs: 'documents',
  rel: 'relationship',
  tp: 'travelPurpose',
  ad: 'arrivalDate',
  dd: 'departureDate',
  ua: 'ukAddress',
};

interface Row {
  key: string;
  label: string;
  value: ReactNode;
  /** Where Change goes: the step, and the id of the field to focus there. */
  step: Step;
  field: string;
  /** Digits and Latin text (a phone number) kept left to right on an Arabic page. */
  ltr?: boolean;
  /** The Change link's accessible name, when it is not one of changeRowOf's. */
  changeLabel?: string;
}

/**
 * 'Check your answers' (GOV.UK pattern): a summary list per traveller and one for the trip, each
 * value with a Change link to its step and field. On a phone each row is the label and Change on
 * one line with the value under it.
 */
export function CheckStep({
  data,
  changeHref,
  onPrevious,
  onNext,
}: {
  data: WizardData;
  changeHref(step: Step, field: string): string;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t, i18n } = useTranslation('apply');
  const country = (code: string) => (code ? countryName(code, i18n.language) : '');
  const date = (value: string) =>
    isIsoDate(value)
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value))
      : value;
  const docsOf = (index: number) => {
    const documents = (['passportScan', 'photo', 'additionalDocument'] as const).flatMap((kind) => {
      const document = data.documents[index]?.[kind];
      return document?.status === 'valid' ? [{ label: t(`documents.${kind}`), document }] : [];
    });
    return documents.length > 0 ? (
      <DocumentThumbnails documents={documents} testId={`review-documents-${index + 1}`} />
    ) : (
      ''
    );
  };
  const main = data.questions[0] ?? emptyQuestions();
  const questionsOf = (index: number): Row[] =>
    questionRows(t, i18n.language, data.questions[index] ?? emptyQuestions(), index, index > 0 ? main : undefined).map(
      (row) => ({ ...row, step: 'questions' as const }),
    );
  const p = data.personal;
  const primary: Row[] = [
    {
      key: 'name',
      label: t('check.name'),
      value: `${p.firstName} ${p.lastName}`,
      step: 'personal',
      field: 'personal-firstName',
    },
    {
      key: 'dob',
      label: t('fields.dateOfBirth'),
      value: date(p.dateOfBirth),
      step: 'personal',
      field: 'personal-dateOfBirth',
    },
    {
      key: 'nat',
      label: t('fields.nationality'),
      value: country(p.nationality),
      step: 'personal',
      field: 'personal-nationality',
    },
    { key: 'em', label: t('fields.email'), value: p.email, step: 'personal', field: 'personal-email' },
    { key: 'ph', label: t('fields.phone'), value: p.phone, step: 'personal', field: 'personal-phone', ltr: true },
    {
      key: 'pn',
      label: t('fields.passportNumber'),
      value: p.passportNumber,
      step: 'personal',
      field: 'personal-passportNumber',
    },
    {
      key: 'pv',
      label: t('check.passportDates'),
      value: `${date(p.passportIssueDate)} – ${date(p.passportExpiryDate)}`,
      step: 'personal',
      field: 'personal-passportIssueDate',
    },
    {
      key: 'ic',
      label: t('fields.issuingCountry'),
      value: country(p.issuingCountry),
      step: 'personal',
      field: 'personal-issuingCountry',
    },
    { key: 'docs', label: t('payment.documentsRow'), value: docsOf(0), step: 'documents', field: 'doc-0-passportScan' },
    ...questionsOf(0),
  ];
  const family = data.additionalApplicants.map((a, index): Row[] => {
    const edit = `family-edit-${index}`;
    return [
      { key: 'name', label: t('check.name'), value: `${a.firstName} ${a.lastName}`, step: 'personal', field: edit },
      {
        key: 'rel',
        label: t('fields.relationship'),
        value: relationshipLabel(t, a.relationship),
        step: 'personal',
        field: edit,
      },
      { key: 'dob', label: t('fields.dateOfBirth'), value: date(a.dateOfBirth), step: 'personal', field: edit },
      { key: 'nat', label: t('fields.nationality'), value: country(a.nationality), step: 'personal', field: edit },
      { key: 'pn', label: t('fields.passportNumber'), value: a.passportNumber, step: 'personal', field: edit },
      {
        key: 'pv',
        label: t('check.passportDates'),
        value: `${date(a.passportIssueDate)} – ${date(a.passportExpiryDate)}`,
        step: 'personal',
        field: edit,
      },
      { key: 'ic', label: t('fields.issuingCountry'), value: country(a.issuingCountry), step: 'personal', field: edit },
      {
        key: 'docs',
        label: t('payment.documentsRow'),
        value: docsOf(index + 1),
        step: 'documents',
        field: `doc-${index + 1}-passportScan`,
      },
      ...questionsOf(index + 1),
    ];
  });
  const trip = data.travel;
  const travel: Row[] = [
    {
      key: 'tp',
      label: t('fields.travelPurpose'),
      value: trip.travelPurpose ? t(`purposes.${trip.travelPurpose}`) : '',
      step: 'travel',
      field: 'travel-travelPurpose',
    },
    {
      key: 'ad',
      label: t('fields.arrivalDate'),
      value: date(trip.arrivalDate),
      step: 'travel',
      field: 'travel-arrivalDate',
    },
    {
      key: 'dd',
      label: t('fields.departureDate'),
      value: date(trip.departureDate),
      step: 'travel',
      field: 'travel-departureDate',
    },
    { key: 'ua', label: t('fields.ukAddress'), value: trip.ukAddress, step: 'travel', field: 'travel-ukAddress' },
  ];

  const list = (rows: Row[], testId: string) => (
    <dl data-testid={testId} className="border-t border-slate-200">
      {rows.map((row) => (
        <div
          key={row.key}
          className="grid grid-cols-[1fr_auto] gap-x-4 border-b border-slate-200 py-2 sm:grid-cols-[minmax(8rem,1fr)_2fr_auto]"
        >
          <dt className="text-sm font-semibold text-slate-700 sm:text-base">{row.label}</dt>
          <dd className="col-span-2 row-start-2 break-words sm:col-span-1 sm:row-start-auto">
            {row.ltr && row.value ? <bdi dir="ltr">{row.value}</bdi> : row.value || t('payment.notProvided')}
          </dd>
          <dd className="col-start-2 row-start-1 text-end sm:col-start-3">
            {/* A whole sentence for each row ('Change date of birth'), in each language's own order. */}
            <Link
              to={changeHref(row.step, row.field)}
              aria-label={row.changeLabel ?? t(`payment.changeRow.${changeRowOf[row.key]}`)}
              className="inline-flex min-h-6 min-w-6 items-center text-brand-700 underline underline-offset-2"
            >
              {t('payment.change')}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );

  return (
    <div>
      <p className="text-slate-700">{t('payment.reviewIntro')}</p>
      <h3 className="mt-6 mb-2 text-lg font-bold">
        {t('payment.traveller', { number: 1 })} · {t('payment.primary')}
      </h3>
      {list(primary, 'review-traveller-1')}
      {family.map((rows, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a traveller is their place in the list
        <section key={index}>
          <h3 className="mt-8 mb-2 text-lg font-bold">
            {t('payment.traveller', { number: index + 2 })} ·{' '}
            {relationshipLabel(t, data.additionalApplicants[index]?.relationship)}
          </h3>
          {list(rows, `review-traveller-${index + 2}`)}
        </section>
      ))}
      <h3 className="mt-8 mb-2 text-lg font-bold">{t('steps.travel')}</h3>
      {list(travel, 'review-travel')}
      <div className="mt-6">
        <UrgentTravelNotice arrivalDate={trip.arrivalDate} />
      </div>
      <StepNav onPrevious={onPrevious} onNext={onNext} nextLabel={t('check.continue')} />
    </div>
  );
}
