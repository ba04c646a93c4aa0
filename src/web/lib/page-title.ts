import { useSyncExternalStore } from 'react';

/**
 * One page-title rule (GOV.UK): the page's own name first, then where it belongs, and 'Error:'
 * in front while an error summary shows, so a screen reader hears it before anything else.
 */
export function pageTitle(parts: readonly string[], errorPrefix: string | undefined): string {
  const title = parts.filter(Boolean).join(' – ');
  return errorPrefix ? `${errorPrefix} ${title}` : title;
}

// How many error summaries with messages are on the page now (each ErrorSummary counts itself).
let shown = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** How many error summaries with messages show now. */
export const errorSummariesShown = () => shown;

/** An error summary with messages came (+1) or went (-1). */
export function countErrorSummary(change: 1 | -1) {
  shown = Math.max(0, shown + change);
  notify();
}

/** Whether an error summary with messages shows on the page. */
export function useErrorsShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown > 0,
    () => false,
  );
}
