// The red crisis banner at the top of every page: 911, the domestic violence hotline and the crisis text line; hidden for the session when dismissed.
import { useState } from 'react';
import { EMERGENCY_NUMBER, hotline } from '../../shared/hotlines.ts';
import { CallLink, EmergencyCallLink, TextLink } from '../components/hotline-links.tsx';
import { useClientValue } from '../components/use-client-value.ts';
import { useT } from '../i18n/use-t.ts';
import { erasedOnThisPage } from '../local/erasing.ts';

const DISMISS_KEY = 'crisis-banner-dismissed';
export const SITE_LOGO_ID = 'site-logo';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    // Storage blocked (private mode, policy): show the banner, which is the safe default.
    return false;
  }
}

function writeDismissed(): void {
  // After an erase on this page nothing is stored again; the banner goes for this page only.
  if (erasedOnThisPage()) return;
  try {
    sessionStorage.setItem(DISMISS_KEY, '1');
  } catch {
    // Not remembered; it will show again on the next page load, which is acceptable.
  }
}

// 44 x 44 CSS px at least: a call or a text is the one tap that must not miss on a small, shaking phone.
const linkClass = 'inline-flex min-h-11 min-w-11 items-center font-bold text-on-crisis underline decoration-2 underline-offset-2 hover:decoration-4 whitespace-nowrap';

export function CrisisBanner() {
  // Shown in the page built ahead of time; hidden right after hydration when she dismissed it earlier this session.
  const dismissedBefore = useClientValue(readDismissed, false);
  const [dismissedNow, setDismissedNow] = useState(false);
  const t = useT();
  if (dismissedBefore || dismissedNow) return null;

  const dv = hotline('domestic-violence');
  const text = hotline('crisis-text');

  const dismiss = () => {
    writeDismissed();
    setDismissedNow(true);
    // The button is about to disappear; keep keyboard focus near the top of the page.
    document.getElementById(SITE_LOGO_ID)?.focus();
  };

  return (
    <section aria-label={t('crisis.region')} className="on-color bg-crisis text-on-crisis">
      <div className="px-4 py-2.5 text-sm sm:px-6">
        <p className="m-0 flex flex-wrap items-center gap-x-4">
          <strong className="inline-flex items-center gap-1">
            {t('crisis.inDanger')} <EmergencyCallLink className={linkClass}>{t('hotline.call', { number: EMERGENCY_NUMBER })}</EmergencyCallLink>
          </strong>{' '}
          <span className="inline-flex flex-wrap items-center gap-x-1">
            {t('crisis.dvHotline')} {dv.phone && <CallLink phone={dv.phone} className={linkClass}>{dv.phone}</CallLink>}
          </span>{' '}
          {text.text && (
            <span className="inline-flex flex-wrap items-center gap-x-1">
              {t('crisis.textLine')} <TextLink line={text} className={linkClass} />
            </span>
          )}
        </p>
        <p className="m-0 mt-1 text-[0.8125rem] opacity-95">
          {t('quickExit.note')}{' '}
          <button
            type="button"
            onClick={dismiss}
            className="ml-1 inline-flex min-h-6 cursor-pointer items-center rounded-sm font-semibold text-on-crisis underline decoration-1 underline-offset-2 hover:decoration-2"
          >
            {t('crisis.hideBanner')}
          </button>
        </p>
      </div>
    </section>
  );
}
