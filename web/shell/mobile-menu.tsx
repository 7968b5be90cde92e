// Narrow-screen navigation: a disclosure toggle and the panel it opens (Resources, Tools, News, About, Contact, Sign in, Get Help Now).
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { buttonStyles } from '../components/button-styles.ts';
import { CloseIcon, LifebuoyIcon, MenuIcon } from '../components/icons.tsx';
import { HELP_PATH, RESOURCES_MENU, signInHref, TOOLS_MENU, TOP_LINKS, type NavLinkItem } from './nav-links.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { useLocale, useT } from '../i18n/use-t.ts';

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 py-2 text-base text-ink no-underline hover:bg-brand-soft aria-[current=page]:bg-brand-soft aria-[current=page]:font-bold aria-[current=page]:text-link';

function Group({ title, items }: { title: string; items: readonly NavLinkItem[] }) {
  const id = useId();
  const t = useT();
  return (
    <div>
      <h2 id={id} className="m-0 px-3 pt-3 pb-1 text-xs font-bold tracking-wider text-ink-muted uppercase">
        {title}
      </h2>
      <ul aria-labelledby={id} className="m-0 list-none p-0">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const location = useLocation();
  const t = useT();
  const locale = useLocale();

  // Going to another page (a link, Back) closes the panel; a page changing its own address (a tab, a query put back
  // once it is live) does not, so a tap on the menu kept until then (web/early/keep-taps.ts) still opens it.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Choosing any link closes the menu, even a link to the page already shown.
  const onPanelClick = (e: MouseEvent<HTMLElement>) => {
    if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-sm font-semibold text-ink hover:bg-brand-soft lg:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {/* On the narrowest phones the word gives way, so Quick exit stays on the header's one row. */}
        <span className="max-[359px]:sr-only">{t('nav.menu')}</span>
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        aria-label={t('nav.main')}
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-surface px-3 pb-5 shadow-float lg:hidden"
      >
        <Group title={t('nav.resources')} items={RESOURCES_MENU} />
        <Group title={t('nav.tools')} items={TOOLS_MENU} />
        <ul className="m-0 mt-2 list-none border-t border-line p-0 pt-2">
          {TOP_LINKS.filter((l) => !l.desktopOnly).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={`${linkClass} font-semibold`}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 grid gap-2 border-t border-line pt-4 sm:grid-cols-2">
          <a href={signInHref(locale)} className={buttonStyles.secondary}>
            {t('nav.signIn')}
          </a>
          <Link to={HELP_PATH} className={buttonStyles.crisis}>
            <LifebuoyIcon />
            {t('nav.getHelp')}
          </Link>
          <LanguageSwitch className={buttonStyles.secondary} />
        </div>
      </nav>
    </>
  );
}
