import type { ReactNode } from 'react';

/**
 * A label and its value. `direction` sets the value apart from the page's own direction: 'ltr'
 * for numbers, phones, addresses and card details (they read left to right in Arabic too), 'auto'
 * for text a person typed, in whichever script they typed it.
 */
export function Field({ label, value, direction }: { label: string; value: string; direction?: 'ltr' | 'auto' }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">
        {value && direction ? <bdi dir={direction}>{value}</bdi> : value || '—'}
      </dd>
    </div>
  );
}

export function InfoCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
      {footer}
    </section>
  );
}

export const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';
