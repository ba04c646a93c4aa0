import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceBanner } from './maintenance-banner';

/** Header and footer for every page outside /admin. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <MaintenanceBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
