// Home: our mission and the sourced statistics behind it (anchor #mission).
import { MISSION_STATS } from './mission-stats.ts';
import { useT } from '../../i18n/use-t.ts';

export function MissionSection() {
  const t = useT();
  return (
    <section id="mission" aria-labelledby="mission-title" className="scroll-mt-24 pt-12 lg:scroll-mt-36">
      <h2 id="mission-title" className="m-0 text-2xl font-bold sm:text-3xl">
        {t('home.mission.title')}
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">{t('home.mission.body')}</p>
      <ul className="m-0 mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
        {MISSION_STATS.map((stat) => (
          <li key={stat.key} className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card sm:last:odd:col-span-2">
            <p className="m-0 text-3xl leading-none font-extrabold text-heading">{t(stat.value)}</p>
            <p className="mt-3 mb-0 flex-1">{t(stat.text)}</p>
            <p className="mt-3 mb-0 text-xs text-ink-muted">{t('home.mission.source', { source: t(stat.source) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
