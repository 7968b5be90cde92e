// The home page (/): hero, mission, newsletter, health, shelter, essential resources, news, crisis numbers, and a help sidebar on wide screens.
import { metaFor } from '../../../shared/routes.ts';
import { HeartIcon } from '../../components/icons.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { CrisisNumbers } from './crisis-numbers.tsx';
import { EssentialResources } from './essential-resources.tsx';
import { HealthSection } from './health-section.tsx';
import { HelpSidebar } from './help-sidebar.tsx';
import { Hero } from './hero.tsx';
import { MissionSection } from './mission-section.tsx';
import { NewsSection } from './news-section.tsx';
import { NewsletterSection } from './newsletter-section.tsx';
import { ShelterSection } from './shelter-section.tsx';
import { useT } from '../../i18n/use-t.ts';

function AffirmationCard() {
  const t = useT();
  return (
    <section aria-labelledby="affirmation-title" className="pt-14">
      <div className="rounded-xl bg-brand-soft p-6 sm:p-8">
        <h2 id="affirmation-title" className="m-0 flex items-center gap-2 text-sm font-bold tracking-wider text-ink-muted uppercase">
          <HeartIcon className="size-4" />
          {t('home.affirmation.title')}
        </h2>
        <p className="mt-3 mb-0 text-xl leading-snug font-semibold text-heading sm:text-2xl">{t('home.affirmation.body')}</p>
      </div>
    </section>
  );
}

export function HomePage() {
  usePageMeta(metaFor('/'));
  return (
    <>
      <Hero />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-10">
        <div className="min-w-0">
          <MissionSection />
          <NewsletterSection />
          <HealthSection />
          <ShelterSection />
          <EssentialResources />
          <NewsSection />
          <CrisisNumbers />
          <AffirmationCard />
        </div>
        <HelpSidebar />
      </div>
    </>
  );
}
