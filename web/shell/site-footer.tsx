// The site footer: mission line, quick links, crisis lines, Get Help Now, the quick-exit history note and the nonprofit line.
import { useClientValue } from '../components/use-client-value.ts';
import { Link } from 'react-router-dom';
import { EMERGENCY_NUMBER, hotline } from '../../shared/hotlines.ts';
import { buttonStyles } from '../components/button-styles.ts';
import { CallLink, EmergencyCallLink, TextLink } from '../components/hotline-links.tsx';
import { LifebuoyIcon, LogoMark } from '../components/icons.tsx';
import { HELP_PATH } from './nav-links.ts';
import { QUICK_EXIT_KEYS_HINT, QUICK_EXIT_NOTE } from './quick-exit.ts';

const QUICK_LINKS = [
  { to: '/emergency', label: 'Emergency & safety' },
  { to: '/resources', label: 'Resource directory' },
  { to: '/news', label: 'News & current events' },
  { to: '/about', label: 'About us' },
  { to: '/analytics', label: 'Our impact' },
  { to: '/contact', label: 'Contact us' },
  { to: '/donate', label: 'Donate' },
  { to: '/emergency#erase', label: 'Erase this site from this device' },
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

  return (
    <footer className="on-color mt-16 bg-footer text-on-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1.2fr]">
        <div className="flex flex-col items-start gap-4">
          <p className="m-0 flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-8" />
            Women’s Help &amp; Resources
          </p>
          <p className="m-0 max-w-sm text-on-footer-muted">
            Empowering women through knowledge: trusted information, support and resources on women’s rights, health
            and safety.
          </p>
          <Link to={HELP_PATH} className={buttonStyles.crisis}>
            <LifebuoyIcon />
            Get Help Now
          </Link>
        </div>

        <nav aria-label="Footer">
          <h2 className={heading}>Quick links</h2>
          <ul className="m-0 flex list-none flex-col gap-2.5 p-0">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={footerLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>Crisis support, 24/7</h2>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            <li>
              In danger? <EmergencyCallLink className={footerLink}>Call {EMERGENCY_NUMBER}</EmergencyCallLink>
            </li>
            {dv.phone && (
              <li>
                {dv.name}: <CallLink phone={dv.phone} className={`${footerLink} whitespace-nowrap`}>{dv.phone}</CallLink>
              </li>
            )}
            {text.text && (
              <li>
                {text.name}: <TextLink text={text.text} className={`${footerLink} whitespace-nowrap`} />
              </li>
            )}
          </ul>
          <p className="m-0 mt-5 rounded-md border border-white/25 p-3 text-sm text-on-footer-muted">
            {QUICK_EXIT_NOTE} {QUICK_EXIT_KEYS_HINT}
          </p>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="m-0 mx-auto max-w-6xl px-4 py-5 text-sm text-on-footer-muted sm:px-6">
          © <HerYear />Women’s Help &amp; Resources. A 501(c)(3) nonprofit organization.
        </p>
      </div>
    </footer>
  );
}
