// Build-time rendering of the public pages (issue 20): the same components as the browser, through React's static
// prerender, so each page's headline, text and layout are in its first HTML. Bundled by Vite for Node (vite build --ssr).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './routes.tsx';
import { localeBasename, localeOfPath } from '../shared/locale.ts';
import { loadCatalogue, loadPageCatalogue, setDocumentLocale } from './i18n/catalogues.ts';
import { MESSAGE_PAGES } from '../shared/messages/pages.ts';

export async function renderPage(pathname: string): Promise<string> {
  // The page's catalogue first, as the browser does before hydrating: the page renders with it at once.
  const locale = localeOfPath(pathname);
  setDocumentLocale(locale);
  // Every page's catalogue too: a lazy page resolved for one language is reused, as is, for the other's pages.
  await Promise.all([loadCatalogue(locale), ...MESSAGE_PAGES.map((page) => loadPageCatalogue(page, locale))]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={pathname} basename={localeBasename(locale)}>
        <AppRoutes locale={locale} />
      </StaticRouter>
    </StrictMode>,
    // Every part inline, in place: no outlined segments and no inline script to move them (the policy allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
