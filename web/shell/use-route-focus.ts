// After an in-app navigation, move focus to the new page's main heading (or <main>) so screen readers announce it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_ID = 'main';

/** How long to wait for a lazy page's heading to replace the loading placeholder. */
const HEADING_WAIT_MS = 5000;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
    heading.setAttribute('data-focus-target', '');
  }
  heading.focus({ preventScroll: true });
}

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    // The first page load keeps the browser's own focus start, so Tab reaches Quick exit first.
    // (Compared by path, not a "first run" flag: StrictMode runs effects twice.)
    if (shown.current === pathname) return;
    shown.current = pathname;
    let observer: MutationObserver | undefined;
    let timer: number | undefined;
    // Next frame: let menus finish returning focus to their triggers before we move it.
    const frame = requestAnimationFrame(() => {
      // A page that took a while to load must not pull focus out of a menu or dialog the visitor has opened since.
      if (document.activeElement?.closest('[role="menu"], [role="dialog"], [aria-expanded="true"]')) return;
      const main = document.getElementById(MAIN_ID);
      if (!main) return;
      const heading = main.querySelector('h1');
      if (heading) return focusHeading(heading);
      main.focus({ preventScroll: true });
      // The page is still loading: move on to its heading when it arrives, unless the visitor has moved on.
      observer = new MutationObserver(() => {
        const h1 = main.querySelector('h1');
        if (!h1) return;
        observer?.disconnect();
        if (document.activeElement === main) focusHeading(h1);
      });
      observer.observe(main, { childList: true, subtree: true });
      timer = window.setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
