// Home: shelter and housing, with the Safety Planning Guide PDF (anchor #shelter).
import { Link } from 'react-router-dom';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { DownloadIcon } from '../../components/icons.tsx';
import type { MessageId } from '../../../shared/messages/en.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { SAFETY_GUIDE_FILES, safetyGuideHref } from '../../../shared/safety-guide.ts';

/** The Safety Planning Guide of the page's language: its address and the name it downloads under. */
export function useSafetyGuide(): { href: string; filename: string } {
  const locale = useLocale();
  return { href: safetyGuideHref(locale), filename: SAFETY_GUIDE_FILES[locale] };
}

const FACTS: readonly { value: MessageId; text: MessageId }[] = [
  { value: 'home.shelter.fact.always.value', text: 'home.shelter.fact.always.text' },
  { value: 'home.shelter.fact.confidential.value', text: 'home.shelter.fact.confidential.text' },
  { value: 'home.shelter.fact.states.value', text: 'home.shelter.fact.states.text' },
];

export function ShelterSection() {
  const t = useT();
  const guide = useSafetyGuide();
  return (
    <section id="shelter" aria-labelledby="shelter-title" className="scroll-mt-24 pt-14 lg:scroll-mt-36">
      <h2 id="shelter-title" className="m-0 text-2xl font-bold sm:text-3xl">
        {t('home.shelter.title')}
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">{t('home.shelter.body')}</p>
      <ul className="m-0 mt-6 grid list-none gap-3 p-0 sm:grid-cols-3">
        {FACTS.map((f) => (
          <li key={f.value} className="rounded-lg bg-surface-2 p-4">
            <p className="m-0 text-2xl font-extrabold text-heading">{t(f.value)}</p>
            <p className="mt-1 mb-0 text-sm">{t(f.text)}</p>
          </li>
        ))}
      </ul>

      <div className="mt-5 rounded-lg border-2 border-brand bg-surface p-5 shadow-card sm:p-6">
        <h3 className="m-0 text-xl font-bold">{t('home.shelter.guide.title')}</h3>
        <p className="mt-2 mb-0">{t('home.shelter.guide.body')}</p>
        <p className="mt-2 mb-0 text-sm text-ink-muted">{t('home.shelter.guide.note')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={guide.href} download={guide.filename} className={buttonStyles.primary}>
            <DownloadIcon />
            {t('home.shelter.guide.download')}
          </a>
          <a href={guide.href} className={buttonStyles.secondary}>
            {t('home.shelter.guide.open')}
          </a>
        </div>
      </div>

      <p className="mt-5 mb-0 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/shelter-housing" className={linkStyles}>
          {t('home.shelter.options')}
        </Link>
        <Link to="/resources/housing-shelter" className={linkStyles}>
          {t('home.shelter.directory')}
        </Link>
      </p>
    </section>
  );
}
