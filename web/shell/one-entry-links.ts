// Plain links keep one history entry per visit too (decision 012): a same-page anchor scrolls, a link to another page
// of the site replaces this one. Without the router, so the early script (web/early/) uses the same rule before the app
// has loaded.

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
 * `active`: while it says no, the click is left to another handler (the early script's stands back for the app's).
 */
export function keepOneEntry(doc: Document = document, active: () => boolean = () => true): () => void {
  const onClick = (e: MouseEvent) => {
    if (!active() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
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
    // A tab panel named by its tab's link (the emergency page's) shows because the address names it (:target, in
    // styles.css): the address takes the anchor, in place of this entry, not beside it.
    if (el.getAttribute('role') === 'tabpanel') {
      doc.location.replace(`#${encodeURIComponent(target.id)}`);
      return;
    }
    el.scrollIntoView();
    if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
