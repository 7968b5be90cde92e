// Wide-screen navigation: the Resources and Tools menus and the top-level links.
import { laterPart } from './later.tsx';
import { LIVE_CONTROL_ATTRIBUTE } from '../../shared/page-html.ts';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../components/icons.tsx';
import { isResourcesPath, isToolsPath, RESOURCES_MENU, TOOLS_MENU, TOP_LINKS } from './nav-links.ts';
import { currentMark, itemBase, type NavMenuProps } from './nav-menu-shared.ts';
import { useT } from '../i18n/use-t.ts';

/** Where this navigation shows: Tailwind's `lg` (64rem), as its `hidden lg:block` below. */
const WIDE_SCREEN = '(min-width: 64rem)';

// A closed menu is not needed for the page to answer a tap: its code comes once the page is live (web/shell/later.tsx),
// and only on a screen wide enough to show it (a phone has the menu button instead and never fetches this).
const LoadedMenu = laterPart(() => import('./nav-menu.tsx').then((m) => m.NavMenu), { failed: null, media: WIDE_SCREEN });

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

/**
 * The dropdown. On a page rendered at build time its trigger is there as built, and a tap on it before the code has
 * come is kept by the early script; on a page drawn in the browser the same trigger shows and remembers a click.
 */
function NavMenu(props: Omit<NavMenuProps, 'takePendingOpen'>) {
  const want = () => {
    pendingOpen = props.label;
    LoadedMenu.wantNow();
  };
  const fallback = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      {...{ [LIVE_CONTROL_ATTRIBUTE]: '' }}
      onPointerDown={want}
      onClick={want}
      className={`${itemBase} ${props.current ? `text-link ${currentMark}` : ''}`}
    >
      {props.label}
      <ChevronDownIcon className="size-4" />
    </button>
  );
  return <LoadedMenu {...props} takePendingOpen={takePendingOpen(props.label)} fallback={fallback} />;
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
