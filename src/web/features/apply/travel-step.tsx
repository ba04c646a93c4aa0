import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { passportEndingBefore } from '../../../core/application-refinements';
import { applicationCodes, localToday, makeTravelFormSchema, travelPurposes } from '../../../core/applications';
import { maxLengths } from '../../../core/limits';
import { DateField, useDateMessage } from '../../components/ui/date-input';
import { useTranslation } from '../../lib/i18n';
import { useFieldMessage } from '../../lib/schema-message';
import { dateHint } from './date-hint';
import { describedBy, ErrorSummary, Field, inputClass, summaryOf } from './form-bits';
import { emptyTravel, type TravelValues } from './state';
import { StepNav } from './step-nav';
import { UrgentTravelNotice } from './urgent-travel-notice';

const order = ['travelPurpose', 'arrivalDate', 'departureDate', 'ukAddress'] as const;

export function TravelStepForm({
  values,
  passports,
  onChange,
  onPrevious,
  onNext,
}: {
  values: TravelValues;
  /** Every traveller's name and passport expiry date: no departure after any of them. */
  passports: readonly { name: string; expiry: string }[];
  onChange(values: TravelValues): void;
  onPrevious(): void;
  onNext(): void;
}) {
  const { t } = useTranslation('apply');
  const message = useFieldMessage();
  const dateMessage = useDateMessage();
  const [attempt, setAttempt] = useState(0);
  const expiries = passports.map((passport) => passport.expiry).join(' ');
  const schema = useMemo(() => makeTravelFormSchema(localToday, expiries.split(' ')), [expiries]);
  const form = useForm<TravelValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: values,
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const departure = form.watch('departureDate') ?? '';
  // The refusal names whose passport runs out first before the departure.
  const ending = passportEndingBefore(passports, departure);
  const translate = (text: string | undefined, name?: string) => {
    if (text === applicationCodes.departureAfterPassportExpiry && ending) {
      const number = passports.indexOf(ending) + 1;
      return message(text, { name: ending.name || t('payment.traveller', { number }) });
    }
    return text && (name === 'arrivalDate' || name === 'departureDate')
      ? dateMessage(name, text, message(text) ?? text)
      : message(text);
  };
  useEffect(() => {
    const subscription = form.watch((next) => onChange({ ...emptyTravel, ...(next as TravelValues) }));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  const field = (name: (typeof order)[number]) => ({
    id: `travel-${name}`,
    error: translate(errors[name]?.message, name),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        () => onNext(),
        () => setAttempt((n) => n + 1),
      )}
    >
      <ErrorSummary items={summaryOf(errors, 'travel-', order, translate)} attempt={attempt} />
      <p className="text-slate-700">{t('travel.intro')}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Field {...field('travelPurpose')} label={t('fields.travelPurpose')}>
          <select
            id="travel-travelPurpose"
            className={inputClass}
            {...describedBy('travel-travelPurpose', field('travelPurpose').error)}
            {...form.register('travelPurpose')}
          >
            <option value="">{t('fields.selectPurpose')}</option>
            {travelPurposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(`purposes.${purpose}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="hidden md:block" />
        {(['arrivalDate', 'departureDate'] as const).map((name) => (
          <Field key={name} {...field(name)} label={t(`fields.${name}`)} hint={dateHint(t, name)} group>
            <DateField
              id={`travel-${name}`}
              name={name}
              control={form.control as never}
              invalid={Boolean(field(name).error)}
              describedBy={describedBy(`travel-${name}`, field(name).error, true)['aria-describedby']}
            />
          </Field>
        ))}
        <UrgentTravelNotice arrivalDate={form.watch('arrivalDate') ?? ''} />
        <div className="md:col-span-2">
          <Field {...field('ukAddress')} label={t('fields.ukAddress')} hint={t('fields.stayHint')}>
            <textarea
              id="travel-ukAddress"
              rows={3}
              maxLength={maxLengths.ukAddress}
              className={inputClass}
              {...describedBy('travel-ukAddress', field('ukAddress').error, true)}
              {...form.register('ukAddress')}
            />
          </Field>
        </div>
      </div>
      <StepNav onPrevious={onPrevious} />
    </form>
  );
}
