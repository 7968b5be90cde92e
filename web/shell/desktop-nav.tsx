// Wide-screen navigation: the Resources and Tools menus and the top-level links.
import { Suspense } from 'react';
import { trackedLazy } from './page-ready.tsx';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../components/icons.tsx';
import { isResourcesPath, isToolsPath, RESOURCES_MENU, TOOLS_MENU, TOP_LINKS } from './nav-links.ts';
import { currentMark, itemBase, type NavMenuProps } from './nav-menu-shared.ts';
import { useT } from '../i18n/use-t.ts';

const LoadedMenu = trackedLazy(() => import('./nav-menu.tsx').then((m) => ({ default: m.NavMenu })));

/** A menu asked for before its code arrived opens as soon as it does. */
let pendingOpen: string | undefined;
const takers = new Map<string, () => boolean>();
function takePendingOpen(label: string): () => boolean {
  let taker = takers.get(label);
  if (!taker) {
    taker = () => {
      if (pendingOpen !== label) return false;
      pendingOpen = undefined;
      return true;
    };
    takers.set(label, taker);
  }
  return taker;
}

/** The dropdown; until its code arrives (milliseconds, from the precache) the same trigger shows and remembers a click. */
function NavMenu(props: NavMenuProps) {
  const fallback = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerDown={() => (pendingOpen = props.label)}
      onClick={() => (pendingOpen = props.label)}
      className={`${itemBase} ${props.current ? `text-link ${currentMark}` : ''}`}
    >
      {props.label}
      <ChevronDownIcon className="size-4" />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedMenu {...props} takePendingOpen={takePendingOpen(props.label)} />
    </Suspense>
  );
}

export function DesktopNav() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <nav aria-label={t('nav.main')} className="hidden lg:block">
      <ul className="m-0 flex list-none flex-wrap items-center gap-x-0.5 p-0">
        <li>
          <NavMenu label={t('nav.resources')} items={RESOURCES_MENU} current={isResourcesPath(pathname)} />
        </li>
        <li>
          <NavMenu label={t('nav.tools')} items={TOOLS_MENU} current={isToolsPath(pathname)} />
        </li>
        {TOP_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={({ isActive }) => `${itemBase} ${isActive ? `text-link ${currentMark}` : ''}`}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
