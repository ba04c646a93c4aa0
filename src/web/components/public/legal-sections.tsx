import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  text: string;
  /** A link or two under the text (to the privacy notice, the account, the contact form). */
  extra?: ReactNode;
}

/** The numbered sections of the terms and the privacy notice, in one readable column. */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="py-5">
          <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight text-brand-900 md:text-2xl">
            {index + 1}. {section.title}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-800">{section.text}</p>
          {section.extra && <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">{section.extra}</p>}
        </section>
      ))}
    </div>
  );
}

/** Keeps an e-mail address or a phone number in reading order inside right-to-left text (Unicode isolates). */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

export const legalLinkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';
