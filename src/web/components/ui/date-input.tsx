import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { applicationCodes } from '../../../core/applications';
import { useTranslation } from '../../lib/i18n';

/** 'YYYY-MM-DD' from the three boxes; anything incomplete stays invalid so the rules say so. */
function compose(day: string, month: string, year: string): string {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!d && !m && !y) return '';
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return `${y}-${m}-${d}`;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

function split(value: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return ['', '', ''];
  return [String(Number(match[3])), String(Number(match[2])), match[1] ?? ''];
}

const box =
  'mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600';

/**
 * The GOV.UK date input (docs/decisions): day, month and year boxes in a fieldset. The day box has
 * the field's id, so the error summary's link lands on it.
 */
export function DateBoxes({
  id,
  value,
  invalid,
  describedBy,
  birthday,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  birthday?: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { t } = useTranslation('apply');
  const [parts, setParts] = useState(() => split(value));
  const set = (index: 0 | 1 | 2, text: string) => {
    const next = [...parts] as [string, string, string];
    next[index] = text.replace(/\D/g, '');
    setParts(next);
    onChange(compose(...next));
  };
  const field = (index: 0 | 1 | 2, suffix: string, label: string, width: string, autoComplete: string) => (
    <div>
      <label htmlFor={suffix ? `${id}-${suffix}` : id} className="block text-sm text-slate-800">
        {label}
      </label>
      <input
        id={suffix ? `${id}-${suffix}` : id}
        className={`${box} ${width} ${invalid ? 'border-red-600' : ''}`}
        inputMode="numeric"
        maxLength={index === 2 ? 4 : 2}
        autoComplete={birthday ? autoComplete : 'off'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={parts[index]}
        onChange={(event) => set(index, event.target.value)}
        onBlur={onBlur}
        dir="ltr"
      />
    </div>
  );
  return (
    <div className="flex gap-3">
      {field(0, '', t('dates.day'), 'w-14', 'bday-day')}
      {field(1, 'month', t('dates.month'), 'w-14', 'bday-month')}
      {field(2, 'year', t('dates.year'), 'w-20', 'bday-year')}
    </div>
  );
}

/** A date answer of a react-hook-form form, as three boxes. */
export function DateField({
  id,
  name,
  control,
  invalid,
  describedBy,
  birthday,
}: {
  id: string;
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: shared by the personal, family and travel forms
  control: Control<any, any, any>;
  invalid: boolean;
  describedBy?: string;
  birthday?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <DateBoxes
          id={id}
          value={field.value ?? ''}
          invalid={invalid}
          describedBy={describedBy}
          birthday={birthday}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/**
 * A date error that names its field: 'Enter the date of birth of traveller 2' when the date is
 * missing or not a real date; the spec's own words ('Date must be in the past') after the field's name.
 */
export function useDateMessage() {
  const { t } = useTranslation('apply');
  return (name: string, code: string, translated: string, traveller?: number) => {
    if (code === applicationCodes.date) return t(`dates.enter.${name}`, { number: traveller });
    if (code === applicationCodes.dateMustBePast || code === applicationCodes.dateNotFuture) {
      const field = traveller
        ? t('dates.ofTraveller', { field: t(`fields.${name}`), number: traveller })
        : t(`fields.${name}`);
      return t('dates.named', { field, message: translated });
    }
    return translated;
  };
}
