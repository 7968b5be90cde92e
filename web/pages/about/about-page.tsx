// /about: mission and vision, values, what the directory holds (counted from the device's copy), and where we are going.
import { Link } from 'react-router-dom';
import { CATEGORY_LABELS, type CategoryKey } from '../../../shared/categories.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { useAllResources } from '../../local/resources.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { MISSION_STATS } from '../home/mission-stats.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { useT } from '../../i18n/use-t.ts';

const VALUES = [
  { title: 'Safety first', text: 'Quick exit on every page, nothing personal sent without your say, and crisis numbers always in reach.' },
  { title: 'Accuracy', text: 'Every listing links to where we checked it and says when. When we are not sure, we leave it out.' },
  { title: 'Privacy', text: 'No trackers, no ads, no third-party scripts. Your safety plan and documents stay on your device.' },
  { title: 'Access for all', text: 'Plain language, works with a keyboard and screen readers, and keeps working without a signal.' },
  { title: 'Respect', text: 'No judgement about your choices. You decide what help you want and when.' },
  { title: 'Independence', text: 'Information on money, work and rights, so every woman can build a life on her own terms.' },
] as const;

const IMPACT_AREAS: readonly { categories: readonly CategoryKey[]; title: string; unit: string }[] = [
  { categories: ['housing-shelter'], title: 'Housing & shelter', unit: 'housing and shelter resources' },
  { categories: ['womens-health'], title: 'Health care', unit: 'health organizations and hotlines' },
  { categories: ['rights-advocacy'], title: 'Rights & advocacy', unit: 'legal and advocacy organizations' },
  { categories: ['financial-support', 'grants', 'women-owned-businesses', 'employment-opportunities'], title: 'Money & work', unit: 'funding, business and job resources' },
];

const TIMELINE = [
  { when: 'Now', text: 'A directory of real organizations in every state, safety tools that stay on your device, search that works offline, and news on women’s rights and health.' },
  { when: 'Next', text: 'Accounts for a personal dashboard, and plain-language legal guides.' },
  { when: 'Later', text: 'More local listings in every state, checked and dated, and more languages.' },
] as const;

function ImpactAreas() {
  const all = useAllResources();
  return (
    <ul className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
      {IMPACT_AREAS.map((a) => {
        const n = all?.filter((r) => a.categories.includes(r.category)).length;
        return (
          <li key={a.title} className="rounded-lg bg-surface-2 p-5">
            <h3 className="m-0 text-base font-bold">{a.title}</h3>
            <p className="mt-2 mb-0 text-3xl font-extrabold text-heading">{n === undefined ? '…' : n}</p>
            <p className="mt-1 mb-0 text-sm">{a.unit} on this device</p>
            <p className="mt-1 mb-0 text-xs text-ink-muted">{a.categories.map((c) => CATEGORY_LABELS[c]).join(', ')}</p>
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
    <TopicLayout title="About Us" intro={<p className="m-0">We help women find trustworthy information and real services for safety, health, money, housing and rights: quickly, privately, and even offline.</p>}>
      <section aria-labelledby="why" className="mt-10">
        <h2 id="why" className="m-0 text-2xl font-bold">
          Why this matters
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
            Our mission
          </h2>
          <p className="mt-2 mb-0">To put trusted, plain-language information and real services within reach of every woman, including those in danger, on a shared phone, or without a signal.</p>
        </section>
        <section aria-labelledby="vision" className="rounded-lg bg-brand-soft p-6">
          <h2 id="vision" className="m-0 text-xl font-bold">
            Our vision
          </h2>
          <p className="mt-2 mb-0">A world where no woman stays in danger, poverty or silence because she could not find the help that exists.</p>
        </section>
      </div>

      <section aria-labelledby="values" className="mt-12">
        <h2 id="values" className="m-0 text-2xl font-bold">
          Our values
        </h2>
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((v) => (
            <li key={v.title} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <h3 className="m-0 text-lg font-bold">{v.title}</h3>
              <p className="mt-2 mb-0 text-sm">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="impact" className="mt-12">
        <h2 id="impact" className="m-0 text-2xl font-bold">
          What the directory holds today
        </h2>
        <p className="mt-2 mb-0 text-ink-muted">
          Counted from the listings on this device: every national and statewide program, and the local listings of the places you have looked up. Each listing links to where we checked it.
        </p>
        <ImpactAreas />
      </section>

      <section aria-labelledby="timeline" className="mt-12">
        <h2 id="timeline" className="m-0 text-2xl font-bold">
          Where we are going
        </h2>
        <ol className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-3">
          {TIMELINE.map((t, i) => (
            <li key={t.when} className="rounded-lg border border-line bg-surface p-5">
              <p className="m-0 text-sm font-bold tracking-wider text-ink-muted uppercase">
                Step {i + 1}: {t.when}
              </p>
              <p className="mt-2 mb-0">{t.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="get-involved" className="mt-12 rounded-xl bg-brand p-6 text-on-brand sm:p-8">
        <h2 id="get-involved" className="m-0 text-2xl font-bold text-on-brand">
          Help us reach more women
        </h2>
        <p className="mt-2 mb-0 max-w-2xl">Know an organization we should list, or found something out of date? Tell us.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonStyles.onColor}>
            Get Involved
          </Link>
          <Link to="/resources" className={buttonStyles.onColor}>
            Explore Resources
          </Link>
        </div>
      </section>
    </TopicLayout>
  );
}
