/** The public navigation of spec §2 'Header and footer'; labels are keys of the common namespace. */
export const headerLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/how-it-works', label: 'nav.howItWorks' },
  { to: '/requirements', label: 'nav.requirements' },
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/news', label: 'nav.news' },
  { to: '/about-us', label: 'nav.aboutUs' },
  { to: '/contact', label: 'nav.contact' },
] as const;

/** The header's help area beside the language menu: tracking without an account (issue #18). */
export const helpLinks = [{ to: '/track', label: 'nav.track' }] as const;

/** Contact Support and Track are in the mobile menu only. */
export const mobileOnlyLinks = [
  { to: '/contact-support', label: 'nav.contactSupport' },
  { to: '/track', label: 'footer.track' },
] as const;
