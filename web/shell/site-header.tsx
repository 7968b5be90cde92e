// The sticky site header: logo, navigation (menus on wide screens, a toggle panel on narrow ones), Sign in and Get Help Now.
import { Link } from 'react-router-dom';
import { buttonStyles } from '../components/button-styles.ts';
import { LifebuoyIcon, LogoMark } from '../components/icons.tsx';
import { SITE_LOGO_ID } from './crisis-banner.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { HELP_PATH, SIGN_IN_HREF } from './nav-links.ts';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      {/* Right padding keeps the row clear of the fixed Quick exit button. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0 pt-2 pr-[7.5rem] pb-2 pl-3 sm:pr-[9rem] sm:pl-6 lg:pb-0">
        <Link
          id={SITE_LOGO_ID}
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-md text-ink no-underline"
        >
          <LogoMark className="size-9" />
          <span className="text-[0.8125rem] leading-tight font-bold text-heading max-[379px]:sr-only sm:text-base">
            Women’s Help
            <span className="block font-semibold text-ink-muted">&amp; Resources</span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <a href={SIGN_IN_HREF} className={buttonStyles.ghost}>
              Sign in
            </a>
            <Link to={HELP_PATH} className={buttonStyles.crisis}>
              <LifebuoyIcon />
              Get Help Now
            </Link>
          </div>
          <MobileMenu />
        </div>
        <div className="-ml-2.5 basis-full">
          <DesktopNav />
        </div>
      </div>
    </header>
  );
}
