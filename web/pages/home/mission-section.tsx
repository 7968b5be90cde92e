// Home: our mission and the sourced statistics behind it (anchor #mission).
import { MISSION_STATS } from './mission-stats.ts';

export function MissionSection() {
  return (
    <section id="mission" aria-labelledby="mission-title" className="scroll-mt-24 pt-12 lg:scroll-mt-36">
      <h2 id="mission-title" className="m-0 text-2xl font-bold sm:text-3xl">
        Our mission
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">
        Knowledge is power. We gather trusted, plain-language information and a directory of real services so every
        woman can understand her rights, protect her health and build financial independence.
      </p>
      <ul className="m-0 mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
        {MISSION_STATS.map((stat) => (
          <li key={stat.value} className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card sm:last:odd:col-span-2">
            <p className="m-0 text-3xl leading-none font-extrabold text-heading">{stat.value}</p>
            <p className="mt-3 mb-0 flex-1">{stat.text}</p>
            <p className="mt-3 mb-0 text-xs text-ink-muted">Source: {stat.source}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
