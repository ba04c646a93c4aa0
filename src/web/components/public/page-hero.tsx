import type { ReactNode } from 'react';

/** The heading band at the top of a public page: its one h1 and an introduction. */
export function PageHero({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** A section of a public page with its h2. */
export function Section({
  title,
  intro,
  children,
  className = '',
  id,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section className={`mx-auto max-w-7xl px-4 py-12 ${className}`} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}
