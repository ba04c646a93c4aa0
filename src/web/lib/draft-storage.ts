/** Where the wizard keeps this tab's answers and the step last seen, beside the server's saved progress. */
export const stepStorageKey = 'advena-apply-step';
export const draftStorageKey = 'advena-apply-draft';

/** Forgets this browser's copy of an unfinished application, once the traveller discards it. */
export function forgetLocalDraft() {
  try {
    sessionStorage.removeItem(draftStorageKey);
    localStorage.removeItem(stepStorageKey);
  } catch {
    // Storage blocked: there is nothing kept to forget.
  }
}
