/**
 * The pages of the web app: one table read by the router (src/web/routes.ts), by the server
 * (which path is a page, which is a 404) and by the pre-renderer and sitemap.
 * A page is added here when it exists; until then its links lead to the not-found page.
 */
export interface PageRoute {
  id: string;
  path: string;
  /** Module under src/web/, relative to it, when it is not routes/<id>.tsx (kept out of the table, which the browser loads). */
  file?: string;
  /** Public pages get header and footer, are pre-rendered per language and listed in the sitemap. */
  layout: 'public' | 'admin' | 'bare';
  /** Pre-rendered per language; left out when not (the table is in the home page's script). */
  prerender?: true;
  /** Translation namespaces the page needs besides 'common'. */
  namespaces: string[];
}

export const pageRoutes: PageRoute[] = [
  { id: 'home', path: '/', layout: 'public', prerender: true, namespaces: ['home', 'news'] },
  {
    id: 'auth',
    path: '/auth',
    layout: 'public',
    namespaces: ['auth', 'mfa'],
  },
  {
    // 'Forgot your password?' for a signed-out person (issue #18), from /auth and /admin/login.
    id: 'reset-password',
    path: '/reset-password',
    layout: 'public',
    namespaces: ['auth'],
  },
  {
    id: 'profile',
    path: '/profile',
    layout: 'public',
    namespaces: ['profile', 'mfa'],
  },
  {
    id: 'admin-index',
    path: '/admin',
    layout: 'bare',
    namespaces: [],
  },
  {
    id: 'admin-login',
    path: '/admin/login',
    layout: 'bare',
    namespaces: ['auth', 'mfa'],
  },
  {
    id: 'admin-security-setup',
    path: '/admin/security/setup',
    layout: 'bare',
    namespaces: ['mfa'],
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    layout: 'public',
    namespaces: ['myApplications', 'contact', 'cases'],
  },
  {
    id: 'application',
    path: '/applications/:id',
    layout: 'public',
    namespaces: ['myApplications', 'cases'],
  },
  {
    // The focused form of 'information needed' (issue #17): signed in, or with the e-mail's signed link.
    id: 'application-fix',
    path: '/applications/:id/fix/:index',
    file: 'routes/application-fix.tsx',
    layout: 'public',
    namespaces: ['cases', 'apply', 'upload'],
  },
  {
    id: 'apply',
    // One address per wizard step (/apply/travel), so Back, Forward and a reload keep the step.
    path: '/apply/:step?',
    file: 'routes/apply.tsx',
    layout: 'public',
    namespaces: ['apply', 'auth', 'mfa', 'upload'],
  },
  {
    id: 'admin-dashboard',
    path: '/admin/dashboard',
    layout: 'admin',
    namespaces: ['admin', 'adminApplications', 'disruption'],
  },
  {
    id: 'admin-applications',
    path: '/admin/applications',
    layout: 'admin',
    namespaces: ['admin', 'adminApplications', 'adminQueue', 'disruption'],
  },
  {
    id: 'admin-application',
    path: '/admin/applications/:id',
    layout: 'admin',
    namespaces: ['admin', 'adminApplications', 'adminAudit', 'cases', 'refunds'],
  },
  {
    id: 'how-it-works',
    path: '/how-it-works',
    layout: 'public',
    prerender: true,
    namespaces: ['howItWorks'],
  },
  {
    id: 'requirements',
    path: '/requirements',
    layout: 'public',
    prerender: true,
    namespaces: ['requirements'],
  },
  {
    id: 'requirements-country',
    path: '/requirements/:countryCode',
    file: 'routes/requirements.tsx',
    layout: 'public',
    prerender: true,
    namespaces: ['requirements'],
  },
  {
    id: 'pricing',
    path: '/pricing',
    layout: 'public',
    prerender: true,
    namespaces: ['pricing'],
  },
  { id: 'faq', path: '/faq', layout: 'public', prerender: true, namespaces: ['faq'] },
  { id: 'news', path: '/news', layout: 'public', prerender: true, namespaces: ['news'] },
  {
    id: 'about-us',
    path: '/about-us',
    layout: 'public',
    prerender: true,
    namespaces: ['aboutUs'],
  },
  {
    id: 'contact',
    path: '/contact',
    layout: 'public',
    prerender: true,
    namespaces: ['contact'],
  },
  {
    id: 'contact-support',
    path: '/contact-support',
    layout: 'public',
    prerender: true,
    namespaces: ['contact'],
  },
  { id: 'terms', path: '/terms', layout: 'public', prerender: true, namespaces: ['terms'] },
  { id: 'privacy', path: '/privacy', layout: 'public', prerender: true, namespaces: ['privacy'] },
  // Tracking by reference without an account (issue #18); the form is the dashboard's Track tab.
  { id: 'track', path: '/track', layout: 'public', prerender: true, namespaces: ['track', 'myApplications'] },
  {
    id: 'admin-payments',
    path: '/admin/payments',
    layout: 'admin',
    namespaces: ['admin', 'payments', 'refunds'],
  },
  {
    id: 'admin-emails',
    path: '/admin/emails',
    layout: 'admin',
    namespaces: ['admin', 'adminEmails'],
  },
  {
    id: 'admin-users',
    path: '/admin/users',
    layout: 'admin',
    namespaces: ['admin', 'adminUsers'],
  },
  {
    id: 'admin-contact',
    path: '/admin/contacts',
    layout: 'admin',
    namespaces: ['admin', 'adminContact', 'contact'],
  },
  {
    id: 'admin-audit',
    path: '/admin/activity',
    layout: 'admin',
    namespaces: ['admin', 'adminApplications', 'adminUsers', 'adminAudit'],
  },
  {
    id: 'admin-settings',
    path: '/admin/settings',
    layout: 'admin',
    namespaces: ['admin', 'adminSettings'],
  },
];

/** Concrete paths behind a dynamic segment, for pre-rendering. */
export const prerenderParams: Record<string, string[]> = {
  '/requirements/:countryCode': ['au', 'be', 'ca', 'de', 'jp', 'nz', 'se', 'us'],
};
