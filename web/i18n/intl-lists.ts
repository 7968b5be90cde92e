// The browser's lists of the languages its number and date formats know: the app's message formatting asks for them as
// the page is hydrated, and building them is one block of 30 to 90 ms here (four times that on a cheap phone). A page
// rendered at build time has a worker build them once it is painted (web/early/start-app.ts, intl-worker.ts); they are
// kept for the whole renderer process. When the app is ready before that worker is done (a fast line: a worker takes
// 0.1 to 0.2 s here to start), asking for them on the page's thread would build them there too, or wait on the
// worker's, in one block her taps cannot cut into: it waits for the worker instead, idle.
import { INTL_LISTS_ATTRIBUTE } from '../../shared/page-html.ts';
import { runOnce } from '../../shared/run-once.ts';

/** The longest the app waits for that worker; it then asks for the lists itself, as without a worker. */
export const INTL_LISTS_WAIT_MS = 1000;

/** Resolves once no worker is at the lists: at once when none was started, else when it is done or has failed. */
export function intlListsReady(): Promise<void> {
  const html = document.documentElement;
  if (!html.hasAttribute(INTL_LISTS_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute(INTL_LISTS_ATTRIBUTE)) done();
    });
    const timer = setTimeout(() => done(), INTL_LISTS_WAIT_MS);
    const done = runOnce(() => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: [INTL_LISTS_ATTRIBUTE] });
  });
}
