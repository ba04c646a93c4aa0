import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/** The review screen's actions, each on one letter key (issue #36, decision 045). */
export const reviewShortcuts = {
  n: 'nextTraveller',
  b: 'previousTraveller',
  r: 'markReady',
  i: 'requestInformation',
  s: 'openScan',
  p: 'openPhoto',
  c: 'nextCase',
} as const;
export type ReviewAction = (typeof reviewShortcuts)[keyof typeof reviewShortcuts];

const storageKey = 'advena_review_shortcuts';

/** Whether the single-key shortcuts are on for this admin (on unless turned off; WCAG 2.1.4). */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    try {
      setOn(localStorage.getItem(storageKey) !== 'off');
    } catch {
      // No storage (private mode): they stay on for this page, and the switch still works.
    }
  }, []);
  const change = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(storageKey, next ? 'on' : 'off');
    } catch {
      // As above.
    }
  };
  return [on, change];
}

/** The letter a key press means: the key itself when it is a Latin letter, else the key's place (any layout). */
const letterOf = (event: KeyboardEvent) =>
  /^[a-z]$/i.test(event.key)
    ? event.key.toLowerCase()
    : event.code.startsWith('Key')
      ? event.code.slice(3).toLowerCase()
      : null;

/** Never while typing, with a modifier held, or while a dialog (or the full-screen viewer) is open. */
function ignored(event: KeyboardEvent) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Runs `act` for a shortcut's key while `on`. */
export function useReviewShortcuts(on: boolean, act: (action: ReviewAction) => void) {
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const letter = letterOf(event);
      const action = letter ? reviewShortcuts[letter as keyof typeof reviewShortcuts] : undefined;
      if (!action) return;
      event.preventDefault();
      act(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [on, act]);
}

/** The shortcuts listed on the page in the admin's language, with the switch that turns them off. */
export function ShortcutList({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('cases');
  return (
    <section
      aria-labelledby="review-shortcuts"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
      data-testid="review-shortcuts"
    >
      <h3 id="review-shortcuts" className="font-semibold">
        {t('review.shortcuts')}
      </h3>
      <label className="mt-2 flex items-center gap-2">
        <input type="checkbox" className="h-4 w-4" checked={on} onChange={(event) => onChange(event.target.checked)} />
        {t('review.shortcutsOn')}
      </label>
      <p className="mt-1 text-slate-600">{t('review.shortcutsHint')}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {Object.entries(reviewShortcuts).map(([key, action]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono">{key.toUpperCase()}</kbd>
            </dt>
            <dd>{t(`review.actions.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
