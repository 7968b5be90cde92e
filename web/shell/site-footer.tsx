// The site footer: mission line, quick links, crisis lines, Get Help Now, the quick-exit history note and the nonprofit line.
import { useClientValue } from '../components/use-client-value.ts';
import { Link } from 'react-router-dom';
import { EMERGENCY_NUMBER, hotline } from '../../shared/hotlines.ts';
import { buttonStyles } from '../components/button-styles.ts';
import { CallLink, EmergencyCallLink, TextLink } from '../components/hotline-links.tsx';
import { LifebuoyIcon, LogoMark } from '../components/icons.tsx';
import { HELP_PATH } from './nav-links.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { useT } from '../i18n/use-t.ts';

const QUICK_LINKS = [
  { to: '/emergency', label: 'footer.link.emergency' },
  { to: '/resources', label: 'footer.link.resources' },
  { to: '/news', label: 'footer.link.news' },
  { to: '/about', label: 'footer.link.about' },
  { to: '/analytics', label: 'footer.link.impact' },
  { to: '/contact', label: 'footer.link.contact' },
  { to: '/donate', label: 'footer.link.donate' },
  { to: '/emergency#erase', label: 'footer.link.erase' },
] as const;

const footerLink = 'font-semibold text-on-footer underline decoration-1 underline-offset-4 hover:decoration-2';
const heading = 'm-0 mb-3 text-sm font-bold tracking-wider text-on-footer-muted uppercase';

/**
 * Her year, read after hydration: a page built in December must not carry last year's into January. A component of
 * its own, so the re-render that reads it touches one line and not the footer's links.
 */
function HerYear() {
  const year = useClientValue(() => new Date().getFullYear(), undefined);
  return year === undefined ? null : <>{year} </>;
}

export function SiteFooter() {
  const dv = hotline('domestic-violence');
  const text = hotline('crisis-text');
  const t = useT();

  return (
    <footer className="on-color mt-16 bg-footer text-on-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1.2fr]">
        <div className="flex flex-col items-start gap-4">
          <p className="m-0 flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-8" />
            {t('site.name')}
          </p>
          <p className="m-0 max-w-sm text-on-footer-muted">{t('footer.mission')}</p>
          <Link to={HELP_PATH} className={buttonStyles.crisis}>
            <LifebuoyIcon />
            {t('nav.getHelp')}
          </Link>
          <LanguageSwitch className={`${footerLink} inline-flex min-h-11 items-center`} />
        </div>

        <nav aria-label={t('footer.label')}>
          <h2 className={heading}>{t('footer.quickLinks')}</h2>
          <ul className="m-0 flex list-none flex-col gap-2.5 p-0">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={footerLink}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>{t('footer.crisisSupport')}</h2>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            <li>
              {t('crisis.inDanger')} <EmergencyCallLink className={footerLink}>{t('hotline.call', { number: EMERGENCY_NUMBER })}</EmergencyCallLink>
            </li>
            {dv.phone && (
              <li>
                {dv.name}: <CallLink phone={dv.phone} className={`${footerLink} whitespace-nowrap`}>{dv.phone}</CallLink>
              </li>
            )}
            {text.text && (
              <li>
                {text.name}: <TextLink line={text} className={`${footerLink} whitespace-nowrap`} />
              </li>
            )}
          </ul>
          <p className="m-0 mt-5 rounded-md border border-white/25 p-3 text-sm text-on-footer-muted">
            {t('quickExit.note')} {t('quickExit.keysHint')}
          </p>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="m-0 mx-auto max-w-6xl px-4 py-5 text-sm text-on-footer-muted sm:px-6">
          © <HerYear />
          {t('site.name')}. {t('footer.nonprofit')}
        </p>
      </div>
    </footer>
  );
}
