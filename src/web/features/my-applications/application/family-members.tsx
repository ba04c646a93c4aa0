import type { MyApplication } from '../../../../core/my-applications';
import { country, formatDate as formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Field, InfoCard } from './info-card';

/** Each family member travelling on the application, with the details sent for them. */
export function FamilyMembers({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('myApplications');
  const language = i18n.language;
  const day = (value: string | null) => formatDay(value, language);
  if (application.additionalApplicants.length === 0) return null;
  return (
    <section className="mt-6" data-testid="family-members">
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
            <Field
              label={t('fields.fullName')}
              value={[traveller.firstName, traveller.lastName].filter(Boolean).join(' ')}
              direction="auto"
            />
            <Field label={t('fields.dateOfBirth')} value={day(traveller.dateOfBirth)} />
            <Field label={t('fields.nationality')} value={country(traveller.nationality, language)} />
            <Field label={t('fields.passportNumber')} value={traveller.passportNumber ?? ''} direction="ltr" />
            <Field label={t('fields.issueDate')} value={day(traveller.passportIssueDate)} />
            <Field label={t('fields.expiryDate')} value={day(traveller.passportExpiryDate)} />
            <Field label={t('fields.issuingCountry')} value={country(traveller.issuingCountry, language)} />
          </InfoCard>
        ))}
      </div>
    </section>
  );
}
