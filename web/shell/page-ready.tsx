// When the page's own content is live: rendered by the app, or (for a page rendered at build time) hydrated, its
// lazily loaded parts included. Marks <html data-page-ready> (tests wait for it before pressing buttons) and runs
// what waited for it (main.tsx puts back the query and anchor the page was hydrated without).
import { lazy, useEffect, type ComponentType } from 'react';
import { PAGE_READY_ATTRIBUTE } from '../../shared/page-html.ts';
import { loadAgain } from './load-again.ts';

export { PAGE_READY_ATTRIBUTE };

let ready = false;
const waiting: (() => void)[] = [];
const first: (() => void)[] = [];

/**
 * Runs as the page becomes live, and is drawn before the page says it is (web/main.tsx puts back the address's query
 * and anchor): a tap kept until then (web/early/keep-taps.ts) meets the page as it is.
 */
export function beforePageReady(run: () => void): void {
  if (ready) run();
  else first.push(run);
}
let loading = 0;
const afterLoads: (() => void)[] = [];

export function whenPageReady(run: () => void): void {
  if (ready) run();
  else waiting.push(run);
}

/**
 * React.lazy, counted: the page is not live while a part of it is still loading. A part that could not be fetched is
 * asked for again (load-again.ts) before its error boundary says so.
 */
// `any`: the same constraint as React.lazy's own.
export function trackedLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => {
    loading++;
    return loadAgain(load).finally(() => {
      loading--;
      if (loading === 0) for (const run of afterLoads.splice(0)) run();
    });
  });
}

function afterLazyLoads(run: () => void): void {
  if (loading === 0) run();
  else afterLoads.push(run);
}

/** Once the main thread is idle: React has drawn (or hydrated) what just arrived. */
function whenQuiet(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}

/** Rendered after the page inside its Suspense boundary, so its effect runs once the page itself is live. */
export function PageReady() {
  useEffect(() => {
    if (ready) return;
    const settle = () =>
      whenQuiet(() => {
        // A part that started loading meanwhile (a nested section): wait for it too.
        if (loading > 0) return afterLazyLoads(settle);
        if (ready) return;
        const live = () => {
          ready = true;
          document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
          for (const run of waiting.splice(0)) run();
        };
        if (first.length === 0) return live();
        for (const run of first.splice(0)) run();
        whenQuiet(live);
      });
    afterLazyLoads(settle);
  }, []);
  return null;
}
