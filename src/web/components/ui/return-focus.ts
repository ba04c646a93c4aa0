import { useRef } from 'react';

/** Focuses an element, making a heading or a region focusable by script first (GOV.UK does the same). */
export function focusElement(element: HTMLElement | null | undefined) {
  if (!element) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Props for a Radix dialog's content that give focus back to what had it when the dialog opened
 * (Radix does so only for its own trigger), or, when that control has gone because the action
 * changed the page, to `fallback` (by default the page's heading), so focus is never dropped on
 * the body (WCAG 2.4.3).
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const previous = opener.current;
      opener.current = null;
      if (previous?.isConnected && previous !== document.body) previous.focus();
      else focusElement(fallback?.() ?? document.querySelector<HTMLElement>('main h1'));
    },
  };
}
