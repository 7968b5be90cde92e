// Mounts the app: hydrates a page rendered at build time (or draws the others); the device database, sync engine
// and service worker start once the phone is idle.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import './styles.css';
import { AppRoutes } from './routes.tsx';
import { leaveIfReturningAfterExit } from './shell/quick-exit.ts';
import { createOneEntryHistory } from './shell/one-entry-history.ts';
import { keepOneEntry } from './shell/one-entry-links.ts';
import { ADDRESS_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../shared/page-html.ts';
import { whenIdle } from './shell/when-idle.ts';
import { deviceDatabaseCode } from './local/db-first.ts';
import { loadAgain } from './shell/load-again.ts';
import { beforePageReady } from './shell/page-ready.tsx';
import { beforeNavigation } from './shell/later.tsx';
import { localeBasename, localeOfPath, pathWithoutLocale } from '../shared/locale.ts';
import { loadCatalogue, setDocumentLocale } from './i18n/catalogues.ts';
import { intlListsReady } from './i18n/intl-lists.ts';
import { pageMessage } from './i18n/page-intl.ts';
import { sendPageLanguageToApi } from './i18n/api-language.ts';

const root = document.getElementById('root');
if (root && !leaveIfReturningAfterExit()) {
  keepOneEntry();
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  // A page rendered at build time was rendered for its path alone. With a query or an anchor (a tab, a filter, a
  // section), hydrate it as built, then bring them back: the app then shows what they ask for, as an ordinary update.
  const { pathname, search, hash } = window.location;
  const restore = prerendered && (search || hash) ? `${pathname}${search}${hash}` : undefined;
  if (restore) {
    document.documentElement.setAttribute(ADDRESS_ATTRIBUTE, restore);
    window.history.replaceState(window.history.state, '', pathname);
  }
  const history = createOneEntryHistory();
  // The router's one listener: the parts of the page whose code is still on its way let go first (shell/later.tsx), so
  // they do not hold back the page she goes to.
  const listen = history.listen.bind(history);
  history.listen = (listener) =>
    listen((update) => {
      beforeNavigation();
      listener(update);
    });
  if (restore) {
    beforePageReady(() => {
      history.replace(restore);
      document.documentElement.removeAttribute(ADDRESS_ATTRIBUTE);
    });
  }
  // A document is in one language: a Spanish page's router lives under /es (switching language loads the other page).
  const locale = localeOfPath(pathname);
  setDocumentLocale(locale);
  sendPageLanguageToApi(locale);
  const app = (
    <StrictMode>
      <HistoryRouter history={history} basename={localeBasename(locale)}>
        <AppRoutes locale={locale} />
      </HistoryRouter>
    </StrictMode>
  );
  // A public page arrives rendered (web/build/prerender-pages.ts): keep it and attach to it, as a transition, so
  // React yields to her taps and scrolling between parts. The others arrive as the shell with the plain crisis block,
  // which the app replaces. Either way the page's catalogue comes first (the built page preloads it), so the page
  // hydrates with the strings it was built with; if it cannot arrive, the page stays as sent, links and crisis lines
  // working.
  // A page rendered at build time has a worker build the browser's language lists while this script is on its way
  // (web/early/start-app.ts); if it is still at it, the page waits for it, idle, rather than build them too in one long
  // task that blocks her taps (i18n/intl-lists.ts).
  void Promise.all([loadAgain(() => loadCatalogue(locale)), prerendered ? intlListsReady() : undefined]).then(() => {
    if (prerendered) startTransition(() => void hydrateRoot(root, app));
    else {
      root.textContent = '';
      createRoot(root).render(app);
    }
  });
}
// The device database, the sync engine and the service worker start once the page has been shown and the phone is
// idle (within a few seconds at most): on a first visit they would otherwise compete with her first screen. The device
// database's code runs first, in a task of its own (local/db-first.ts).
whenIdle(() => void deviceDatabaseCode().then(startDeviceWork));
function startDeviceWork(): void {
  // Each asked for again if the connection dropped as it loaded (shell/load-again.ts): what waits to be sent is sent.
  const firstSync = loadAgain(() => import('./local/sync.ts')).then((m) => m.startSync());
  // Forms waiting on this device go out on start and when the connection returns; refusals are explained, and what
  // went later (here or from the service worker) is said once.
  void loadAgain(() => import('./local/outbox-runner.ts')).then((m) =>
    m.startOutbox({
      onRefused: (refusals) => void loadAgain(() => import('./shell/outbox-toasts.ts')).then((t) => t.toastRefusals(refusals)),
      onSent: (notices) => void loadAgain(() => import('./shell/outbox-toasts.ts')).then((t) => t.toastSent(notices)),
    }),
  );
  // The service worker's install downloads every page and chunk for offline use: it starts once the first directory
  // sync is done (or has had ten seconds), so the two downloads do not compete with each other and with her first
  // screen on a slow phone and connection.
  const settled = Promise.race([firstSync.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  void settled.then(() => whenIdle(() => void loadAgain(() => import('./pwa.ts')).then((m) => m.registerServiceWorker())));
}
// A copy of an account's list whose account was signed out everywhere or deleted (from another device) leaves this
// device at the next start online. The dashboard does this itself, with its own message.
if (pathWithoutLocale(location.pathname) !== '/dashboard') {
  whenIdle(() => void deviceDatabaseCode().then(() => loadAgain(() => import('./local/account-check.ts'))).then(async (m) => {
    const ended = await m.removeCopyOfEndedAccount();
    if (!ended) return;
    const { toast } = await import('./shell/toast.ts');
    const [title, description] = await Promise.all([pageMessage('shell.accountRemoved.title'), pageMessage('shell.accountRemoved.body')]);
    toast({ title, description, variant: 'success' });
  }));
}
