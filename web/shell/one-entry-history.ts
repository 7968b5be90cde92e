// One history entry for the whole visit: every navigation of the site replaces the current entry instead of adding
// one, so quick exit's location.replace() takes the site out of the tab's history entirely (decision 012).
import { UNSAFE_createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The browser history React Router drives, with `push` turned into `replace`. In-app Back buttons link to their
 * page by path; the browser's Back leaves the site for wherever she was before it.
 */
export function createOneEntryHistory(win: Window = window): BrowserHistory {
  const history = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  // Object.create keeps the live `action` and `location` getters of the original.
  const oneEntry = Object.create(history) as BrowserHistory;
  oneEntry.push = (to, state) => history.replace(to, state);
  return oneEntry;
}

/** What the click handler reads of a link and of the page (plain values, so the rule is unit-tested without a DOM). */
export interface LinkFacts {
  href: string | null;
  target: string;
  download: boolean;
}
type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/** Links the router does not handle: a same-page anchor (#id), or a plain link to another page of the site. */
export function ownLinkTarget(link: LinkFacts, here: Here): { kind: 'fragment'; id: string } | { kind: 'page'; url: string } | undefined {
  if (link.download || (link.target && link.target !== '_self') || !link.href) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return url.hash.length > 1 ? { kind: 'fragment', id: decodeURIComponent(url.hash.slice(1)) } : undefined;
  return { kind: 'page', url: url.href };
}

/**
 * Same-page anchors and plain same-site links (sign-in, a link in an article) would each add an entry: handle them
 * after the page's own handlers (React Router's links call preventDefault) by scrolling, or by replacing the page.
 */
export function keepOneEntry(doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const target = ownLinkTarget({ href: anchor.getAttribute('href'), target: anchor.target, download: anchor.hasAttribute('download') }, doc.location);
    if (!target) return;
    e.preventDefault();
    if (target.kind === 'page') {
      doc.location.replace(target.url);
      return;
    }
    const el = doc.getElementById(target.id);
    if (!el) return;
    el.scrollIntoView();
    if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
