// /about: mission and vision, values, what the directory holds (counted from the device's copy), and where we are going.
import { Link } from 'react-router-dom';
import type { CategoryKey } from '../../../shared/categories.ts';
import { useIntl } from 'react-intl';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { useAllResources } from '../../local/resources.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { MISSION_STATS } from '../home/mission-stats.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { useT } from '../../i18n/use-t.ts';

const VALUES = ['safety', 'accuracy', 'privacy', 'access', 'respect', 'independence'] as const;

const IMPACT_AREAS: readonly { key: 'housing' | 'health' | 'rights' | 'money'; categories: readonly CategoryKey[] }[] = [
  { key: 'housing', categories: ['housing-shelter'] },
  { key: 'health', categories: ['womens-health'] },
  { key: 'rights', categories: ['rights-advocacy'] },
  { key: 'money', categories: ['financial-support', 'grants', 'women-owned-businesses', 'employment-opportunities'] },
];

const TIMELINE = ['now', 'next', 'later'] as const;

function ImpactAreas() {
  const all = useAllResources();
  const t = useT();
  const intl = useIntl();
  return (
    <ul className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
      {IMPACT_AREAS.map((a) => {
        const n = all?.filter((r) => a.categories.includes(r.category)).length;
        return (
          <li key={a.key} className="rounded-lg bg-surface-2 p-5">
            <h3 className="m-0 text-base font-bold">{t(`about.impact.${a.key}.title`)}</h3>
            <p className="mt-2 mb-0 text-3xl font-extrabold text-heading">{n === undefined ? '…' : intl.formatNumber(n)}</p>
            <p className="mt-1 mb-0 text-sm">{t(`about.impact.${a.key}.unit`)}</p>
            <p className="mt-1 mb-0 text-xs text-ink-muted">{a.categories.map((c) => t(`category.${c}`)).join(', ')}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function AboutPage() {
  const t = useT();
  usePageMeta(metaFor('/about'));
  return (
    <TopicLayout title={t('about.title')} intro={<p className="m-0">{t('about.intro')}</p>}>
      <section aria-labelledby="why" className="mt-10">
        <h2 id="why" className="m-0 text-2xl font-bold">
          {t('about.why')}
        </h2>
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {MISSION_STATS.slice(0, 4).map((s) => (
            <li key={s.key} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <p className="m-0 text-2xl font-extrabold text-heading">{t(s.value)}</p>
              <p className="mt-2 mb-0 text-sm">{t(s.text)}</p>
              <p className="mt-2 mb-0 text-xs text-ink-muted">{t('home.mission.source', { source: t(s.source) })}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="mission" className="rounded-lg bg-brand-soft p-6">
          <h2 id="mission" className="m-0 text-xl font-bold">
            {t('about.mission.title')}
          </h2>
          <p className="mt-2 mb-0">{t('about.mission.body')}</p>
        </section>
        <section aria-labelledby="vision" className="rounded-lg bg-brand-soft p-6">
          <h2 id="vision" className="m-0 text-xl font-bold">
            {t('about.vision.title')}
          </h2>
          <p className="mt-2 mb-0">{t('about.vision.body')}</p>
        </section>
      </div>

      <section aria-labelledby="values" className="mt-12">
        <h2 id="values" className="m-0 text-2xl font-bold">
          {t('about.values.title')}
        </h2>
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((v) => (
            <li key={v} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <h3 className="m-0 text-lg font-bold">{t(`about.values.${v}.title`)}</h3>
              <p className="mt-2 mb-0 text-sm">{t(`about.values.${v}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="impact" className="mt-12">
        <h2 id="impact" className="m-0 text-2xl font-bold">
          {t('about.impact.title')}
        </h2>
        <p className="mt-2 mb-0 text-ink-muted">{t('about.impact.body')}</p>
        <ImpactAreas />
      </section>

      <section aria-labelledby="timeline" className="mt-12">
        <h2 id="timeline" className="m-0 text-2xl font-bold">
          {t('about.timeline.title')}
        </h2>
        <ol className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-3">
          {TIMELINE.map((step, i) => (
            <li key={step} className="rounded-lg border border-line bg-surface p-5">
              <p className="m-0 text-sm font-bold tracking-wider text-ink-muted uppercase">
                {t('about.timeline.step', { step: i + 1, when: t(`about.timeline.${step}.when`) })}
              </p>
              <p className="mt-2 mb-0">{t(`about.timeline.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="get-involved" className="mt-12 rounded-xl bg-brand p-6 text-on-brand sm:p-8">
        <h2 id="get-involved" className="m-0 text-2xl font-bold text-on-brand">
          {t('about.involved.title')}
        </h2>
        <p className="mt-2 mb-0 max-w-2xl">{t('about.involved.body')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonStyles.onColor}>
            {t('about.involved.contact')}
          </Link>
          <Link to="/resources" className={buttonStyles.onColor}>
            {t('about.involved.resources')}
          </Link>
        </div>
      </section>
    </TopicLayout>
  );
}
