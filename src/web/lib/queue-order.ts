/**
 * 'Next case' (issue #36): the applications list remembers, for this tab, the cases of the queue
 * view it shows, in its order; the detail page links to the one after the case open.
 */
const storageKey = 'advena_queue_order';

export function rememberQueue(ids: readonly string[]) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {
    // Storage can be unavailable (private mode): there is simply no 'Next case'.
  }
}

/** The case after `id` in the queue last shown, or null (none shown, or `id` is the last). */
export function nextInQueue(id: string): string | null {
  try {
    const ids = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as unknown;
    if (!Array.isArray(ids)) return null;
    const at = ids.indexOf(id);
    const next = at >= 0 ? ids[at + 1] : undefined;
    return typeof next === 'string' ? next : null;
  } catch {
    return null;
  }
}
