// The layout route: the shared shell (quick exit, skip link, crisis banner, header, footer, widget, toasts, the offer
// of the other language) around the page.
import { Suspense, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { PageReady, trackedLazy } from './shell/page-ready.tsx';
import { Outlet, useLocation } from 'react-router-dom';
import { CrisisBanner } from './shell/crisis-banner.tsx';
import { SiteFooter } from './shell/site-footer.tsx';
import { SiteHeader } from './shell/site-header.tsx';
import { UpdatePrompt } from './shell/update-prompt.tsx';
import { MAIN_ID, useRouteFocus } from './shell/use-route-focus.ts';
import { countUsage } from './local/count.ts';
import { useHydrated } from './components/use-client-value.ts';
import { useOnline } from './components/use-browser-online.ts';
import { useIdleReached, whenIdle } from './shell/when-idle.ts';
import { deviceDatabaseCode } from './local/db-first.ts';
import { useConnectionToasts } from './shell/connection-toasts.ts';
import { useT } from './i18n/use-t.ts';
import { ErrorBoundary } from './shell/error-boundary.tsx';
import { useRememberedLanguage } from './i18n/use-remembered-language.ts';

// Floating overlays load beside the first render rather than in front of it; the crisis banner and header carry the
// numbers until then (a few milliseconds, from the precache).
// The check-in reads the device database: its code runs first, in a task of its own (local/db-first.ts), so the two
// are not evaluated in one long task.
const CheckInGate = trackedLazy(() => deviceDatabaseCode().then(() => import('./shell/check-in-gate.tsx')).then((m) => ({ default: m.CheckInGate })));
const ToastRegion = trackedLazy(() => import('./shell/toast-region.tsx').then((m) => ({ default: m.ToastRegion })));
const LanguageOffer = trackedLazy(() => import('./i18n/language-offer.tsx').then((m) => ({ default: m.LanguageOffer })));

function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Move focus without adding "#main" to the address and history.
  e.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** How long to look for an anchor's target while a lazily loaded page renders. */
const ANCHOR_WAIT_MS = 3000;
const ANCHOR_SETTLE_MS = 200;

/** A new page starts at its top; a link to an anchor (/emergency#erase) scrolls to it once the page has rendered it. */
function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const shownPath = useRef(pathname);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    // Only a new page starts at its top: a page changing its own address (a tab, a filter) stays where she is.
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (!hash) {
      if (!isFirst && newPage) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const until = Date.now() + ANCHOR_WAIT_MS;
    let frame = 0;
    let settle = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (Date.now() < until) frame = requestAnimationFrame(look);
        return;
      }
      target.scrollIntoView();
      // Once more after the page settles (a tab switching above the target can move it).
      settle = window.setTimeout(() => target.scrollIntoView(), ANCHOR_SETTLE_MS);
    };
    look();
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settle);
    };
  }, [pathname, hash]);
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      className="sr-only rounded-md bg-surface px-4 py-2.5 font-semibold text-link shadow-float focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
    >
      {t('shell.skipToMain')}
    </a>
  );
}

/**
 * The toasts and the check-in prompt belong to her browser alone: drawn once the page is hers, never at build time.
 * A component of their own, so that the re-render hydration ends with touches them and not the whole shell. Both
 * wait until the phone is idle (at most 3 s after load), so their code does not compete with her first screen: a
 * toast asked for before then waits for the region (toast.ts), and a check-in is due to the minute, not the
 * millisecond.
 */
function LiveOverlays() {
  const hydrated = useHydrated();
  const idle = useIdleReached();
  if (!hydrated || !idle) return null;
  // An overlay whose code could not be fetched, even asked for again (shell/load-again.ts), is left out: the page and
  // its crisis numbers stay (without this boundary React took the whole page down with it).
  // Each on its own, so one that is still loading or failed hides nothing of the others.
  return (
    <>
      {[ToastRegion, CheckInGate, LanguageOffer].map((Overlay, i) => (
        <ErrorBoundary key={i} what="An overlay" failed={null}>
          <Suspense fallback={null}>
            <Overlay />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
}

export function AppLayout() {
  useConnectionToasts();
  useRouteFocus();
  useScrollToTop();
  useRememberedLanguage();
  // One visit per load of the app (not on the emergency page, nor with Do Not Track or Global Privacy Control), counted
  // once the phone is idle: the counting code's request is not part of the effects that end hydration.
  useEffect(() => {
    const landedOn = location.pathname;
    whenIdle(() => countUsage('visit', 'all', '', landedOn));
  }, []);
  return (
    <>
      {/* The header comes first: it holds Quick exit (first in the tab order), the skip link and the help button. */}
      <SiteHeader skipLink={<SkipLink />} />
      <CrisisBanner />
      <main id={MAIN_ID} tabIndex={-1} className="block min-h-[50vh]">
        <Outlet />
      </main>
      <SiteFooter />
      <LiveOverlays />
      <UpdatePrompt />
    </>
  );
}

/**
 * Shown inside the shell while a page's code loads on first visit. Offline, the code waits for the connection
 * (shell/load-again.ts), and this says so.
 */
export function PageLoading() {
  const t = useT();
  const online = useOnline();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <p role="status" className="m-0 text-ink-muted">
        {online ? t('shell.loading') : t('shell.loadingOffline')}
      </p>
    </div>
  );
}

/** Catches a page that fails to load or render and shows PageError in its place. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  // The error is the page now: live, so a tap kept meanwhile (web/early/keep-taps.ts) reaches its "Try again".
  const failed = (
    <>
      <PageError />
      <PageReady />
    </>
  );
  return (
    <ErrorBoundary what="A page" failed={failed}>
      {children}
    </ErrorBoundary>
  );
}

/** Shown inside the shell when a page fails to load or render (for example its code could not be fetched offline). */
export function PageError() {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="m-0 text-2xl font-bold">{t('shell.pageError.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('shell.pageError.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 min-h-11 cursor-pointer rounded-md bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong"
      >
        {t('shell.pageError.retry')}
      </button>
    </div>
  );
}
