// The header's links, in the spec's order, shared by the desktop menus and the mobile panel.

export interface NavLinkItem {
  to: string;
  label: string;
}

export const RESOURCES_MENU: readonly NavLinkItem[] = [
  { to: '/organizations-growth', label: 'Organizations for Growth' },
  { to: '/financing-grants', label: 'Financing and Grant Funding Opportunities' },
  { to: '/healthcare-reproductive-rights', label: 'Healthcare and Reproductive Rights' },
  { to: '/shelter-housing', label: 'Shelter and Housing' },
  { to: '/women-owned-businesses', label: 'Women Owned Businesses' },
  { to: '/employment-opportunities', label: 'Employment Opportunities' },
];

export const TOOLS_MENU: readonly NavLinkItem[] = [
  { to: '/dashboard', label: 'Personal Dashboard' },
  { to: '/legal-education', label: 'Legal Education Hub' },
  { to: '/location-services', label: 'Location Services' },
];

/** Top-level links; `desktopOnly` ones (Donate, Shop) stay out of the mobile menu, as the spec says. */
export const TOP_LINKS: readonly (NavLinkItem & { desktopOnly?: boolean })[] = [
  { to: '/news', label: 'News & Current Events' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/donate', label: 'Donate', desktopOnly: true },
  { to: '/shop', label: 'Shop', desktopOnly: true },
];

export const SIGN_IN_HREF = '/api/login';
export const HELP_PATH = '/emergency';

/** The Resources menu is current on /resources… and on any of its own pages. */
export function isResourcesPath(pathname: string): boolean {
  return pathname === '/resources' || pathname.startsWith('/resources/') || RESOURCES_MENU.some((l) => l.to === pathname);
}

export function isToolsPath(pathname: string): boolean {
  return TOOLS_MENU.some((l) => l.to === pathname);
}
