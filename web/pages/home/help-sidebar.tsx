// Home, wide screens only: a sticky "Need help now?" card with the main crisis lines and the safety guide.
import { Link } from 'react-router-dom';
import { EMERGENCY_NUMBER, hotline } from '../../../shared/hotlines.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { CallLink, EmergencyCallLink, TextLink } from '../../components/hotline-links.tsx';
import { PhoneIcon } from '../../components/icons.tsx';
import { useSafetyGuide } from './shelter-section.tsx';
import { useT } from '../../i18n/use-t.ts';

export function HelpSidebar() {
  const dv = hotline('domestic-violence');
  const text = hotline('crisis-text');
  const t = useT();
  const guide = useSafetyGuide();
  return (
    <aside aria-labelledby="sidebar-title" className="hidden lg:block">
      <div className="sticky top-32 mt-12 rounded-xl border border-line bg-surface p-5 shadow-card">
        <h2 id="sidebar-title" className="m-0 text-xl font-bold">
          {t('home.sidebar.title')}
        </h2>
        <EmergencyCallLink className={`${buttonStyles.crisis} mt-4 w-full`}>
          <PhoneIcon />
          {t('hotline.call', { number: EMERGENCY_NUMBER })}
        </EmergencyCallLink>
        <dl className="m-0 mt-4 flex flex-col gap-3 text-sm">
          {dv.phone && (
            <div>
              <dt className="font-semibold">{t('home.sidebar.dv')}</dt>
              <dd className="m-0">
                <CallLink phone={dv.phone} className={linkStyles}>
                  {dv.phone}
                </CallLink>
              </dd>
            </div>
          )}
          {text.text && (
            <div>
              <dt className="font-semibold">{text.name}</dt>
              <dd className="m-0">
                <TextLink line={text} className={linkStyles} />
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <a href={guide.href} className={linkStyles}>
            {t('home.sidebar.guide')}
          </a>
          <Link to="/emergency" className={linkStyles}>
            {t('home.sidebar.tools')}
          </Link>
        </div>
      </div>
    </aside>
  );
}
