import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage } from '../core/languages';
import { applyDocumentLanguage, currentLanguage, i18n, initI18n, namespacesForPath } from './lib/i18n';

async function start() {
  await initI18n();
  const wanted = currentLanguage();
  // Hydrate in the language the HTML was rendered in, then switch: no hydration mismatch.
  const rendered = document.documentElement.lang;
  const pageLanguage = isLanguage(rendered) ? rendered : wanted;
  await i18n.loadNamespaces(namespacesForPath(window.location.pathname));
  if (pageLanguage !== i18n.language) await i18n.changeLanguage(pageLanguage);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  if (wanted !== pageLanguage) {
    await i18n.changeLanguage(wanted);
    applyDocumentLanguage(wanted);
  }
}

void start();
