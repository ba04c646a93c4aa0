import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { localToday } from '../../../core/applications';
import { countriesFor, etaCountriesFor } from '../../../core/countries';
import { ErrorSummary as SharedErrorSummary, type SummaryItem } from '../../components/ui/error-summary';
import { useTranslation } from '../../lib/i18n';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600';

export function Field({
  id,
  label,
  error,
  hint,
  warning,
  group,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Several inputs (a date's day, month and year): a fieldset with the label as its legend. */
  group?: boolean;
  /** Advice that does not block (docs/decisions/047-the-first-readings-of-the-spec.md, 'Passport validity'); an error takes its place. */
  warning?: ReactNode;
  children: ReactNode;
}) {
  const Wrapper = group ? 'fieldset' : 'div';
  return (
    <Wrapper className={error ? 'border-s-4 border-red-600 ps-3' : undefined}>
      {group ? (
        <legend className="block text-sm font-semibold text-slate-800">{label}</legend>
      ) : (
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {children}
      {warning && !error && (
        <div
          id={`${id}-warning`}
          className="mt-2 flex items-start gap-2 rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-900"
          data-testid={`${id}-warning`}
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
          <div>{warning}</div>
        </div>
      )}
    </Wrapper>
  );
}

/** aria attributes for an input with an optional hint, error and warning (shown only without an error). */
export const describedBy = (id: string, error?: string, hint?: boolean, warning?: boolean) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '', warning && !error ? `${id}-warning` : '']
      .filter(Boolean)
      .join(' ') || undefined,
});

const optionsOf = (countries: { code: string; name: string }[]) =>
  countries.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));

/**
 * The countries of a select, sorted by their name in the reader's language: the ETA countries
 * first, then every other one. A visa national can pick their own nationality and be told they need
 * a visa (docs/decisions/023-every-eta-nationality.md, 'Eligible nationalities'); a passport may be issued by any country (decision 023).
 */
export function CountryOptions({ nationality = false }: { nationality?: boolean }) {
  const { t, i18n } = useTranslation('apply');
  const language = i18n.language;
  const groups = useMemo(() => {
    const eta = etaCountriesFor(language, localToday());
    const etaCodes = new Set(eta.map((country) => country.code));
    return { eta, other: countriesFor(language).filter((country) => !etaCodes.has(country.code)) };
  }, [language]);
  return (
    <>
      <option value="">{t('fields.selectCountry')}</option>
      <optgroup label={t(nationality ? 'fields.etaNationalities' : 'fields.etaCountries')}>
        {optionsOf(groups.eta)}
      </optgroup>
      <optgroup label={t(nationality ? 'fields.otherNationalities' : 'fields.otherCountries')}>
        {optionsOf(groups.other)}
      </optgroup>
    </>
  );
}

/** The wizard's error summary (components/ui/error-summary.tsx) under its own title. */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const { t } = useTranslation('apply');
  return <SharedErrorSummary title={t('errorSummary.title')} items={items} attempt={attempt} />;
}

/** Flattens react-hook-form errors into summary items, ids prefixed like the inputs. */
export function summaryOf(
  errors: Record<string, { message?: unknown } | undefined>,
  prefix: string,
  order: readonly string[],
  translate: (message: string | undefined, name: string) => string | undefined,
): SummaryItem[] {
  return order
    .filter((name) => errors[name]?.message)
    .map((name) => ({ id: `${prefix}${name}`, message: translate(String(errors[name]?.message), name) ?? '' }));
}
