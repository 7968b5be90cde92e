// Quick exit before the app has loaded (2 to 5 s on a slow phone): the static "Quick exit" link of the first HTML,
// Escape three times and Shift three times blank the page and leave without a history entry, exactly as the app
// does. Built on its own as a tiny classic script (web/build/early-scripts.ts: in a built page's own HTML, allowed by
// its hash in the content policy; /quick-exit.js, async, in the shells). Once the app's own handler listens it marks
// <html>, and this one stands back.
import { QUICK_EXIT_CLASS, QUICK_EXIT_URL } from '../../shared/limits.ts';
import { createQuickExitDetector, QUICK_EXIT_APP_ATTRIBUTE, QUICK_EXIT_USED_KEY } from '../../shared/quick-exit-rules.ts';
import { keepOneEntry } from '../shell/one-entry-links.ts';

const root = document.documentElement;
/** The app's own handlers listen (it marks <html>): the early ones stand back. */
export const appListens = () => root.hasAttribute(QUICK_EXIT_APP_ATTRIBUTE);

function leave(): void {
  root.classList.add(QUICK_EXIT_CLASS);
  // The stylesheet may not have arrived yet: hide the page directly too (CSSOM, which the CSP allows).
  root.style.visibility = 'hidden';
  document.title = 'Weather';
  try {
    sessionStorage.setItem(QUICK_EXIT_USED_KEY, '1');
  } catch {
    // Storage can be unavailable; leaving still happens.
  }
  location.replace(QUICK_EXIT_URL);
}

/** She left this tab's visit with Quick exit before (the app's rule, web/shell/quick-exit.ts). */
function exitedBefore(): boolean {
  try {
    return sessionStorage.getItem(QUICK_EXIT_USED_KEY) === '1';
  } catch {
    return false;
  }
}

// Back or Forward to a page of the visit after a quick exit leaves again at once, before the app (which starts only
// once a built page has been painted) could: the page is hidden from this script's first moment. The app keeps the
// same rule for the pages it draws, and forgets the exit on a fresh visit.
const arrival = performance.getEntriesByType('navigation')[0];
if (exitedBefore()) {
  if (arrival && 'type' in arrival && arrival.type === 'back_forward') leave();
  else {
    // Opened afresh (her typed address, a link): the exit is forgotten, as the app does, so that Back from a page she
    // reached by a plain link before the app had loaded does not send her away.
    try {
      sessionStorage.removeItem(QUICK_EXIT_USED_KEY);
    } catch {
      // nothing to forget
    }
  }
}
window.addEventListener('pageshow', (e) => {
  if (!appListens() && e.persisted && exitedBefore()) leave();
});

const detector = createQuickExitDetector();
window.addEventListener(
  'keydown',
  (e) => {
    if (!appListens() && detector.onKeyDown(e)) leave();
  },
  true,
);
window.addEventListener(
  'keyup',
  (e) => {
    if (!appListens() && detector.onKeyUp(e)) leave();
  },
  true,
);
window.addEventListener('blur', () => detector.reset());
document.addEventListener(
  'click',
  (e) => {
    if (appListens() || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // The plain crisis block's link, and the header's in a page rendered at build time.
    const link = e.target instanceof Element ? e.target.closest('a.static-exit, a[data-quick-exit]') : null;
    if (!link) return;
    e.preventDefault();
    leave();
  },
  true,
);

// A plain link to another page of the site, tapped before the app has loaded, replaces this page rather than adding a
// history entry that quick exit would leave behind (Back would return to the site); a same-page anchor scrolls. The
// same rule as the app's, which takes over once it listens.
keepOneEntry(document, () => !appListens());

// A page rendered at build time shows its forms before the app has loaded. Every form of the site is sent by the app
// (none has an action): one submitted before that would otherwise go out as a plain GET, with what she typed in the
// address and the history. Held back instead; the app takes over the same form as soon as it has loaded.
document.addEventListener(
  'submit',
  (e) => {
    const form = e.target;
    if (form instanceof HTMLFormElement && !form.hasAttribute('action')) e.preventDefault();
  },
  true,
);
