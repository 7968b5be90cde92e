// The header's links, in the spec's order, shared by the desktop menus and the mobile panel. Paths are the English
// ones: the menus put them in the page's language (useLocalePath); labels are message ids.
import { DEFAULT_LOCALE, localePath, pathWithoutLocale, type Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';

export interface NavLinkItem {
  to: string;
  label: MessageId;
}

export const RESOURCES_MENU: readonly NavLinkItem[] = [
  { to: '/organizations-growth', label: 'nav.organizationsGrowth' },
  { to: '/financing-grants', label: 'nav.financingGrants' },
  { to: '/healthcare-reproductive-rights', label: 'nav.healthcareRights' },
  { to: '/shelter-housing', label: 'nav.shelterHousing' },
  { to: '/women-owned-businesses', label: 'nav.womenOwnedBusinesses' },
  { to: '/employment-opportunities', label: 'nav.employment' },
];

export const TOOLS_MENU: readonly NavLinkItem[] = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/legal-education', label: 'nav.legalEducation' },
  { to: '/location-services', label: 'nav.locationServices' },
];

/** Top-level links; `desktopOnly` ones (Donate, Shop) stay out of the mobile menu, as the spec says. */
export const TOP_LINKS: readonly (NavLinkItem & { desktopOnly?: boolean })[] = [
  { to: '/news', label: 'nav.news' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/donate', label: 'nav.donate', desktopOnly: true },
  { to: '/shop', label: 'nav.shop', desktopOnly: true },
];

/**
 * Sign-in leaves the app for the server's pages and the provider's. From a Spanish page it asks for those pages in
 * Spanish (`lang`) and to come back to a Spanish page (`returnTo`, the dashboard unless the page says where).
 */
export function signInHref(locale: Locale, returnTo?: string): string {
  const params = new URLSearchParams();
  const back = returnTo ?? (locale === DEFAULT_LOCALE ? undefined : localePath('/dashboard', locale));
  if (back) params.set('returnTo', back);
  if (locale !== DEFAULT_LOCALE) params.set('lang', locale);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}
export const HELP_PATH = '/emergency';

/** The Resources menu is current on /resources… and on any of its own pages, in either language. */
export function isResourcesPath(path: string): boolean {
  const pathname = pathWithoutLocale(path);
  return pathname === '/resources' || pathname.startsWith('/resources/') || RESOURCES_MENU.some((l) => l.to === pathname);
}

export function isToolsPath(path: string): boolean {
  const pathname = pathWithoutLocale(path);
  return TOOLS_MENU.some((l) => l.to === pathname);
}
