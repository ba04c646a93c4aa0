import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { isLanguage } from '../../../core/languages';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceBanner } from './maintenance-banner';

const NotFound = lazy(() => import('../../routes/not-found'));

/** Header and footer for every page outside /admin. */
export default function PublicLayout() {
  // '/xx/pricing' matches the public page route ':lang?/pricing'; only the ten languages are pages.
  const { lang } = useParams();
  const unknownLanguage = lang !== undefined && !isLanguage(lang);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <MaintenanceBanner />
      <main id="main" className="flex-1">
        {unknownLanguage ? (
          <Suspense fallback={null}>
            <NotFound />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </div>
  );
}
