// Parts of a page that its first tap does not need (issue 36): a closed menu, the emergency dialog, a tab panel she
// has not opened, a list read from the device. Their code loads once the page is live and the phone idle, or at once
// when she reaches for them, so it never competes with what makes the page live on a slow phone.
//
// A page rendered at build time keeps such a part's HTML as built until its code arrives (React leaves a Suspense
// boundary it cannot hydrate yet as it is), so nothing moves. The part sits in a box marked `data-waits` until it is
// live: a tap on one of its controls meanwhile is kept by the early script (web/early/keep-taps.ts), which asks for
// the part (`WANT_EVENT`) and carries the tap out once the mark is gone.
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useDrawnAsBuilt } from '../components/use-client-value.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { whenIdle } from './when-idle.ts';
import { deviceDatabaseCode } from '../local/db-first.ts';
import { loadAgain } from './load-again.ts';
import { WAITS_ATTRIBUTE, WAITS_FOR_SCREEN_ATTRIBUTE, WANT_EVENT } from '../../shared/page-html.ts';
import type { MessagePage } from '../../shared/messages/pages.ts';
import { getDocumentLocale, loadPageCatalogue } from '../i18n/catalogues.ts';
import { PageMessages } from '../i18n/page-messages.tsx';
import { useT } from '../i18n/use-t.ts';
import { useOnline } from '../components/use-browser-online.ts';
import { handOver, moveKeptNodes } from './kept-nodes.ts';

type Release = () => void;

let idle = false;
const waitingForIdle: Release[] = [];
/**
 * One part at a time, each in a task of its own: asking for a part's code (and the preloads of what it imports) takes
 * a few milliseconds each, and all of a page's parts at once made one task of 20 to 40 ms at a slow phone's speed,
 * long enough to hold up a tap. A part she reaches for meanwhile is released at once (`wantNow`).
 */
function releaseNext(): void {
  const release = waitingForIdle.shift();
  if (!release) return;
  release();
  if (waitingForIdle.length > 0) setTimeout(releaseNext, 0);
}

if (typeof window !== 'undefined') {
  whenIdle(() => {
    idle = true;
    releaseNext();
  });
}

/** Each part hydrated as built whose code has not come yet, letting go of its boundary (see `LaterPart`). */
const atNavigation = new Set<() => void>();
/**
 * Called before every navigation in the app (web/main.tsx), so a link she follows is not held back by the parts of
 * the page whose code is still on its way (see `LaterPart`).
 */
export function beforeNavigation(): void {
  for (const letGo of atNavigation) letGo();
}

/** Runs `run` now if `media` (a media query) matches or is not given, else once it first matches. */
function whenShown(media: string | undefined, run: () => void): void {
  if (!media) return run();
  const query = window.matchMedia(media);
  if (query.matches) return run();
  const onChange = () => {
    if (!query.matches) return;
    query.removeEventListener('change', onChange);
    run();
  };
  query.addEventListener('change', onChange);
}

/**
 * Opens once the page is live and the phone idle (one part per task, above), or when `wantNow` is called, whichever
 * comes first. Only a part the page draws waits in line: `opened` is first called when React first draws it. A part
 * shown only on some screens (`media`) waits until the screen is one of them.
 */
function gate(media?: string): { opened: () => Promise<boolean>; wantNow: Release; reachedFor: Promise<void> } {
  let wanted = false;
  let release: Release | undefined;
  let promise: Promise<boolean> | undefined;
  let reached: Release = () => {};
  const reachedFor = new Promise<void>((resolve) => (reached = resolve));
  // Resolves with whether she reached for it.
  const opened = () =>
    (promise ??= new Promise<boolean>((resolve) => {
      release = () => resolve(wanted);
      if (wanted) return resolve(wanted);
      whenShown(media, () => {
        if (idle) resolve(wanted);
        else waitingForIdle.push(() => resolve(wanted));
      });
    }));
  const wantNow = () => {
    wanted = true;
    reached();
    release?.();
  };
  return { opened, wantNow, reachedFor };
}

export interface LaterPartOptions {
  /** Drawn while the code loads on a page drawn in the browser (a page rendered at build time keeps its HTML). */
  fallback?: ReactNode;
  /** The box's class: `contents` by default, so the box takes no place in the layout. */
  className?: string;
  /**
   * The catalogues its words are in, when they are not all the page's: every one its subtree needs (the page's too),
   * loaded with its code.
   */
  messages?: readonly MessagePage[];
  /**
   * It reads the device database: released when the phone is idle, it loads once the database's code has run in a
   * task of its own (local/db-first.ts), so the two are not evaluated in one long task; at once when she reaches for it.
   */
  device?: boolean;
  /**
   * Drawn in its place if its code could not be fetched even when asked for again (load-again.ts): by default a
   * message with "Try again"; `null` for a part of the sticky header, which must not grow (the crisis banner below it
   * and the footer's links stay).
   */
  failed?: ReactNode;
  /**
   * A media query: a part whose place is hidden on other screens (the wide screen's menus) loads only once the screen
   * matches it, or when she reaches for it. A phone never fetches it.
   */
  media?: string;
}

/**
 * A component whose code loads later (see above). At build time it renders in full, so the built page carries it.
 */
// `any`: the same constraint as React.lazy's own.
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>, { fallback = null, className = 'contents', messages, device, failed, media }: LaterPartOptions = {}) {
  const { opened, wantNow, reachedFor } = typeof window === 'undefined' ? { opened: () => Promise.resolve(true), wantNow: () => {}, reachedFor: Promise.resolve() } : gate(media);
  const loadWords = () => Promise.all((messages ?? []).map((page) => loadPageCatalogue(page, getDocumentLocale())));
  type LivePart = ComponentType<P & { onLive: () => void }>;
  /** The part, once its code and words are here. */
  let Ready: LivePart | undefined;
  let readying: Promise<LivePart> | undefined;
  const ready = () =>
    (readying ??= opened()
      // Waiting for the database's code ends when she reaches for the part.
      .then((wanted) => (device && !wanted ? Promise.race([deviceDatabaseCode(), reachedFor]) : undefined))
      // Asked for again if the connection dropped meanwhile: the part stays as built until it arrives.
      .then(() => loadAgain(() => Promise.all([load(), loadWords()])))
      .then(
        ([Component]) =>
          (Ready = function LivePart(props: P & { onLive: () => void }) {
            const { onLive, ...rest } = props;
            useEffect(onLive, [onLive]);
            const part = <Component {...(rest as P)} />;
            return messages ? <PageMessages pages={messages}>{part}</PageMessages> : part;
          }),
      ));
  const Loaded = lazy(() => ready().then((Component) => ({ default: Component })));
  /** `fallback`: this place's own, in place of the part's (a trigger that remembers a tap, with its words). */
  function LaterPart({ fallback: own, ...props }: P & { fallback?: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    const id = useId();
    const asBuilt = useDrawnAsBuilt();
    const [builtHere] = useState(asBuilt);
    // A part for other screens, on a page hydrated as built, keeps its built HTML as it is, outside React, until the
    // screen is one it shows on and its code has come.
    const [keptHtml] = useState(() => (media && asBuilt && typeof window !== 'undefined' && !window.matchMedia(media).matches ? (document.getElementById(id)?.innerHTML ?? '') : undefined));
    // "built": a Suspense boundary, hydrated (or drawn) when its code comes. "kept": its HTML kept as it is, outside
    // React. "drawn": drawn afresh in the place of the kept HTML.
    const [mode, setMode] = useState<'built' | 'kept' | 'drawn'>(keptHtml === undefined ? 'built' : 'kept');
    const live = useRef(false);
    /** The box React let go of, whose nodes the kept box takes; the kept box, whose controls the drawn part takes. */
    const moved = useRef<{ from: Element; focused: Element | null }>(undefined);
    const replaced = useRef<{ old: Element; focused: Element | null }>(undefined);
    // A boundary still waiting to be hydrated holds back every transition that reaches it until its code has come
    // (every router update does): a link followed in the app would change the address, then wait seconds on a slow
    // phone for the header's parts, or for the page's own on a link to the same page or a change of its query. So at a
    // navigation, a part still waiting lets go of its boundary: its HTML is kept as it is, outside React, until its
    // code comes; then it is drawn afresh there.
    // A part she reached for is let go of too (the header's help she tapped would hold her link until its code came):
    // the tap she made is handed to it once it is drawn. A part of a page she leaves never held a link (React removes it
    // without hydrating it); letting it go costs a move of its nodes. A page landed on with a query or an anchor lets
    // go of them all as main.tsx restores it, so it shows what they ask for at once.
    useEffect(() => {
      if (!builtHere || mode !== 'built') return;
      const letGo = () => {
        const el = box.current;
        // Its code has come: hydrating it is quick, and what the router waits for.
        if (live.current || Ready || !el) return;
        moved.current = { from: el, focused: focusIn(el) };
        setMode('kept');
      };
      atNavigation.add(letGo);
      return () => void atNavigation.delete(letGo);
    }, [mode]);
    useEffect(() => {
      if (mode !== 'kept') return;
      let on = true;
      const draw = () => {
        if (!on) return;
        const el = box.current;
        replaced.current = el ? { old: el, focused: focusIn(el) } : undefined;
        setMode('drawn');
      };
      // Its code failing to come is said in its place (below).
      ready().then(draw, draw);
      return () => void (on = false);
    }, [mode]);
    // Before the browser paints: nothing of the part goes missing in between.
    useLayoutEffect(() => {
      const el = box.current;
      if (el && mode === 'kept' && moved.current) moveKeptNodes(moved.current.from, el, moved.current.focused);
      if (el && mode === 'drawn' && replaced.current) handOver(replaced.current.old, el, replaced.current.focused);
      moved.current = replaced.current = undefined;
    }, [mode]);
    useEffect(() => {
      const el = box.current;
      if (!el) return;
      el.addEventListener(WANT_EVENT, wantNow);
      return () => el.removeEventListener(WANT_EVENT, wantNow);
    }, [mode]);
    const mark = { [WAITS_ATTRIBUTE]: '', ...(media && { id, [WAITS_FOR_SCREEN_ATTRIBUTE]: media }) };
    if (mode === 'kept') return <div key="kept" ref={box} className={className} {...mark} dangerouslySetInnerHTML={keptHtml === undefined ? undefined : { __html: keptHtml }} />;
    return (
      <div key={mode} ref={box} className={className} {...mark}>
        {/* Its code could not be fetched, even asked for again (load-again.ts): it says so in its own place, and the
            rest of the page stays. Its box is live then, so a tap kept for it is not held for ever. */}
        <ErrorBoundary what="A part of the page" failed={failed === undefined ? <PartError onLive={markLive} /> : <Live onLive={markLive}>{failed}</Live>}>
          <Suspense fallback={own ?? fallback}>
            {mode === 'drawn' && Ready ? <Ready {...(props as P)} onLive={markLive} /> : <Loaded {...(props as P)} onLive={markLive} />}
          </Suspense>
        </ErrorBoundary>
      </div>
    );
    function markLive() {
      live.current = true;
      box.current?.removeAttribute(WAITS_ATTRIBUTE);
      box.current?.removeAttribute(WAITS_FOR_SCREEN_ATTRIBUTE);
    }
  }
  return Object.assign(LaterPart, { wantNow });
}

const focusIn = (el: Element) => (el.contains(document.activeElement) ? document.activeElement : null);

function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * Said in a part's place when its code could not be fetched, even asked for again (load-again.ts); the rest of the page
 * stays. "Try again" reloads the page: offline, with no service worker yet, that would lose the page, so it waits.
 */
export function PartError({ onLive }: { onLive?: () => void }) {
  const t = useT();
  const online = useOnline();
  const id = useId();
  useEffect(() => onLive?.(), [onLive]);
  return (
    <div className="my-4 rounded-md border border-line bg-surface p-4">
      <p id={id} role="status" className="m-0">
        {t('shell.partError.body')}
      </p>
      {online && (
        <button
          type="button"
          aria-describedby={id}
          onClick={() => window.location.reload()}
          className="mt-3 min-h-11 cursor-pointer rounded-md bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong"
        >
          {t('shell.pageError.retry')}
        </button>
      )}
    </div>
  );
}
