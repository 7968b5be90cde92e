// The home hero: title, subtitle, illustration and the Browse Resources button that scrolls to #resources.
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../components/button-styles.ts';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { HeroArt } from './hero-art.tsx';
import { NEWSLETTER_SECTION_ID } from './newsletter-section.tsx';
import { useT } from '../../i18n/use-t.ts';

export const RESOURCES_SECTION_ID = 'resources';

/** Smooth scroll unless the visitor asked for less motion; focus follows for keyboard and screen reader users. */
function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector<HTMLElement>('h2');
  heading?.focus({ preventScroll: true });
}

export function Hero() {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="bg-brand-soft">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.15fr_0.85fr] md:py-16">
        <div>
          <h1 id="hero-title" className="m-0 text-display font-extrabold tracking-tight">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 mb-0 max-w-xl text-lg text-ink-muted">{t('home.hero.lead')}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <button type="button" onClick={() => scrollToSection(RESOURCES_SECTION_ID)} className={`${buttonStyles.primary} cursor-pointer`}>
              {t('home.hero.browse')}
              <ArrowRightIcon className="size-5 rotate-90" />
            </button>
            <button type="button" onClick={() => scrollToSection(NEWSLETTER_SECTION_ID)} className={`${buttonStyles.secondary} cursor-pointer`}>
              {t('home.hero.subscribe')}
            </button>
            <Link to="/emergency" className={buttonStyles.secondary}>
              {t('home.hero.safety')}
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto block w-full max-w-sm md:max-w-md" />
      </div>
    </section>
  );
}
