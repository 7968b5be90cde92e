// Home: women's health and reproductive rights (anchor #womens-health).
import { Link } from 'react-router-dom';
import { hotline } from '../../../shared/hotlines.ts';
import { linkStyles } from '../../components/button-styles.ts';
import { CallLink } from '../../components/hotline-links.tsx';
import { useT } from '../../i18n/use-t.ts';

const card = 'flex flex-col gap-2 rounded-lg border border-line bg-surface p-5 shadow-card';

export function HealthSection() {
  const rainn = hotline('sexual-assault');
  const t = useT();
  return (
    <section id="womens-health" aria-labelledby="health-title" className="scroll-mt-24 pt-14 lg:scroll-mt-36">
      <h2 id="health-title" className="m-0 text-2xl font-bold sm:text-3xl">
        {t('home.health.title')}
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">{t('home.health.body')}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <div className={card}>
          <h3 className="m-0 text-lg font-bold">{t('home.health.care.title')}</h3>
          <p className="m-0 flex-1">{t('home.health.care.body')}</p>
          <Link to="/resources/womens-health" className={linkStyles}>
            {t('home.health.care.link')}
          </Link>
        </div>
        <div className={card}>
          <h3 className="m-0 text-lg font-bold">{t('home.health.rights.title')}</h3>
          <p className="m-0 flex-1">{t('home.health.rights.body')}</p>
          <Link to="/healthcare-reproductive-rights" className={linkStyles}>
            {t('home.health.rights.link')}
          </Link>
        </div>
        <div className={card}>
          <h3 className="m-0 text-lg font-bold">{t('home.health.assault.title')}</h3>
          <p className="m-0 flex-1">{t('hotline.description.sexual-assault')}</p>
          {rainn.phone && <CallLink phone={rainn.phone} className={linkStyles} />}
        </div>
      </div>
    </section>
  );
}
