import { focusElement } from '../components/ui/return-focus';

/** The id of the page's one polite live region, made on first use (a region added with its text is not read). */
export const announcerId = 'polite-announcer';

function announcer(): HTMLElement {
  let region = document.getElementById(announcerId);
  if (!region) {
    region = document.createElement('div');
    region.id = announcerId;
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'status');
    region.className = 'sr-only';
    document.body.append(region);
  }
  return region;
}

/** Says `message` politely: emptied first, so the same words twice are read twice. */
export function announce(message: string) {
  if (typeof document === 'undefined') return;
  const region = announcer();
  region.textContent = '';
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/**
 * After an action that changed the page (a dialog saved, an upload ended): once React has drawn
 * the change, focus what `target` finds (the new entry, the control that opened the dialog),
 * falling back to the page's heading so focus never falls to <body>, and announce the result.
 */
export function focusAndAnnounce(target: () => HTMLElement | null | undefined, message?: string) {
  if (typeof document === 'undefined') return;
  setTimeout(() => {
    focusElement(target() ?? document.querySelector<HTMLElement>('main h1'));
    if (message) announce(message);
  }, 0);
}
