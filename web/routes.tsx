// The route table: the shell as a layout route, each page lazy-loaded. Paths of the spec without a screen yet fall to the 404 page.
// Declarative routes (BrowserRouter) rather than the data router: we load nothing through the router, and it is
// about 18 KB lighter on the first load.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout, PageErrorBoundary, PageLoading } from './app-layout.tsx';
import { PageReady, trackedLazy } from './shell/page-ready.tsx';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { getDocumentLocale, loadPageCatalogue } from './i18n/catalogues.ts';
import type { Locale } from '../shared/locale.ts';
import { messagePagesOf } from '../shared/messages/pages.ts';
import { PageMessages } from './i18n/page-messages.tsx';
import { loadLegalGuides } from './pages/legal/use-legal-guides.ts';
import { loadBuiltArticles } from './pages/news/built-articles.ts';

/**
 * A page whose words are partly in catalogues of its own (shared/messages/pages.ts, by its path): they load beside
 * its code, and the page draws inside them, so it renders at once with every word it needs.
 */
function withMessages<P extends object>(path: string, load: () => Promise<ComponentType<P>>) {
  const pages = messagePagesOf(path);
  if (pages.length === 0) return trackedLazy(() => load().then((Component) => ({ default: Component })));
  return trackedLazy(() =>
    Promise.all([load(), ...pages.map((page) => loadPageCatalogue(page, getDocumentLocale()))]).then(([Component]) => ({
      default: (props: P) => (
        <PageMessages pages={pages}>
          <Component {...props} />
        </PageMessages>
      ),
    })),
  );
}

const HomePage = trackedLazy(() => import('./pages/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const EmergencyPage = withMessages('/emergency', () => import('./pages/emergency/emergency-page.tsx').then((m) => m.EmergencyPage));
const ResourcesRoute = withMessages('/resources', () => import('./pages/resources/resources-page.tsx').then((m) => m.ResourcesRoute));
const GrantsPage = withMessages('/grants', () => import('./pages/grants/grants-page.tsx').then((m) => m.GrantsPage));
const topic = <K extends keyof typeof import('./pages/topics/topic-pages.tsx')>(name: K, path: string) =>
  withMessages(path, () => import('./pages/topics/topic-pages.tsx').then((m) => m[name]));
const HealthcareReproductiveRightsPage = topic('HealthcareReproductiveRightsPage', '/healthcare-reproductive-rights');
const EmploymentOpportunitiesPage = topic('EmploymentOpportunitiesPage', '/employment-opportunities');
const HousingShelterPage = topic('HousingShelterPage', '/housing-shelter');
const WomensHealthPage = topic('WomensHealthPage', '/womens-health');
const RightsAdvocacyPage = topic('RightsAdvocacyPage', '/rights-advocacy');
const ContactPage = withMessages('/contact', () => import('./pages/contact/contact-page.tsx').then((m) => m.ContactPage));
const AboutPage = withMessages('/about', () => import('./pages/about/about-page.tsx').then((m) => m.AboutPage));
// The news pages load the team's articles as built beside their code (web/pages/news/built-articles.ts).
const NewsPage = withMessages('/news', () =>
  Promise.all([import('./pages/news/news-page.tsx'), loadBuiltArticles(getDocumentLocale(), 'list')]).then(([m]) => m.NewsPage),
);
const NewsArticlePage = withMessages('/news/*', () =>
  Promise.all([import('./pages/news/article-page.tsx'), loadBuiltArticles(getDocumentLocale(), 'full')]).then(([m]) => m.NewsArticlePage),
);
const HousingPage = withMessages('/shelter-housing', () => import('./pages/housing/housing-page.tsx').then((m) => m.HousingPage));
const LocationPage = withMessages('/location-services', () => import('./pages/location/location-page.tsx').then((m) => m.LocationPage));
const OrganizationsPage = withMessages('/organizations-growth', () => import('./pages/organizations/organizations-page.tsx').then((m) => m.OrganizationsPage));
const FundingPage = withMessages('/financing-grants', () => import('./pages/funding/funding-page.tsx').then((m) => m.FundingPage));
const OwnersPage = withMessages('/women-owned-businesses', () => import('./pages/owners/owners-page.tsx').then((m) => m.OwnersPage));
const DonatePage = withMessages('/donate', () => import('./pages/donate/donate-page.tsx').then((m) => m.DonatePage));
const ShopPage = withMessages('/shop', () => import('./pages/shop/shop-page.tsx').then((m) => m.ShopPage));
const LegalPage = withMessages('/legal-education', () => import('./pages/legal/legal-page.tsx').then((m) => m.LegalPage));
const AnalyticsPage = withMessages('/analytics', () => import('./pages/analytics/analytics-page.tsx').then((m) => m.AnalyticsPage));
// A guide's page loads its language's guides beside its code (web/pages/legal/use-legal-guides.ts).
const GuidePage = withMessages('/legal-education/guides/*', () =>
  Promise.all([import('./pages/legal/guide-page.tsx'), loadLegalGuides(getDocumentLocale())]).then(([m]) => m.GuidePage),
);
const AdminPage = withMessages('/admin', () => import('./pages/admin/admin-page.tsx').then((m) => m.AdminPage));
const DashboardPage = withMessages('/dashboard', () => import('./pages/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage));
const NotFoundPage = trackedLazy(() => import('./pages/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** A page fails or loads inside the shell, so quick exit and the hotlines stay. */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        {children}
        <PageReady />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * The route table, the same for every language: a Spanish page's router has the basename /es (web/main.tsx,
 * web/prerender.tsx), so every link and path inside it stays in Spanish without saying so.
 */
export function AppRoutes({ locale }: { locale: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Page><HomePage /></Page>} />
          <Route path="emergency" element={<Page><EmergencyPage /></Page>} />
          <Route path="resources" element={<Page><ResourcesRoute /></Page>} />
          <Route path="resources/:category" element={<Page><ResourcesRoute /></Page>} />
          <Route path="healthcare-reproductive-rights" element={<Page><HealthcareReproductiveRightsPage /></Page>} />
          <Route path="employment-opportunities" element={<Page><EmploymentOpportunitiesPage /></Page>} />
          <Route path="housing-shelter" element={<Page><HousingShelterPage /></Page>} />
          <Route path="womens-health" element={<Page><WomensHealthPage /></Page>} />
          <Route path="rights-advocacy" element={<Page><RightsAdvocacyPage /></Page>} />
          <Route path="grants" element={<Page><GrantsPage /></Page>} />
          <Route path="contact" element={<Page><ContactPage /></Page>} />
          <Route path="about" element={<Page><AboutPage /></Page>} />
          <Route path="news" element={<Page><NewsPage /></Page>} />
          <Route path="news/:id" element={<Page><NewsArticlePage /></Page>} />
          <Route path="shelter-housing" element={<Page><HousingPage /></Page>} />
          <Route path="location-services" element={<Page><LocationPage /></Page>} />
          <Route path="organizations-growth" element={<Page><OrganizationsPage /></Page>} />
          <Route path="financing-grants" element={<Page><FundingPage /></Page>} />
          <Route path="women-owned-businesses" element={<Page><OwnersPage /></Page>} />
          <Route path="dashboard" element={<Page><DashboardPage /></Page>} />
          <Route path="admin" element={<Page><AdminPage /></Page>} />
          <Route path="donate" element={<Page><DonatePage /></Page>} />
          <Route path="shop" element={<Page><ShopPage /></Page>} />
          <Route path="legal-education" element={<Page><LegalPage /></Page>} />
          <Route path="legal-education/guides/:id" element={<Page><GuidePage /></Page>} />
          <Route path="analytics" element={<Page><AnalyticsPage /></Page>} />
          <Route path="*" element={<Page><NotFoundPage /></Page>} />
        </Route>
      </Routes>
    </I18nProvider>
  );
}
