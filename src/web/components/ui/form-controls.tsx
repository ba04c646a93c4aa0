import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react';
import { currencyAffixOf } from '../../../core/format-input';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: string;
  /** A money field: the pound sign beside it, on the side the reader's language writes it. */
  currencyOf?: string;
}

/**
 * An amount's input with the pound sign beside it, before or after as `formatMoney` writes an
 * amount in `language` (after in reading order in Arabic: on the left of a right-to-left line).
 * The sign is a visual adornment, hidden from screen readers: the field's name stays its label.
 */
export function CurrencyAffix({ language, children }: { language: string; children: ReactNode }) {
  const { symbol, position } = currencyAffixOf(language);
  const sign = (
    <span aria-hidden="true" className="px-2 text-slate-700" data-testid="currency-affix">
      {symbol}
    </span>
  );
  return (
    <div className="mt-1 flex items-center" data-affix={position}>
      {position === 'before' && sign}
      {children}
      {position === 'after' && sign}
    </div>
  );
}

/** A labelled input with its error below it, tied together for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, currencyOf, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ');
  const field = (
    <input
      ref={ref}
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={`${currencyOf ? 'min-w-0 flex-1' : 'mt-1 w-full'} block rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 read-only:bg-slate-100 read-only:text-slate-600 ${
        error ? 'border-red-600' : 'border-slate-300'
      }`}
      {...input}
    />
  );
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {currencyOf ? <CurrencyAffix language={currencyOf}>{field}</CurrencyAffix> : field}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof variants }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}

export function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
