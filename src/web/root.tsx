import { lazy, Suspense, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import { directionOf } from '../core/languages';
import { currentLanguage, namespacesForPath, useTranslation } from './lib/i18n';
import { usePublicSettings } from './lib/public-settings';
import { useToasts } from './lib/toast';
import './app.css';

export function Layout({ children }: { children: React.ReactNode }) {
  // Subscribes to language changes, so <html lang dir> follows the choice.
  useTranslation();
  const language = currentLanguage();
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d5e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive: browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Notices />
      <Suspense fallback={<PageSpinner />}>
        <PageOutlet />
      </Suspense>
      <ToastArea />
    </>
  );
}

/**
 * The page, once every namespace its route declares is loaded, after an in-app navigation as on
 * the first load (entry.client.tsx): a navigation waits for them with the page before it still
 * shown, whereas a tab or dialog opened later that needs one would swap the whole page for the
 * spinner, dropping its title and the keyboard focus.
 */
function PageOutlet() {
  useTranslation(namespacesForPath(useLocation().pathname));
  return <Outlet />;
}

const SiteNotices = lazy(() => import('./components/layout/disruption-banner'));

/** Test mode's, a Home Office disruption's and a coming fee change's notices, loaded only when one applies (#34, #35). */
function Notices() {
  const { settings } = usePublicSettings();
  if (!settings.testPayments && !settings.disruption?.active && !settings.fees?.next) return null;
  return (
    <Suspense fallback={null}>
      <SiteNotices />
    </Suspense>
  );
}

const Toaster = lazy(() => import('./components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** The toast region loads with the first toast and then stays: most page views never show one. */
function ToastArea() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function PageSpinner() {
  return (
    <output className="flex min-h-[50vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
      <span className="sr-only">Loading</span>
    </output>
  );
}

export function HydrateFallback() {
  return <PageSpinner />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!import.meta.env.PROD) console.error(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errors.unexpectedTitle', { status })}</h1>
      <p className="mt-4 text-slate-600">{t('errors.unexpected')}</p>
      <a className="mt-6 inline-block text-teal-800 underline" href="/">
        {t('nav.home')}
      </a>
    </main>
  );
}
