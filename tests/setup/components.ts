import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../../src/web/lib/i18n';
import { queryClient } from '../../src/web/lib/query-client';

// Component tests (vitest project 'components', jsdom): the real English locale files, loaded as
// the app loads them in development (src/locales/en, with the rules' numbers put in).
beforeAll(() => initI18n('en'));

// jsdom draws the wizard's steps in about a second on a busy two-core machine: findBy* waits longer
// than its default second for them.
configure({ asyncUtilTimeout: 4000 });

// jsdom lays nothing out: scrolling is a no-op here (the wizard scrolls to the top of each step).
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // What a component put in the body itself (the polite announcer, a dialog's portal).
  document.body.replaceChildren();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
