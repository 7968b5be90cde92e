// Brings a page rendered at build time to life once it has been painted: the build moved the app's entry script (and,
// in the service worker's copy, its module preloads; the copy sent over the network names those in its head, where
// they are fetched, and perhaps compiled, but not run) into an inert <template> (web/build/prerender-pages.ts), and
// this puts it in the head. Until then the page reads and its links work as plain links; the quick-exit handlers
// beside this one cover the rest.
// A page drawn in the browser (the shells) has no such template and loads its scripts as Vite wrote them.
import { QUICK_EXIT_CLASS } from '../../shared/limits.ts';
import {
  APP_START_ATTRIBUTE,
  INTL_LISTS_ATTRIBUTE,
  INTL_WORKER_BUILT,
  INTL_WORKER_PATH,
} from '../../shared/page-html.ts';
import { runOnce } from '../../shared/run-once.ts';

/** At the latest this long after the page was parsed, even if no frame was drawn (a throttled frame, a hidden tab). */
const LATEST_MS = 1500;

function startApp(): void {
  // Not when the page is leaving (a quick exit, or Back after one): nothing of the app is needed.
  if (document.documentElement.classList.contains(QUICK_EXIT_CLASS)) return;
  // Once painted, while the app's scripts are on their way, and just before they are asked for. Started in the head,
  // its work could compete with the first paint's on a busy phone (decision 022).
  startIntlWorker();
  const template = document.querySelector(`template[${APP_START_ATTRIBUTE}]`);
  if (template instanceof HTMLTemplateElement) {
    template.remove();
    // Scripts cloned out of a template run once they are in the document (scripts parsed into it never did).
    document.head.append(document.importNode(template.content, true));
  }
}

/**
 * The browser builds its lists of the languages its number and date formats know on their first use: 30 to 90 ms
 * here, four times that on a cheap phone, in one call nothing can split, and every page needs them as it is hydrated.
 * A worker of its own builds them (web/early/intl-worker.ts): they are kept for the whole renderer process, so the
 * page's thread finds them built. Where there is no worker, the app builds them as it starts, as before.
 */
function startIntlWorker(): void {
  if (typeof Worker !== 'function') return;
  const html = document.documentElement;
  const done = () => html.removeAttribute(INTL_LISTS_ATTRIBUTE);
  try {
    // Its name is the page's language, whose formats it then reads too (one address for every page, one file to keep).
    const worker = new Worker(INTL_WORKER_PATH, { name: html.lang || 'en' });
    // Marked until the lists are built, for the app, which waits for them (web/i18n/intl-lists.ts).
    html.setAttribute(INTL_LISTS_ATTRIBUTE, '');
    worker.addEventListener('message', (event) => {
      if (event.data === INTL_WORKER_BUILT) done();
    });
    // A worker that could not load (offline before the service worker holds it) costs nothing: the app builds them.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      done();
    });
  } catch {
    // A policy that refuses workers: the same.
    done();
  }
}

/**
 * Once the page has been read to the end of its body: a page sent over the network links its whole stylesheet there
 * (web/build/prerender-pages.ts), and the parser waits for it at that point, so DOMContentLoaded comes only once it has
 * arrived; the page itself is all in the document (and painted) as soon as the link is. Otherwise DOMContentLoaded.
 */
function whenParsed(run: () => void): void {
  const once = runOnce(run);
  const atEnd = () => document.readyState !== 'loading' || document.querySelector('body > link[rel="stylesheet"]') !== null;
  if (atEnd()) return once();
  const observer = new MutationObserver(() => {
    if (!atEnd()) return;
    observer.disconnect();
    once();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      once();
    },
    { once: true },
  );
}

/**
 * Once the page is read (above) and painted. The browser says when it has painted content (paint timing's first
 * contentful paint; a first frame can come before it); where it cannot say, after the next frame (a frame's callbacks
 * run before its paint, a task queued there after it). At the latest 1.5 s after the page was read.
 */
function afterFirstPaint(run: () => void): void {
  const once = runOnce(run);
  whenParsed(() => {
    // A hidden tab draws no frame: nothing to wait for.
    if (document.visibilityState === 'hidden') return once();
    const soon = () => setTimeout(once, 0);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        soon();
      }).observe({ type: 'paint', buffered: true });
    } else requestAnimationFrame(soon);
    setTimeout(once, LATEST_MS);
  });
}

afterFirstPaint(startApp);
