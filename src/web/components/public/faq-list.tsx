import { ChevronDown } from 'lucide-react';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="grid gap-3">
      {items.map((item) => (
        <details key={item.id} className="group rounded-lg border border-slate-200 bg-white p-4 open:shadow-sm">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
            {item.question}
            <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="mt-3 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
