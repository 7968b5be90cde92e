// After an in-app navigation, move focus to the new page's main heading (or <main>) so screen readers announce it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_ID = 'main';

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    // The first page load keeps the browser's own focus start, so Tab reaches Quick exit first.
    if (first.current) {
      first.current = false;
      return;
    }
    // Next frame: let menus finish returning focus to their triggers before we move it.
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(MAIN_ID);
      if (!main) return;
      const heading = main.querySelector('h1');
      const target = heading ?? main;
      if (heading && !heading.hasAttribute('tabindex')) {
        heading.setAttribute('tabindex', '-1');
        heading.setAttribute('data-focus-target', '');
      }
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
