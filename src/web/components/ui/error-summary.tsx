import { useEffect, useRef } from 'react';
import { countErrorSummary } from '../../lib/page-title';

export interface SummaryItem {
  /** The field's id; none for a message about the whole form. */
  id?: string;
  message: string;
}

/**
 * The GOV.UK error summary: it takes focus when a failed attempt shows it, and each message is a
 * link that takes focus to its field (a fragment link alone would only scroll there).
 */
export function ErrorSummary({
  title,
  items,
  attempt,
  id = 'error-summary',
}: {
  title: string;
  items: SummaryItem[];
  /** Counts the failed attempts: each one focuses the summary again. */
  attempt: number;
  id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus once per failed attempt, as soon as its messages are shown (they may arrive a render later).
  const focusedFor = useRef(0);
  useEffect(() => {
    if (attempt > focusedFor.current && items.length > 0) {
      focusedFor.current = attempt;
      ref.current?.focus();
    }
  });
  // While messages show, the page's title starts with 'Error:' (lib/page-title).
  const showing = items.length > 0;
  useEffect(() => {
    if (!showing) return;
    countErrorSummary(1);
    return () => countErrorSummary(-1);
  }, [showing]);
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-md border-4 border-red-600 bg-white p-4"
      data-testid="error-summary"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-red-700">
        {title}
      </h2>
      <ul className="mt-2 list-disc ps-5">
        {items.map((item) => (
          <li key={item.id ?? item.message} className="font-medium text-red-700">
            {item.id ? (
              <a
                href={`#${item.id}`}
                // 24 px tall at least (WCAG 2.2 2.5.8): the links stand one under the other.
                className="inline-block min-h-6 py-0.5 underline"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.id as string)?.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
