// The sticky site header: logo, navigation (menus on wide screens, a toggle panel on narrow ones), Sign in, the
// language switch and Get Help Now.
import type { ReactNode } from 'react';
import { laterPart } from './later.tsx';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../components/button-styles.ts';
import { LifebuoyIcon, LogoMark } from '../components/icons.tsx';
import { SITE_LOGO_ID } from './crisis-banner.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { QuickExitButton } from './quick-exit-button.tsx';
import { HELP_PATH, signInHref } from './nav-links.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';

/**
 * Loads once the page is live (web/shell/later.tsx): a page rendered at build time shows its button as built (a tap
 * on it meanwhile is kept), a page drawn in the browser a box of the same size, so nothing moves when it arrives.
 */
const EmergencyWidget = laterPart(() => import('./emergency-widget.tsx').then((m) => m.EmergencyWidget), {
  fallback: <span aria-hidden="true" className="inline-block size-11 shrink-0" />,
  failed: null,
});

/**
 * Quick exit and the emergency help button live in this sticky row, not floating over the page: nothing fixed may
 * cover a hotline or a control at any width or scroll position. Quick exit is first in the document (first in the
 * tab order) and shown last in the row. Below 480 px the name beside the logo is left to screen readers: the logo,
 * the menu, the emergency button and quick exit then share one row at every phone width (with the name, quick exit
 * took a second row from 380 to 479 px, 44 px of a phone's first screen, and jumped there while a slow phone was still
 * reading the header's HTML). The row is packed to the right and the logo takes the free space on its left: quick exit
 * is drawn where it stays even before the rest of the header has arrived.
 */
export function SiteHeader({ skipLink }: { skipLink?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-0 px-3 pt-2 pb-2 sm:px-6 lg:pb-0">
        <QuickExitButton className="order-3" />
        {skipLink}
        <Link
          id={SITE_LOGO_ID}
          to="/"
          className="order-1 mr-auto flex min-h-11 shrink-0 items-center gap-1.5 rounded-md text-ink no-underline"
        >
          <LogoMark className="size-9" />
          <span className="text-[0.8125rem] leading-tight font-bold text-heading max-[479px]:sr-only sm:text-base">
            {t('site.nameFirst')}
            <span className="block font-semibold text-ink-muted">{t('site.nameSecond')}</span>
          </span>
        </Link>
        <div className="order-2 flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitch className={buttonStyles.ghost} />
            <a href={signInHref(locale)} className={buttonStyles.ghost}>
              {t('nav.signIn')}
            </a>
            <Link to={HELP_PATH} className={buttonStyles.crisis}>
              <LifebuoyIcon />
              {t('nav.getHelp')}
            </Link>
          </div>
          <MobileMenu />
          <EmergencyWidget />
        </div>
        <div className="order-4 -ml-2.5 basis-full">
          <DesktopNav />
        </div>
      </div>
    </header>
  );
}
